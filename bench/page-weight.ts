/**
 * What one route costs a visitor, measured in Chromium through Playwright: the bytes each response
 * took on the wire (the body as sent, compressed or not, as Chromium's network layer counts it), and
 * when the scripts arrived relative to the first paint and the load event.
 */
import { type Browser, type BrowserContext, type Response } from '@playwright/test';
import type { RouteEntry } from '../src/lib/shared/routes.ts';
import { measuredPath, TOKEN_KEY, type PageFigures, type ScriptTiming } from './report-common.ts';

interface Received {
  type: string;
  encoding: string | null;
  bodyBytes: number;
  headerBytes: number;
}

async function received(response: Response): Promise<Received> {
  const sizes = await response.request().sizes();
  return {
    type: response.request().resourceType(),
    encoding: response.headers()['content-encoding'] ?? null,
    bodyBytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
  };
}

/** Weights of one page, measured in a fresh Playwright context (so nothing comes from the cache). */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  route: RouteEntry,
  token: string,
): Promise<Omit<PageFigures, 'lighthouse' | 'server' | 'distJsGzipBytes' | 'distJsBudgetBytes'>> {
  const context: BrowserContext = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
  });
  if (route.requiresLogin) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  }
  const responses = new Map<string, Received>();
  const pending: Promise<void>[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).origin !== new URL(baseUrl).origin) return;
    pending.push(
      received(response)
        .then((entry) => void responses.set(response.url(), entry))
        .catch(() => undefined),
    );
  });
  const page = await context.newPage();
  const url = `${baseUrl}${measuredPath(route)}`;
  const pageResponse = await page.goto(url, { waitUntil: 'load' });
  const status = pageResponse?.status() ?? 0;
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
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        name: entry.name,
        responseEnd: entry.responseEnd,
        renderBlocking:
          (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
          'blocking',
      }),
    );
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
      scripts,
      inlineBytes: new TextEncoder().encode(inline).length,
    };
  });
  const htmlEntry = pageResponse ? responses.get(pageResponse.url()) : undefined;
  await context.close();

  const isScript = (name: string) => responses.get(name)?.type === 'script';
  const scripts: ScriptTiming[] = timings.scripts.filter((entry) => isScript(entry.name));
  const wire = (list: { name: string }[]) =>
    list.reduce((total, entry) => total + (responses.get(entry.name)?.bodyBytes ?? 0), 0);
  const blocking = scripts.filter((entry) => entry.renderBlocking);
  const loadStart = timings.loadEventStart;
  const all = [...responses.values()];
  const scriptEntries = all.filter((entry) => entry.type === 'script');
  return {
    path: measuredPath(route),
    title: route.title,
    loggedIn: route.requiresLogin,
    status,
    finalPath: timings.finalPath,
    htmlWireBytes: htmlEntry?.bodyBytes ?? 0,
    htmlEncoding: htmlEntry?.encoding ?? null,
    inlineClassicScriptBytes: timings.inlineBytes,
    renderBlockingScripts: blocking.length,
    renderBlockingScriptWireBytes: wire(blocking),
    jsWireBeforeLoad:
      loadStart === null ? wire(scripts) : wire(scripts.filter((e) => e.responseEnd <= loadStart)),
    jsWireAfterIdle: scriptEntries.reduce((total, entry) => total + entry.bodyBytes, 0),
    scriptFiles: scriptEntries.length,
    // A few dozen bytes (a chunk that only re-exports) are not worth compressing: the build keeps no copy.
    scriptsNotCompressed: scriptEntries.filter((entry) => entry.encoding === null && entry.bodyBytes > 256)
      .length,
    cssWireBytes: all.filter((entry) => entry.type === 'stylesheet').reduce((t, e) => t + e.bodyBytes, 0),
    totalWireBytes: all.reduce((total, entry) => total + entry.bodyBytes + entry.headerBytes, 0),
    firstPaintMs: timings.firstPaint === null ? null : Math.round(timings.firstPaint),
  };
}
