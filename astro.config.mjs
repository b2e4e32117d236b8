// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import buildInfo from './integrations/build-info.ts';
import precompress from './integrations/precompress.ts';

/** The one build-time setting for the base path (e.g. PORTAL_BASE=/portal/). */
const base = process.env.PORTAL_BASE || '/';
/** Where `npm run dev` forwards API calls: the reference server. */
const apiTarget = process.env.PORTAL_API_TARGET || 'http://127.0.0.1:4321';

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
      directives: ["object-src 'none'", "base-uri 'none'"],
      // Radix and React set inline styles at run time; scripts stay hash-only.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    server: { proxy: { '/logistics': { target: apiTarget, changeOrigin: true } } },
    preview: { proxy: { '/logistics': { target: apiTarget, changeOrigin: true } } },
  },
});
