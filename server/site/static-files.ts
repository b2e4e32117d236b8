/**
 * How the reference server sends the built site, the same way the nginx configuration in deploy/
 * does (docs/decisions.md, Deployment):
 * - the precompressed sibling (`.br`, then `.gz`, written by the build) when the request accepts it,
 *   and `Vary: Accept-Encoding` on every file, compressed or not, so caches keep one copy per encoding;
 * - hashed files under `_astro/` and published images under `media/` cached for a year as immutable; everything else (pages, favicon)
 *   `no-cache`, revalidated with an `ETag` and `Last-Modified` that answer 304 when they match;
 * - the not-found page (`404.html`, precompressed too) with status 404;
 * - a details page sent for an item that does not exist with status 404, the not-found page for a
 *   retired offer with 410 (server/site/prerendered.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { MEDIA_DIR } from '../../src/lib/shared/content-images.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Response headers a 304 repeats from the 200 it stands for (RFC 9110, 15.4.5). */
const NOT_MODIFIED_HEADERS = [
  'Cache-Control',
  'ETag',
  'Last-Modified',
  'Vary',
  'Content-Location',
  'Expires',
];

/** The file's own validator: size, modification time and encoding (each encoding is its own entity). */
export function entityTag(size: number, mtimeMs: number, encoding: string | null): string {
  const time = Math.floor(mtimeMs).toString(16);
  return `"${time}-${size.toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether If-None-Match (or, without it, If-Modified-Since) says the client's copy is current. */
export function isNotModified(request: Headers, response: Headers): boolean {
  const ifNoneMatch = request.get('If-None-Match');
  const etag = response.get('ETag');
  if (ifNoneMatch !== null) {
    if (!etag) return false;
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
  }
  const ifModifiedSince = request.get('If-Modified-Since');
  const lastModified = response.get('Last-Modified');
  if (ifModifiedSince === null || lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Date.parse(lastModified);
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/** Encodings the request accepts (a `q=0` refuses one), among those the build makes. */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding));
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;
const ENCODING_OF_SUFFIX: Record<string, string> = { '.br': 'br', '.gz': 'gzip', '.zst': 'zstd' };

/** The file to send for a site path, and the status to send it with. */
export interface FileAnswer {
  file: string;
  status: 200 | 404 | 410;
}

const ANSWER = 'portalFileAnswer';

/**
 * The built site's files under `prefix` (the base path without its trailing slash, '' at the root):
 * serveStatic with `precompressed`, the cache headers, and 304 answers to conditional requests.
 */
export function staticFiles(options: {
  distDir: string;
  prefix: string;
  /**
   * Maps a site path (base removed) to the file to send and its status, e.g. a pre-rendered page for
   * a query, or the page shell with 404 for an item that does not exist.
   */
  rewrite?: (sitePath: string, c: Context) => Promise<FileAnswer>;
}): MiddlewareHandler {
  const { distDir, prefix } = options;
  const rewrite = options.rewrite ?? ((sitePath: string) => Promise.resolve({ file: sitePath, status: 200 }));
  /** Decided before serveStatic runs (whose rewriting cannot wait), from the path it will read. */
  const answerFor = async (c: Context): Promise<FileAnswer> => {
    const known = c.get(ANSWER) as FileAnswer | undefined;
    if (known) return known;
    const answer = await rewrite(decodedPath(c.req.path).slice(prefix.length) || '/', c);
    c.set(ANSWER, answer);
    return answer;
  };
  const serve = serveStatic({
    root: distDir,
    precompressed: true,
    rewriteRequestPath: (path, c) => (c.get(ANSWER) as FileAnswer | undefined)?.file ?? path,
    onFound: (path, c) => {
      // Hashed file names under _astro/, and published images under media/ (named by a file id whose
      // bytes never change), never change content; pages must be revalidated.
      const hashed = ['_astro', MEDIA_DIR].includes(relative(distDir, path).split(sep)[0] ?? '');
      c.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      c.header('Vary', 'Accept-Encoding');
      const stats = statSync(path, { throwIfNoEntry: false });
      if (stats)
        c.header('ETag', entityTag(stats.size, stats.mtimeMs, ENCODING_OF_SUFFIX[extname(path)] ?? null));
    },
  });
  return async (c, next) => {
    const answer = await answerFor(c);
    // serveStatic answers a file itself, or calls next() and leaves the answer to the rest of the app.
    const answered = (await serve(c, next)) as Response | undefined;
    if (answered?.status === 200 && answer.status !== 200) return asNotFound(answered, answer.status);
    if (
      !answered ||
      answered.status !== 200 ||
      !answered.headers.has('ETag') ||
      !isNotModified(c.req.raw.headers, answered.headers)
    )
      return answered;
    await answered.body?.cancel();
    const headers = new Headers();
    for (const name of NOT_MODIFIED_HEADERS) {
      const value = answered.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  };
}

/** The request path as serveStatic reads it: percent-decoded (`decodeURI`), as is when malformed. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The page as the answer for something that does not exist: status 404, and no validators, since
 * a 404 is not revalidated (nginx's error_page answer has none either).
 */
function asNotFound(page: Response, status: 404 | 410): Response {
  const headers = new Headers(page.headers);
  headers.delete('ETag');
  headers.delete('Last-Modified');
  return new Response(page.body, { status, headers });
}

const PLAIN_NOT_FOUND = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>页面不存在 - 物流信息门户</title></head>
<body><h1>404</h1><p>抱歉，您访问的页面不存在。</p></body></html>
`;

/** `404.html` with status 404, precompressed when the request accepts it; a plain page without a build. */
export async function notFoundPage(c: Context, distDir: string): Promise<Response> {
  const page = join(distDir, '404.html');
  c.header('Cache-Control', REVALIDATE);
  c.header('Vary', 'Accept-Encoding');
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    const body = await readFile(page + SUFFIX[encoding]).catch(() => null);
    if (!body) continue;
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(body), 404);
  }
  const exists = await stat(page).catch(() => null);
  return c.html(exists ? await readFile(page, 'utf8') : PLAIN_NOT_FOUND, 404);
}
