/**
 * The child process a publish renders its pages in (render-session.ts starts it at a lower priority):
 * it loads the render bundle the build kept (integrations/render-bundle.ts) and renders site paths
 * with Astro's own app, exactly as the build rendered them, beside the server's own process. The editorial publisher starts one per publish (its
 * modules start fresh); the user-content publisher keeps one and names the content time per request.
 *
 * Messages in: `RenderRequest`; out: `RenderReply` (over the IPC channel; the process ends with it).
 * The bundle's content module reads PORTAL_DB (the worker's environment says which file) through the
 * API in process, as the build does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CONTENT_TIME,
  DETAILS_SCOPE,
  type DetailsScope,
  type PageParams,
} from '../../../src/lib/shared/details-scope.ts';
import { RENDER_STATE_FILE, type RenderState } from '../../../integrations/render-bundle.ts';
import { compressCopiesSync } from '../../../integrations/precompress.ts';
import { syncFileCalls } from '../../../integrations/precompress-cache.ts';
import { rememberDigests } from './render-digests.ts';
import { pageFile, writePage, type RenderedPage } from './site-files.ts';

/** One page to render: a route of the site (`/basic/portal/PolicyTotality`, `/basic/portal/policyDetails/[id]`) and its path. */
export interface PageToRender {
  /** The route as Astro names it: the page's path, or a details route with `/[id]`. */
  route: string;
  /** The site path without the base (`/basic/portal/policyDetails/12`). */
  path: string;
  /** The route's params for this path (`{ id: '12' }`); none for a route without any. */
  params?: PageParams;
}

export interface RenderRequest {
  pages: PageToRender[];
  /** The instant the content is read as of (ISO 8601); default the worker's snapshot time. */
  contentTime?: string;
  /**
   * Write each page into the served site here (site-files.ts: atomic, with its compressed copies,
   * no precompress cache) and answer what was written instead of the bytes: the user-content
   * publisher's pages, written off the thread that answers requests.
   */
  write?: boolean;
}

export type RenderReply = { ok: true; pages: RenderedPage[] } | { ok: false; error: string };

interface RouteData {
  route: string;
  component: string;
}
interface BundleApp {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
  routeCache: { clearAll(): void };
}
interface Bundle {
  app: BundleApp;
  manifest: {
    base: string;
    routes: { routeData: RouteData; styles: { type?: string; src?: string }[] }[];
    entryModules: Record<string, string>;
  };
}

const bundleDir = process.env['PORTAL_RENDER_BUNDLE'] ?? '';
const distDir = process.env['PORTAL_RENDER_DIST'] ?? '';
const problems: string[] = [];

interface Loaded {
  app: BundleApp;
  routes: Map<string, RouteData>;
  base: string;
}

/** Loads the bundle; a failure is the answer to every request (the parent reads why). */
async function load(): Promise<Loaded> {
  rememberDigests();
  const state = JSON.parse(readFileSync(join(bundleDir, RENDER_STATE_FILE), 'utf8')) as RenderState;
  const { app, manifest } = (await import(pathToFileURL(join(bundleDir, state.entry)).href)) as Bundle;

  // The pages name this build's hashed scripts and stylesheets: they must be the served site's, or
  // the bundle belongs to another build of the folder (a dist/ copied in from elsewhere).
  const assets = [
    ...Object.values(manifest.entryModules),
    ...manifest.routes.flatMap(({ styles }) =>
      styles.map((style) => (style.type === 'external' ? style.src : '')),
    ),
  ].filter((file): file is string => typeof file === 'string' && file.startsWith('_astro/'));
  const missing = [...new Set(assets)].find((file) => !existsSync(join(distDir, file)));
  if (missing)
    throw new Error(
      `the render bundle belongs to another build of ${distDir} (it has no ${missing}): build the site again.`,
    );

  // What Astro's build hands its renderer besides the bundle: each page's stylesheets (the manifest
  // carries them in order) and the scripts integrations injected into every head.
  app.setInternals({
    pagesByKeys: new Map(
      manifest.routes.map(({ routeData, styles }) => [
        `${routeData.route}&${routeData.component}`,
        { styles: styles.map((sheet, order) => ({ sheet, depth: 0, order })) },
      ]),
    ),
    entrySpecifierToBundleMap: new Map(),
  });
  app.setOptions({
    settings: { scripts: state.headInlineScripts.map((content) => ({ stage: 'head-inline', content })) },
    logger: {
      options: {
        destination: {
          write(event: { level?: string; message?: string }) {
            if (event.level === 'error') problems.push(String(event.message));
            return true;
          },
        },
      },
    },
  });
  return {
    app,
    routes: new Map(manifest.routes.map(({ routeData }) => [routeData.route, routeData])),
    base: manifest.base.endsWith('/') ? manifest.base : `${manifest.base}/`,
  };
}
const loading = load();
loading.catch(() => undefined);

