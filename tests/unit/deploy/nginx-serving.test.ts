import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startNginx, type RunningNginx } from '../../../deploy/start-nginx.ts';
import {
  ASSET,
  DETAILS_ITEM,
  DETAILS_ROUTE,
  DETAILS_SHELL,
  EXCEPTION_PAGE,
  makeBuiltSite,
  NOT_FOUND,
  PAGE,
  raw,
  RENDERED_DETAILS_ROUTE,
  RENDERED_DETAILS_SHELL,
  RENDERED_ITEM,
  RENDERED_REPLIES,
  SCRIPT,
  TAB_LIST_PAGE,
  TAB_LIST_ROUTE,
  TAB_PAGE,
  type BuiltSite,
  type RawAnswer,
} from '../helpers/built-site.ts';
import { startLocalServer, type LocalServer } from '../helpers/local-server.ts';
import { startTestServer, type TestServer } from '../server/harness.ts';
import { USER_PROFILE_PATH } from '../../../src/lib/shared/routes.ts';

/**
 * nginx with the rendered deploy/nginx.conf, in front of the reference server, answers a built site
 * as the reference server alone does: the same status, encoding, cache and security headers and the
 * same content, at the root and under a base path; it revalidates with 304 and forwards the
 * visitor's address to the API. Skipped only where nginx is missing outside CI
 * (nginx-config.test.ts fails in CI then).
 */

const nginxMissing = findNginx() === null;

const decoded = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

/** What a visitor's browser and a cache in between act on. */
const observable = (answer: RawAnswer) => ({
  status: answer.status,
  contentEncoding: answer.headers['content-encoding'],
  cacheControl: answer.headers['cache-control'],
  vary: answer.headers['vary'],
  nosniff: answer.headers['x-content-type-options'],
  framePolicy: answer.headers['content-security-policy'],
  referrerPolicy: answer.headers['referrer-policy'],
  html: /^text\/html/.test(String(answer.headers['content-type'])),
  hasValidator: Boolean(answer.headers['etag'] && answer.headers['last-modified']),
  body: decoded(answer),
});

const BR = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const GZIP = { 'Accept-Encoding': 'gzip, deflate' };
const NONE = {};

let site: BuiltSite;
beforeAll(async () => {
  site = await makeBuiltSite();
});
afterAll(() => site?.remove());

