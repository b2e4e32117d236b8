/** HTML and JavaScript weights of one route, measured in Chromium through Playwright. */
import { type Browser, type BrowserContext } from '@playwright/test';
import type { RouteEntry } from '../src/lib/routes.ts';
import { gzipSize, TOKEN_KEY, type PageFigures, type ScriptTiming } from './report-common.ts';

/** HTML and JavaScript weights of one page, measured in a fresh Playwright context. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  route: RouteEntry,
  token: string,
): Promise<Omit<PageFigures, 'lighthouse'>> {
  const context: BrowserContext = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
  });
  if (route.requiresLogin) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  }
  const scriptSizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => void scriptSizes.set(response.url(), gzipSize(body)))
        .catch(() => undefined),
    );
  });
  const page = await context.newPage();
  const url = `${baseUrl}${route.path}`;
  const response = await page.goto(url, { waitUntil: 'load' });
  const status = response?.status() ?? 0;
  // Idle: the network quiet and the browser's idle callbacks run (client:idle islands hydrate then).
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        (entry) =>
          entry.initiatorType === 'script' ||
          entry.initiatorType === 'link' ||
          entry.initiatorType === 'other',
      )
      .map((entry) => ({
        name: entry.name,
        responseEnd: entry.responseEnd,
        renderBlocking:
          (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
          'blocking',
      }));
    const inline = [...document.querySelectorAll('script:not([src])')]
      .filter((script) => {
        const type = script.getAttribute('type');
        return !type || type === 'text/javascript';
      })
      .map((script) => script.textContent ?? '')
      .join('\n');
    return {
      firstPaint: paint ? paint.startTime : null,
      loadEventStart: navigation ? navigation.loadEventStart : null,
      finalPath: location.pathname,
      scripts: scripts as { name: string; responseEnd: number; renderBlocking: boolean }[],
      inline,
    };
  });
  const inlineBytes = Buffer.byteLength(timings.inline);
  const inlineGzip = inlineBytes === 0 ? 0 : gzipSize(timings.inline);

  // The HTML exactly as the server sends it to a visitor (the first document of the route).
  const htmlResponse = await fetch(url, { redirect: 'manual' });
  const html = Buffer.from(await htmlResponse.arrayBuffer());
  await context.close();

  const scripts: ScriptTiming[] = timings.scripts.filter((entry) => scriptSizes.has(entry.name));
  const sum = (list: ScriptTiming[]) =>
    list.reduce((total, entry) => total + (scriptSizes.get(entry.name) ?? 0), 0);
  const firstPaint = timings.firstPaint;
  const loadStart = timings.loadEventStart;
  const blocking = scripts.filter((entry) => entry.renderBlocking);
  return {
    path: route.path,
    title: route.title,
    loggedIn: route.requiresLogin,
    status,
    finalPath: timings.finalPath,
    htmlBytes: html.length,
    htmlGzipBytes: gzipSize(html),
    inlineClassicScriptBytes: inlineBytes,
    inlineClassicScriptGzipBytes: inlineGzip,
    renderBlockingScripts: blocking.length,
    renderBlockingScriptGzipBytes: sum(blocking),
    jsGzipBeforeFirstPaint: sum(blocking) + inlineGzip,
    jsGzipBeforeLoad:
      loadStart === null ? sum(scripts) : sum(scripts.filter((entry) => entry.responseEnd <= loadStart)),
    jsGzipAfterIdle: [...scriptSizes.values()].reduce((total, size) => total + size, 0),
    scriptFiles: scriptSizes.size,
    firstPaintMs: firstPaint === null ? null : Math.round(firstPaint),
  };
}
