// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  output: 'static',
  base,
  trailingSlash: 'ignore',
  integrations: [react()],
  security: {
    csp: {
      directives: ["object-src 'none'", "base-uri 'none'"],
      // Radix and React set inline styles at run time; scripts stay hash-only.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [tailwindcss(), dropRadixNameStatements()],
    server: { proxy: { '/logistics': { target: apiTarget, changeOrigin: true } } },
    preview: { proxy: { '/logistics': { target: apiTarget, changeOrigin: true } } },
  },
});
