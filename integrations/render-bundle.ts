/**
 * Keeps the build's own renderer for the site publisher (server/site/publishing/). Astro renders a static
 * site with a server bundle of the pages (the "prerender" bundle: every page, layout and component
 * compiled, island and asset names resolved to this build's hashed files) and deletes it when the
 * pages are written. This integration copies it first, with what rendering needs beside it
 * (`render.json`), to a folder tied to the output folder (`renderBundleDir`). Rendering a page with
 * it later gives the bytes the full build wrote for the same content (docs/decisions.md, Publishing).
 * It stays inside the project so that its imports of packages resolve to node_modules.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

export const RENDER_STATE_FILE = 'render.json';

/** What the publisher needs beside the bundle. */
export interface RenderState {
  /** The bundle's entry module (`prerender-entry.<hash>.mjs`), relative to the bundle folder. */
  entry: string;
  /** The output folder the bundle's pages belong to (absolute). */
  outDir: string;
  /** The base path the site was built for. */
  base: string;
  /** Inline head scripts integrations injected (`injectScript('head-inline', …)`). */
  headInlineScripts: string[];
}

/** The folder holding the render bundle of the site built into `outDir`. */
export function renderBundleDir(outDir: string, projectRoot: string = process.cwd()): string {
  const key = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16);
  return join(projectRoot, 'node_modules', '.cache', 'portal-render', key);
}

/** Where Astro puts the prerender bundle of a static build (astro/dist/prerender/utils.js). */
function prerenderDir(outDir: URL): URL {
  const within = fileURLToPath(outDir).startsWith(process.cwd());
  return new URL('./.prerender/', within ? outDir : pathToFileURL(process.cwd() + sep + '.astro' + sep));
}

interface InjectedScript {
  stage: string;
  content: string;
}

export default function renderBundle(): AstroIntegration {
  let outDir: URL | undefined;
  let base = '/';
  let headInlineScripts: string[] = [];
  return {
    name: 'portal:render-bundle',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        base = config.base;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        // Wraps Astro's own prerenderer only to read the scripts integrations injected.
        setPrerenderer((standard: AstroPrerenderer) => ({
          ...standard,
          async setup() {
            await standard.setup?.();
            const app = (standard as { app?: { getSettings(): { scripts: InjectedScript[] } } }).app;
            const scripts = app?.getSettings().scripts ?? [];
            if (scripts.some((script) => script.stage === 'page'))
              throw new Error(
                'portal:render-bundle: an integration injects a page-stage script, which the site publisher cannot reproduce.',
              );
            headInlineScripts = scripts.filter((s) => s.stage === 'head-inline').map((s) => s.content);
          },
        }));
      },
      'astro:build:generated': async ({ logger }) => {
        if (!outDir) throw new Error('portal:render-bundle: astro:config:done did not run.');
        const source = fileURLToPath(prerenderDir(outDir));
        const target = renderBundleDir(fileURLToPath(outDir));
        const entry = (await readdir(source)).find((name) => name.startsWith('prerender-entry'));
        if (!entry) throw new Error(`portal:render-bundle: no prerender entry in ${source}.`);
        const staging = `${target}.${process.pid}.tmp`;
        await rm(staging, { recursive: true, force: true });
        await mkdir(dirname(target), { recursive: true });
        await cp(source, staging, { recursive: true });
        const state: RenderState = { entry, outDir: fileURLToPath(outDir), base, headInlineScripts };
        await writeFile(join(staging, RENDER_STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
        await rm(target, { recursive: true, force: true });
        await rename(staging, target);
        logger.info(`render bundle kept for the site publisher in ${target}`);
      },
    },
  };
}