async function renderPage({ app, routes, base }: Loaded, page: PageToRender): Promise<RenderedPage> {
  const routeData = routes.get(page.route);
  if (!routeData) throw new Error(`The render bundle has no route ${page.route}: build the site again.`);
  // The build requests `directory` format pages with a trailing slash, under the base.
  const url = new URL(`${base}${page.path.replace(/^\/+/, '')}/`, 'http://localhost');
  let response: Response;
  try {
    response = await app.render(new Request(url), { routeData });
  } catch (error) {
    // A page whose params getStaticPaths no longer gives (an item the API answered 10404 for, a reply page past the last).
    if (page.params && /NoMatchingStaticPath|getStaticPaths/i.test(String(error)))
      return { path: page.path, state: 'gone' };
    throw error;
  }
  if (response.status === 404 && page.params) return { path: page.path, state: 'gone' };
  if (response.status !== 200) throw new Error(`${page.path} rendered with status ${response.status}.`);
  return { path: page.path, state: 'rendered', body: new Uint8Array(await response.arrayBuffer()) };
}

/** A rendered page written into the served site (a page that is gone is left to the caller). */
async function written(page: RenderedPage): Promise<RenderedPage> {
  if (page.state !== 'rendered') return page;
  // This process does nothing else meanwhile: its calls go straight to the system, not by the thread pool.
  const { files } = await writePage(distDir, pageFile(page.path), Buffer.from(page.body), null, {
    files: syncFileCalls,
    compress: compressCopiesSync,
  });
  return { path: page.path, state: 'written', files };
}

function scopeOf(pages: PageToRender[]): DetailsScope {
  const scope = new Map<string, PageParams[]>();
  for (const { route, params } of pages) if (params) scope.set(route, [...(scope.get(route) ?? []), params]);
  return scope;
}

// The server is gone (or closed the channel): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
process.on('message', (request: RenderRequest) => {
  void (async (): Promise<RenderReply> => {
    try {
      const loaded = await loading;
      // A new scope, the params of the pages asked for: getStaticPaths must run again for it.
      (globalThis as Record<symbol, DetailsScope>)[DETAILS_SCOPE] = scopeOf(request.pages);
      (globalThis as Record<symbol, Date | undefined>)[CONTENT_TIME] = request.contentTime
        ? new Date(request.contentTime)
        : undefined;
      loaded.app.routeCache.clearAll();
      const pages: RenderedPage[] = [];
      // One page that fails does not take the others with it; the caller decides what a failure means.
      for (const page of request.pages)
        pages.push(
          await renderPage(loaded, page)
            .then((rendered) => (request.write ? written(rendered) : rendered))
            .catch((error: unknown): RenderedPage => ({
              path: page.path,
              state: 'failed',
              error: [String(error), ...problems.splice(0)].join('\n'),
            })),
        );
      return { ok: true, pages };
    } catch (error) {
      return { ok: false, error: [String(error), ...problems.splice(0)].join('\n') };
    }
  })().then((reply) => process.send?.(reply));
});
