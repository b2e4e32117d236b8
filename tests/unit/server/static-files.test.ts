import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, isNotModified } from '../../../server/site/static-files.ts';
import { makeBuiltSite, raw, NOT_FOUND, PAGE, SCRIPT, type BuiltSite } from '../helpers/built-site.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The reference server sends a precompressed build as the nginx configuration does: over real HTTP
 * (node:http, so no client decompresses or adds Accept-Encoding on its own), on a small site
 * precompressed by the build's own step. tests/unit/deploy/nginx.test.ts holds nginx to the same.
 */

let site: BuiltSite;
let distDir: string;
beforeAll(async () => {
  site = await makeBuiltSite();
  distDir = site.distDir;
});
afterAll(() => site.remove());

describe.each([
  ['at the root', '/', ''],
  ['under a base path', '/portal/', '/portal'],
])('the built site %s', (_name, base, prefix) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ distDir, base });
  });
  afterAll(() => server.close());
  const at = (path: string) => `${server.url}${prefix}${path}`;

  it.each([
    ['br', 'gzip, deflate, br, zstd', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => gunzipSync(body)],
  ])('sends the %s sibling of a page when the request accepts it', async (encoding, accept, decode) => {
    const answer = await raw(at('/basic/portal'), { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 3);
    expect(decode(answer.body).toString('utf8')).toBe(PAGE);
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the file as it is, still with Vary, to a client that accepts no encoding', async () => {
    for (const headers of [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const answer = await raw(at('/basic/portal/'), headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      expect(answer.body.toString('utf8')).toBe(PAGE);
    }
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const answer = await raw(at('/tiny.txt'), { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('ok');
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const asset = await raw(at('/_astro/client.B4x9Qk2d.js'), { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(asset.body).toString()).toBe(SCRIPT);
    for (const path of ['/', '/basic/portal', '/exception/500', '/tiny.txt']) {
      const page = await raw(at(path));
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['etag'], path).toMatch(/^"[0-9a-f]+-[0-9a-f]+(-\w+)?"$/);
      expect(page.headers['last-modified'], path).toBeTruthy();
    }
  });

  it('answers 304 to a matching If-None-Match, per encoding, and 200 to a stale one', async () => {
    const plain = await raw(at('/basic/portal'));
    const compressed = await raw(at('/basic/portal'), { 'Accept-Encoding': 'br' });
    expect(compressed.headers['etag']).not.toBe(plain.headers['etag']);

    const revalidated = await raw(at('/basic/portal'), {
      'Accept-Encoding': 'br',
      'If-None-Match': String(compressed.headers['etag']),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['etag']).toBe(compressed.headers['etag']);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
    expect(revalidated.headers['vary']).toBe('Accept-Encoding');

    const weak = await raw(at('/basic/portal'), { 'If-None-Match': `W/${String(plain.headers['etag'])}` });
    expect(weak.status).toBe(304);
    const otherEncoding = await raw(at('/basic/portal'), {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(compressed.headers['etag']),
    });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers['content-encoding']).toBe('gzip');
    const stale = await raw(at('/basic/portal'), { 'If-None-Match': '"0-0"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString('utf8')).toBe(PAGE);
    const head = await raw(at('/basic/portal'), { 'If-None-Match': String(plain.headers['etag']) }, 'HEAD');
    expect(head.status).toBe(304);
  });

  it('answers 304 to If-Modified-Since at or after Last-Modified, 200 before it', async () => {
    const first = await raw(at('/'));
    const lastModified = String(first.headers['last-modified']);
    expect((await raw(at('/'), { 'If-Modified-Since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await raw(at('/'), { 'If-Modified-Since': earlier })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await raw(at('/'), { 'If-Modified-Since': lastModified, 'If-None-Match': '"x"' })).status).toBe(
      200,
    );
  });

  it('answers an unknown path with the not-found page, status 404, precompressed too', async () => {
    const compressed = await raw(at('/basic/nowhere'), { 'Accept-Encoding': 'gzip, br' });
    expect(compressed.status).toBe(404);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toBe('Accept-Encoding');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(NOT_FOUND);
    const plain = await raw(at('/_astro/missing.js'));
    expect(plain.status).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString('utf8')).toBe(NOT_FOUND);
  });

  it('never sends a sibling file by its own name as a page', async () => {
    const answer = await raw(at('/index.html.br'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).not.toMatch(/^text\/html/);
  });
});

describe('request header helpers', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['GZIP;q=0.5, BR;q=1.0', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['identity', []],
  ])('acceptedEncodings(%j) is %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('compares validators weakly and honours *', () => {
    const response = new Headers({ ETag: '"a-1"', 'Last-Modified': 'Mon, 23 Nov 2026 10:00:00 GMT' });
    expect(isNotModified(new Headers({ 'If-None-Match': '"b", "a-1"' }), response)).toBe(true);
    expect(isNotModified(new Headers({ 'If-None-Match': '*' }), response)).toBe(true);
    expect(isNotModified(new Headers({ 'If-None-Match': '"b"' }), response)).toBe(false);
    expect(isNotModified(new Headers({ 'If-Modified-Since': 'not a date' }), response)).toBe(false);
    expect(isNotModified(new Headers(), response)).toBe(false);
  });
});
