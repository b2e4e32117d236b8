import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { API_BASE } from './app.ts';
import type { AppEnv } from './http.ts';
import { prerenderedPath } from './prerendered.ts';

export interface SiteOptions {
  /** The API application (createApiApp); it answers everything under API_BASE with its own envelopes. */
  api: Hono<AppEnv>;
  distDir: string;
  /** e.g. `/` or `/portal/`. */
  base: string;
}

/** `/portal/` and `portal` become `/portal`; `/` becomes ''. */
export function normalizeBase(base: string): string {
  const trimmed = base.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

const HTML_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** nosniff on everything; the frame and referrer policies on HTML. */
const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  if ((headers.get('Content-Type') ?? '').startsWith('text/html')) {
    for (const [name, value] of Object.entries(HTML_HEADERS)) headers.set(name, value);
  }
};

const PLAIN_NOT_FOUND = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>页面不存在 - 物流信息门户</title></head>
<body><h1>404</h1><p>抱歉，您访问的页面不存在。</p></body></html>
`;

/** The outer application: the API under API_BASE, the built site under the base path, 404.html otherwise. */
export function createSiteApp(options: SiteOptions): Hono {
  const prefix = normalizeBase(options.base);
  const app = new Hono();
  app.use('*', securityHeaders);
  // The API app routes by the path after API_BASE (apiPath), so requests are passed as they came:
  // hono/mount would build a new Request for each and read c.executionCtx, which throws outside a
  // worker runtime; together a third of the server's time under load.
  const api = (c: Context) => options.api.fetch(c.req.raw, c.env);
  app.all(`${API_BASE}/*`, api);
  // Under a base path the site's requests go to `<base>/logistics/api` (every request respects the
  // base, DESIGN §4); the root path stays for clients and gateways that call the API directly.
  if (prefix) app.all(`${prefix}${API_BASE}/*`, api);

  const insideBase = (path: string): boolean => !prefix || path === prefix || path.startsWith(`${prefix}/`);
  app.use('*', async (c, next) => {
    if (!insideBase(c.req.path)) return c.notFound();
    return next();
  });

  app.use(
    '*',
    serveStatic({
      root: options.distDir,
      rewriteRequestPath: (path, c) =>
        prerenderedPath(options.distDir, path.slice(prefix.length) || '/', c.req.query('id')),
      onFound: (path, c) => {
        // Hashed file names under _astro/ never change content; pages must be revalidated.
        const hashed = relative(options.distDir, path).split(sep)[0] === '_astro';
        c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );

  app.notFound(async (c: Context) => {
    const page = await readFile(join(options.distDir, '404.html'), 'utf8').catch(() => PLAIN_NOT_FOUND);
    c.header('Cache-Control', 'no-cache');
    return c.html(page, 404);
  });
  return app;
}
