import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { API_BASE } from '../http/app.ts';
import type { AppEnv } from '../http/app-env.ts';
import { detailsAnswer, type ItemExists, type RenderOnDemand } from './prerendered.ts';
import { notFoundPage, staticFiles } from './static-files.ts';

export interface SiteOptions {
  /** The API application (createApiApp); it answers everything under API_BASE with its own envelopes. */
  api: Hono<AppEnv>;
  distDir: string;
  /** e.g. `/` or `/portal/`. */
  base: string;
  /**
   * Whether an item of a run-time kind exists (the database's answer), so that its details route
   * answers 404 for an unknown id; without it such an id is answered 200 (server/site/prerendered.ts).
   */
  itemExists?: ItemExists;
  /** Renders an offer's or a post's page on its first request (the user-content publisher). */
  renderOnDemand?: RenderOnDemand;
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
  // base, docs/product.md, Routes); the root path stays for clients and gateways that call the API directly.
  if (prefix) app.all(`${prefix}${API_BASE}/*`, api);

  const insideBase = (path: string): boolean => !prefix || path === prefix || path.startsWith(`${prefix}/`);
  app.use('*', async (c, next) => {
    if (!insideBase(c.req.path)) return c.notFound();
    return next();
  });

  app.use(
    '*',
    staticFiles({
      distDir: options.distDir,
      prefix,
      // <details route>?id=N answers the item's page (rendered first for user content), and the page
      // shell with 404 for an item that does not exist (docs/decisions.md).
      rewrite: (path, c) =>
        detailsAnswer(options.distDir, path, c.req.query(), {
          itemExists: options.itemExists,
          renderOnDemand: options.renderOnDemand,
        }),
    }),
  );

  app.notFound((c: Context) => notFoundPage(c, options.distDir));
  return app;
}
