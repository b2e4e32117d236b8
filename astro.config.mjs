// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import buildInfo from './integrations/build-info.ts';
import precompress from './integrations/precompress.ts';

/**
 * Radix's builds name every function with a top-level `__name(fn, "fn")` statement (classes with a
 * `static { __name(this, …) }` block). A statement that touches a function keeps it in the bundle, so unused exports survive tree shaking (Radix Tabs
 * carried a second, unused collection implementation). The names only help debuggers: drop them.
 * @returns {import('vite').Plugin}
 */
function dropRadixNameStatements() {
  return {
    name: 'drop-radix-name-statements',
    transform(code, id) {
      if (!id.includes('/node_modules/@radix-ui/')) return null;
      const stripped = code
        .replace(/^__name\([\w$]+, "[\w$]+"\);$/gm, '')
        .replace(/static \{\s*__name\(this, "[\w$]+"\);\s*\}/g, '');
      return { code: stripped, map: null };
    },
  };
}

/** The one build-time setting for the base path (e.g. PORTAL_BASE=/portal/). */
const base = process.env.PORTAL_BASE || '/';
/** Where `npm run dev` forwards API calls: the reference server. */
const apiTarget = process.env.PORTAL_API_TARGET || 'http://127.0.0.1:4321';
/** Baidu Tongji, when a site id is set (as src/lib/config.ts reads it): its beacons leave the site. */
const analyticsOrigin = loadEnv(
  process.env.NODE_ENV ?? 'production',
  process.cwd(),
  'PUBLIC_',
).PUBLIC_HM_SITE_ID?.trim()
  ? 'https://hm.baidu.com'
  : '';

/**
 * The page's Content-Security-Policy beside Astro's hashed script-src and style-src: everything
 * else only from the site itself (API calls included), forms only to the site. frame-ancestors
 * cannot live in a meta policy; the server sends it as a header.
 */
/** @typedef {Exclude<NonNullable<NonNullable<import('astro').AstroUserConfig['security']>['csp']>, boolean>} CspConfig */
/** @type {NonNullable<CspConfig['directives']>} */
const cspDirectives = [
  "default-src 'self'",
  `connect-src 'self'${analyticsOrigin ? ` ${analyticsOrigin}` : ''}`,
  `img-src 'self'${analyticsOrigin ? ` ${analyticsOrigin}` : ''}`,
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
];

/** Modules every page loads: the request layer, the stores, the route table and their libraries. */
const portalCore =
  /[\\/]src[\\/]stores[\\/](common|feedback|global|navigation|notify-count|persistence|request-effects|session|session-cache)\.ts$|[\\/]src[\\/]lib[\\/](api|request|request-cache|request-url|errors|error-handler|effects|config|storage|contract|routes|redirect|analytics)\.ts$|[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent|redaxios)[\\/]/;
const chunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'portal', test: portalCore },
];

export default defineConfig({
  output: 'static',
  base,
  // The dev server must not take the reference server's port (4321): it forwards /logistics there.
  server: { port: 4322 },
  // No code blocks in the portal: Shiki would only add inline styles the CSP warns about at build.
  markdown: { syntaxHighlight: false },
  trailingSlash: 'ignore',
  // precompress last: it compresses what the other integrations wrote.
  integrations: [react(), buildInfo(), precompress()],
  security: {
    csp: {
      directives: cspDirectives,
      // Radix and React set inline styles at run time; scripts stay hash-only.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [tailwindcss(), dropRadixNameStatements()],
    server: { proxy: { '/logistics': { target: apiTarget, changeOrigin: true } } },
    preview: { proxy: { '/logistics': { target: apiTarget, changeOrigin: true } } },
    // Two shared chunks instead of a dozen small ones, which gzip apart less well (docs/decisions.md,
    // Page weight): React with its DOM renderer, and the portal's core (request layer, stores and
    // what they import) that every page runs. The rest stays split by page.
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
      },
    },
  },
});
