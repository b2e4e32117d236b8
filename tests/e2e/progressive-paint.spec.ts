import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures.ts';
import { recordLayoutShifts, layoutShift } from './site-routes.ts';

/**
 * A page whose HTML arrives in parts (a slow connection, a CDN streaming a cold file) is not painted
 * half-parsed: the layout's render-blocking `<link rel="expect" href="#page-end">` holds the first
 * paint until the end of the content is parsed, so nothing drawn from the first part moves when the
 * rest arrives. A proxy in front of the suite's server sends the community page in two parts, cut
 * inside its table header, with a pause between them.
 */

const PAUSE_MS = 800;

function streamingProxy(upstream: string, path: string, cutAfter: string): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      if (new URL(request.url ?? '/', upstream).pathname !== path) {
        response.writeHead(answer.status, { 'content-type': type });
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const cut = html.indexOf(cutAfter);
      if (cut < 0) throw new Error(`${cutAfter} is not in ${path}`);
      const first = Buffer.from(html.slice(0, cut + cutAfter.length));
      response.writeHead(200, { 'content-type': type });
      response.write(first);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      response.end(body.subarray(first.length));
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a page arriving in two parts is first painted whole and moves nothing', async ({ page, baseURL }) => {
  const path = '/basic/community';
  const proxy = await streamingProxy(baseURL!, path, '圈子</th>');
  try {
    const { port } = proxy.address() as AddressInfo;
    await recordLayoutShifts(page);
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await page.waitForLoadState('networkidle');

    // The first paint waited for the second part (it would come at once with the first part's header).
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    expect(firstPaint).toBeGreaterThanOrEqual(PAUSE_MS);
    await expect(page.getByRole('columnheader', { name: '回复' })).toBeVisible();
    const shift = await layoutShift(page);
    expect(shift.total, shift.sources.join('\n')).toBe(0);
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});