describe.skipIf(nginxMissing).each([
  ['at the root', '/', ''],
  ['under a base path', '/portal/', '/portal'],
])('nginx and the reference server %s', (_name, base, prefix) => {
  let reference: TestServer;
  let nginx: RunningNginx;
  beforeAll(async () => {
    // nginx runs on this machine: the server believes what it forwards (PORTAL_TRUSTED_PROXIES=loopback).
    reference = await startTestServer({ distDir: site.distDir, base, trustedProxies: ['127.0.0.1', '::1'] });
    nginx = await startNginx({ dist: site.distDir, api: reference.url, base });
  });
  afterAll(async () => {
    await nginx?.stop();
    await reference?.close();
  });

  it('the login records name the visitor nginx forwarded, not nginx', async () => {
    // A CDN in front names the visitor; nginx appends the address it was reached from (trusted here).
    const login = await fetch(`${nginx.url}${prefix}/logistics/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
      body: JSON.stringify({ account: 'demo', password: 'demo123456' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const records = await reference.api<{ list: { ip: string }[] }>('GET', '/user/login-records', {
      token: data.token,
    });
    expect(records.body.data.list[0]?.ip).toBe('203.0.113.9');
  });

  it.each([
    ['/basic/portal', BR, PAGE],
    ['/basic/portal/', GZIP, PAGE],
    ['/', NONE, PAGE],
    [ASSET, BR, SCRIPT],
    [ASSET, NONE, SCRIPT],
    ['/exception/500', BR, EXCEPTION_PAGE],
    ['/tiny.txt', BR, 'ok'],
    ['/basic/nowhere', BR, NOT_FOUND],
    ['/_astro/missing.js', NONE, NOT_FOUND],
  ] as [string, Record<string, string>, string][])('answer %s (%j) alike', async (path, headers, content) => {
    const [fromNginx, fromReference] = await Promise.all([
      raw(`${nginx.url}${prefix}${path}`, headers),
      raw(`${reference.url}${prefix}${path}`, headers),
    ]);
    const seen = observable(fromNginx);
    expect(seen.body).toBe(content);
    const { hasValidator: nginxValidator, ...nginxRest } = seen;
    const { hasValidator: referenceValidator, ...referenceRest } = observable(fromReference);
    expect(nginxRest).toEqual(referenceRest);
    if (seen.status === 200) expect([nginxValidator, referenceValidator]).toEqual([true, true]);
  });

  // 用户主页 is a rendered details route: nginx has no file of it here, so the server answers (a
  // closed or unknown account 404, an open one its page or, without a render bundle, the shell).
  it.each([
    ['?id=99999', 404],
    ['?id=abc', 404],
    ['?id=1', null],
  ] as [string, number | null][])(
    'pass a profile without a file (%s) to the server, and answer as it does',
    async (query, status) => {
      const [fromNginx, fromReference] = await Promise.all([
        raw(`${nginx.url}${prefix}${USER_PROFILE_PATH}${query}`, BR),
        raw(`${reference.url}${prefix}${USER_PROFILE_PATH}${query}`, BR),
      ]);
      if (status !== null) expect(fromReference.status).toBe(status);
      expect(fromNginx.status).toBe(fromReference.status);
      expect(decoded(fromNginx)).toBe(decoded(fromReference));
    },
  );

  it('answers the page of the base path without a trailing slash, and 404 outside the base', async () => {
    if (!prefix) return;
    for (const [path, status] of [
      ['/portal', 200],
      ['/basic/portal', 404],
      ['/portalx/basic/portal', 404],
      ['/', 404],
      [ASSET, 404],
    ] as const) {
      const [fromNginx, fromReference] = await Promise.all([
        raw(`${nginx.url}${path}`, BR),
        raw(`${reference.url}${path}`, BR),
      ]);
      expect([path, fromNginx.status, fromReference.status]).toEqual([path, status, status]);
      expect(decoded(fromNginx)).toBe(decoded(fromReference));
    }
  });

  // Details routes (server/site/prerendered.ts, docs/decisions.md "Unknown items answer 404"): the item the
  // build wrote, the page without an id, and the page with 404 for an unknown or malformed id.
  it.each([
    ['?id=12', BR, 200, DETAILS_ITEM],
    ['?id=12', NONE, 200, DETAILS_ITEM],
    ['?id=12&from=list', GZIP, 200, DETAILS_ITEM],
    ['/?id=12', BR, 200, DETAILS_ITEM],
    ['', BR, 200, DETAILS_SHELL],
    ['?from=list', BR, 200, DETAILS_SHELL],
    ['?id=13', BR, 404, DETAILS_SHELL],
    ['?id=99999', NONE, 404, DETAILS_SHELL],
    ['/?id=99999', GZIP, 404, DETAILS_SHELL],
    ['?id=', BR, 404, DETAILS_SHELL],
    ['?id', BR, 404, DETAILS_SHELL],
    ['?id=012', BR, 404, DETAILS_SHELL],
    ['?id=-12', BR, 404, DETAILS_SHELL],
    ['?id=12abc', BR, 404, DETAILS_SHELL],
    ['?id=..%2f..%2f12', BR, 404, DETAILS_SHELL],
    ['?from=a&id=x', BR, 404, DETAILS_SHELL],
  ] as [string, Record<string, string>, number, string][])(
    'answer the details route%s (%j) alike: %i',
    async (query, headers, status, content) => {
      const [fromNginx, fromReference] = await Promise.all([
        raw(`${nginx.url}${prefix}${DETAILS_ROUTE}${query}`, headers),
        raw(`${reference.url}${prefix}${DETAILS_ROUTE}${query}`, headers),
      ]);
      const seen = observable(fromNginx);
      expect([seen.status, seen.body]).toEqual([status, content]);
      const { hasValidator: nginxValidator, ...nginxRest } = seen;
      const { hasValidator: referenceValidator, ...referenceRest } = observable(fromReference);
      expect(nginxRest).toEqual(referenceRest);
      expect([nginxValidator, referenceValidator]).toEqual([status === 200, status === 200]);
    },
  );

  // A kind the server renders (posts): the file when the build or the server wrote one; otherwise
  // nginx passes the request to the server, so an unknown or malformed id answers 404 through nginx
  // as it does from the server (its seed has posts 1…20), with the same page and headers.
  it.each([
    ['?id=1', 200, RENDERED_ITEM],
    ['/?id=1', 200, RENDERED_ITEM],
    ['?id=1&page=2', 200, RENDERED_REPLIES],
    ['?page=2&id=1', 200, RENDERED_REPLIES],
    ['', 200, RENDERED_DETAILS_SHELL],
  ] as [string, number, string][])(
    'serve the rendered details route%s from its file',
    async (query, status, content) => {
      const seen = observable(await raw(`${nginx.url}${prefix}${RENDERED_DETAILS_ROUTE}${query}`, BR));
      expect([seen.status, seen.body]).toEqual([status, content]);
      expect(seen).toMatchObject({ contentEncoding: 'br', cacheControl: 'no-cache', hasValidator: true });
    },
  );

  it.each([
    ['?id=99999', 404],
    ['?id=2', null],
    ['?id=1&page=3', null],
    ['?id=1&page=1', null],
    // A parameter no file answers (a floor to open at): the server's shell, as the server sends it.
    ['?id=1&floor=8', 200],
    ['?floor=8&id=1&page=2', 200],
    ['?id=1&page=abc', null],
    ['?id=abc', 404],
    ['?id=', 404],
    ['?id=012', 404],
  ] as [string, number | null][])(
    'pass the rendered details route%s to the server when it has no file, and answer as it does',
    async (query, status) => {
      const [fromNginx, fromReference] = await Promise.all([
        raw(`${nginx.url}${prefix}${RENDERED_DETAILS_ROUTE}${query}`, BR),
        raw(`${reference.url}${prefix}${RENDERED_DETAILS_ROUTE}${query}`, BR),
      ]);
      if (status !== null) expect(fromReference.status).toBe(status);
      const { hasValidator: nginxValidator, ...nginxRest } = observable(fromNginx);
      const { hasValidator: referenceValidator, ...referenceRest } = observable(fromReference);
      expect(nginxRest).toEqual(referenceRest);
      expect(nginxValidator).toBe(referenceValidator);
    },
  );

  it.each([
    ['', TAB_LIST_PAGE],
    ['?tab=2', TAB_PAGE],
    ['/?tab=2&page=1', TAB_PAGE],
    ['?tab=1', TAB_LIST_PAGE],
    ['?tab=..%2f2', TAB_LIST_PAGE],
    ['?tab=3', null],
  ] as [string, string | null][])(
    'answer the list%s with its tab page, else as the server does',
    async (query, content) => {
      const [fromNginx, fromReference] = await Promise.all([
        raw(`${nginx.url}${prefix}${TAB_LIST_ROUTE}${query}`, GZIP),
        raw(`${reference.url}${prefix}${TAB_LIST_ROUTE}${query}`, GZIP),
      ]);
      const seen = observable(fromNginx);
      expect(seen.status).toBe(200);
      if (content !== null) expect(seen.body).toBe(content);
      else {
        const { hasValidator: _nginx, ...nginxRest } = seen;
        const { hasValidator: _reference, ...referenceRest } = observable(fromReference);
        expect(nginxRest).toEqual(referenceRest);
      }
    },
  );

  it('revalidates: 304 on a matching ETag or an unchanged Last-Modified, per encoding', async () => {
    const first = await raw(`${nginx.url}${prefix}/basic/portal`, BR);
    const etag = String(first.headers['etag']);
    const again = await raw(`${nginx.url}${prefix}/basic/portal`, { ...BR, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const since = await raw(`${nginx.url}${prefix}/basic/portal`, {
      'If-Modified-Since': String(first.headers['last-modified']),
    });
    expect(since.status).toBe(304);
    const plain = await raw(`${nginx.url}${prefix}/basic/portal`, { 'If-None-Match': etag });
    expect(plain.status, 'the uncompressed copy has its own ETag').toBe(200);
  });

  it('proxies the API where the built site calls it, and at the root', async () => {
    for (const path of [`${prefix}/logistics/api/circles`, '/logistics/api/circles']) {
      const answer = await raw(`${nginx.url}${path}`, GZIP);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const body = JSON.parse(decoded(answer)) as { success: boolean; data: unknown[] };
      expect(body.success).toBe(true);
      expect(body.data.length).toBeGreaterThan(0);
    }
    const unknown = await raw(`${nginx.url}${prefix}/logistics/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect((JSON.parse(decoded(unknown)) as { errorCode: number }).errorCode).toBe(10404);
  });
});

describe.skipIf(nginxMissing)('nginx in front of an API backend', () => {
  let backend: LocalServer;
  let nginx: RunningNginx;
  beforeAll(async () => {
    backend = await startLocalServer();
    nginx = await startNginx({ dist: site.distDir, api: backend.origin, base: '/portal/' });
  });
  afterAll(async () => {
    await nginx?.stop();
    await backend?.close();
  });

  interface Echo {
    data: { method: string; url: string; headers: Record<string, string>; body: string };
  }

  it.each(['/portal/logistics/api/echo', '/logistics/api/echo'])(
    'forwards %s with the query, the body and the visitor address',
    async (path) => {
      const query = '?keyword=%E7%89%A9%E6%B5%81&page=2';
      const response = await fetch(`${nginx.url}${path}${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
        body: JSON.stringify({ content: '回复' }),
      });
      expect(response.status).toBe(200);
      const echo = ((await response.json()) as Echo).data;
      expect(echo.method).toBe('POST');
      expect(echo.url).toBe(`/logistics/api/echo${query}`);
      expect(echo.body).toBe(JSON.stringify({ content: '回复' }));
      expect(echo.headers['x-real-ip']).toBe('127.0.0.1');
      expect(echo.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(echo.headers['host']).toBe(new URL(nginx.url).host.replace(/:\d+$/, ''));
    },
  );

  it('sends a rendered page it has no file for to the server, with the address as the visitor wrote it', async () => {
    const path = `/portal${RENDERED_DETAILS_ROUTE}`;
    const answer = await raw(`${nginx.url}${path}?id=77&page=3`, BR);
    expect(backend.hits.get(path)).toBe(1);
    // The server's own answer (here a 404 of the fake backend), not nginx's not-found page.
    expect(answer.status).toBe(404);
    expect(decoded(answer)).toContain('10404');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const file = await raw(`${nginx.url}${path}?id=1`, BR);
    expect([file.status, decoded(file)]).toEqual([200, RENDERED_ITEM]);
    expect(backend.hits.get(path), 'a page with its file never reaches the server').toBe(1);
  });

  it('passes the API error answers through instead of the not-found page', async () => {
    const response = await fetch(`${nginx.url}/logistics/api/html-502`);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('502 Bad Gateway');
    const missing = await fetch(`${nginx.url}/logistics/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errorCode: number }).errorCode).toBe(10404);
  });
});
