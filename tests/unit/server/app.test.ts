import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let workDir: string;
let distDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portal-app-'));
  distDir = join(workDir, 'dist');
  await mkdir(join(distDir, 'basic', 'portal'), { recursive: true });
  await mkdir(join(distDir, '_astro'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><body>门户首页</body></html>');
  await writeFile(
    join(distDir, 'basic', 'portal', 'index.html'),
    '<!doctype html><html><body>物流门户主页</body></html>',
  );
  await writeFile(join(distDir, '404.html'), '<!doctype html><html><body>页面走丢了</body></html>');
  await writeFile(join(distDir, '_astro', 'client.B4x9Qk2d.js'), 'export const island = 1;');
  await writeFile(join(workDir, 'secret.txt'), 'outside the site');
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('bad input never reaches a 500', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const writes: [string, string][] = [
    ['POST', '/auth/login'],
    ['POST', '/sms/code'],
    ['POST', '/auth/password/reset'],
    ['PUT', '/user/profile'],
    ['PUT', '/user/password'],
    ['PUT', '/user/mobile'],
  ];
  const bodies: [string, string][] = [
    ['{"account":', '请求内容不是有效的 JSON'],
    ['', '请求内容不能为空'],
    ['[]', '请求内容不是一个有效的对象'],
    ['null', '请求内容不是一个有效的对象'],
    ['"text"', '请求内容不是一个有效的对象'],
  ];
  it.each(
    writes.flatMap(([method, path]) => bodies.map(([raw, message]) => [method, path, raw, message] as const)),
  )('%s %s with %j answers 10001', async (method, path, rawBody, message) => {
    const token = path.startsWith('/user') ? await server.login() : undefined;
    const { status, body } = await server.api(method, path, { rawBody, ...(token ? { token } : {}) });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 10001, errorMsg: message, data: null });
  });

  /** POST /auth/login with a JSON body sent in `chunks`, without a length (Transfer-Encoding: chunked). */
  const loginInChunks = (chunks: Uint8Array[]) =>
    fetch(`${server.url}/logistics/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

  it('refuses a body over 64 KB, with or without a length header', async () => {
    const big = JSON.stringify({ account: 'demo', password: 'x'.repeat(70 * 1024) });
    const sized = await server.api('POST', '/auth/login', { rawBody: big });
    expect(sized.status).toBe(413);
    expect(sized.body).toMatchObject({ errorCode: 10001, errorMsg: '请求内容超过 64 KB 上限' });

    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    const chunked = await loginInChunks(Array.from({ length: 10 }, () => chunk));
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { errorCode: number }).errorCode).toBe(10001);
  });

  it('reads a body under 64 KB whether its length is sent or it comes in chunks', async () => {
    const login = JSON.stringify({ account: 'demo', password: 'wrong-password-1' });
    const sized = await server.api('POST', '/auth/login', { rawBody: login });
    const bytes = new TextEncoder().encode(login);
    const chunked = await loginInChunks([bytes.subarray(0, 10), bytes.subarray(10)]);
    // Both reached the login itself: the password was checked, not the body refused.
    const chunkedBody = (await chunked.json()) as { errorCode: number; errorMsg: string };
    expect(chunked.status).toBe(sized.status);
    expect(chunkedBody.errorCode).toBe((sized.body as { errorCode: number }).errorCode);
    expect(chunkedBody.errorMsg).toMatch(/密码/);
  });

  it('treats SQL metacharacters and very long text as plain input', async () => {
    const injected = await server.api('POST', '/auth/login', {
      body: { account: "demo' OR '1'='1' --", password: "' OR 1=1; --" },
    });
    expect(injected.body.errorCode).toBe(10003);
    const long = await server.api('POST', '/auth/login', {
      body: { account: '长'.repeat(10_000), password: 'demo123456' },
    });
    expect(long.body).toMatchObject({ errorCode: 10001, errorMsg: '账号（account）最多50个字符' });
    const outbox = await server.api('GET', `/dev/outbox?mobile=${encodeURIComponent("1' OR '1'='1")}`);
    expect(outbox.body.errorCode).toBe(10001);
  });

  it.each(['/nothing-here', '/user', '/auth/login/extra', ''])(
    'answers the unknown API path %j with 10404 and HTTP 404',
    async (path) => {
      const { status, body } = await server.api('GET', path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, errorCode: 10404, data: null });
      expect(body.errorMsg).toMatch(/^接口不存在/);
    },
  );
});

describe('the built site on the same port', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ distDir });
  });
  afterAll(() => server.close());
  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it.each([
    ['/', '门户首页'],
    ['/basic/portal', '物流门户主页'],
    ['/basic/portal/', '物流门户主页'],
  ])('serves %s with the security headers', async (path, text) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(text);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown page with 404.html, status 404 and the security headers', async () => {
    const response = await get('/basic/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('页面走丢了');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect((await get('/', { method: 'POST' })).status).toBe(404);
  });

  it('caches hashed assets for a year and sends nosniff on every answer', async () => {
    const asset = await get('/_astro/client.B4x9Qk2d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    const api = await get('/logistics/api/user/current');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it.each(['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/basic/..%2f..%2fsecret.txt'])(
    'does not serve %s from outside the site',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('outside the site');
    },
  );

  it('answers a plain Chinese 404 when there is no build', async () => {
    const bare = await startTestServer();
    try {
      const response = await fetch(`${bare.url}/basic/portal`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('页面不存在');
    } finally {
      await bare.close();
    }
  });
});

describe('a non-root base path', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ distDir, base: '/portal/' });
  });
  afterAll(() => server.close());
  const get = (path: string) => fetch(`${server.url}${path}`);

  it.each([
    ['/portal/', 200, '门户首页'],
    ['/portal', 200, '门户首页'],
    ['/portal/basic/portal', 200, '物流门户主页'],
    ['/basic/portal', 404, '页面走丢了'],
    ['/portalx/basic/portal', 404, '页面走丢了'],
    ['/', 404, '页面走丢了'],
  ])('answers %s with %i', async (path, status, text) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(text);
  });

  it('keeps the API at /logistics/api and the assets under the base', async () => {
    expect((await server.api('GET', '/user/current')).body.errorCode).toBe(10002);
    const asset = await get('/portal/_astro/client.B4x9Qk2d.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers the API under the base too, where the built site sends its requests', async () => {
    const response = await get('/portal/logistics/api/circles');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: unknown[] };
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    const unknown = await get('/portal/logistics/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { errorCode: number }).errorCode).toBe(10404);
  });
});
