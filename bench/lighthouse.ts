/** Lighthouse performance scores in Debian's Chromium, desktop and mobile. */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, TOKEN_KEY } from './report-common.ts';

/** One Lighthouse run: the performance score (0-100) and the cumulative layout shift it measured. */
export interface LighthouseResult {
  score: number | null;
  cls: number | null;
}

export type LighthouseRunner = (
  url: string,
  formFactor: 'desktop' | 'mobile',
  loggedIn: boolean,
) => Promise<LighthouseResult>;

/**
 * Lighthouse in Debian's Chromium: chrome-launcher starts it headless on a debugging port; for
 * protected routes Playwright first writes the token into that browser's localStorage (over CDP) and
 * Lighthouse keeps storage (`disableStorageReset`).
 */
export async function createLighthouse(
  baseUrl: string,
  token: string,
): Promise<{ run: LighthouseRunner; close: () => Promise<void> }> {
  const { default: lighthouse, desktopConfig, defaultConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const seedToken = async (value: string) => {
    const context = cdp.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/exception/403`);
    await page.evaluate(([key, stored]) => localStorage.setItem(key!, stored!), [TOKEN_KEY, value]);
    await page.close();
  };
  const run: LighthouseRunner = async (url, formFactor, loggedIn) => {
    await seedToken(loggedIn ? token : '');
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      formFactor === 'desktop' ? desktopConfig : defaultConfig,
    );
    const score = result?.lhr.categories['performance']?.score;
    const cls = result?.lhr.audits['cumulative-layout-shift']?.numericValue;
    const runtimeError = result?.lhr.runtimeError;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      cls: typeof cls === 'number' ? cls : null,
    };
  };
  return {
    run,
    close: async () => {
      await cdp.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

export const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
