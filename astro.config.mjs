// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import buildInfo from './integrations/build-info.ts';
import precompress from './integrations/precompress.ts';
import renderBundle from './integrations/render-bundle.ts';
import media from './integrations/media.ts';
import sitemap from './integrations/sitemap.ts';
import dropRadixFunctionNames from './integrations/drop-function-names.ts';

/** The one build-time setting for the base path (e.g. PORTAL_BASE=/portal/). */
const base = process.env.PORTAL_BASE || '/';
/** Where `npm run dev` forwards API calls: the reference server. */
const apiTarget = process.env.PORTAL_API_TARGET || 'http://127.0.0.1:4321';
/**
 * Baidu Tongji, when a site id is set (as src/lib/site/config.ts reads it): its script comes from there and
 * its beacons (an image, or a request) go there; nothing else leaves the site.
 */
const analyticsOrigin = loadEnv(
  process.env.NODE_ENV ?? 'production',
  process.cwd(),
  'PUBLIC_',
).PUBLIC_HM_SITE_ID?.trim()
  ? 'https://hm.baidu.com'
  : '';

/**
 * The page's Content-Security-Policy beside Astro's hashed script-src and style-src: everything
 * else only from the site itself (API calls included), forms only to the site; images also from
 * `blob:`, the object URLs of photos read with the token and of a photo chosen for upload
 * (src/lib/files/api.ts). frame-ancestors cannot live in a meta policy; the server sends it as a header.
 */
/** @typedef {Exclude<NonNullable<NonNullable<import('astro').AstroUserConfig['security']>['csp']>, boolean>} CspConfig */
/** @type {NonNullable<CspConfig['directives']>} */
const cspDirectives = [
  "default-src 'self'",
  `connect-src 'self'${analyticsOrigin ? ` ${analyticsOrigin}` : ''}`,
  `img-src 'self' blob:${analyticsOrigin ? ` ${analyticsOrigin}` : ''}`,
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
];

/**
 * Modules every page loads: the request layer, the stores, the route table's path names and their
 * libraries, and the small parts the header shows on every page (a person's name, the menus'
 * dismissal). A module only some pages use (the phone number rules, the form texts of the message
 * catalogue) stays out: here every page would pay for it.
 */
const portalCore = new RegExp(
  [
    String.raw`[\\/]src[\\/]stores[\\/]shell[\\/]`,
    // A load's states: most pages (33 of 50) load one; a file of its own cost each more than it saves the rest.
    String.raw`[\\/]src[\\/]stores[\\/]load\.ts$`,
    // The requests outside redaxios (photos) are for the pages that show or take photos only; the
    // carriers' documents (contract/documents.ts) for their account and desk pages only, the page
    // views' contract (contract/views.ts) for the desk's 访问统计 only, the waybills' (contract/
    // waybills.ts) for the offer's quote section and the waybill pages, the ratings' (contract/
    // ratings.ts: dimensions, labels) for the waybill page and the credit's explanation, the
    // complaints' with their error codes (contract/complaints.ts) for the complaint pages, the reports'
    // (contract/moderation.ts) for the pages that report or handle reports, the schedules' with their
    // error codes (contract/schedules.ts) and the overview's (contract/overview.ts) for the desk, the
    // price reference's (contract/prices.ts) for its chart and suggestion, and the error codes
    // (contract/error-codes.ts, a chunk of their own) for the pages that name one.
    String.raw`[\\/]src[\\/]lib[\\/](request[\\/](?!outside\.ts$)|site[\\/])`,
    String.raw`[\\/]src[\\/]lib[\\/]shared[\\/](contract[\\/](?!documents\.|views\.|waybills\.|ratings\.|complaints\.|moderation\.|schedules\.|overview\.|prices\.|error-codes\.)[\w-]+|contract|routes|ids|person|format|pagination-messages)\.ts$`,
    String.raw`[\\/]src[\\/]islands[\\/]shared[\\/](PersonName\.tsx|useDismiss\.ts|LoadFailure\.tsx)$`,
    String.raw`[\\/]node_modules[\\/](nanostores|@nanostores[\\/](persistent|react)|redaxios)[\\/]`,
  ].join('|'),
);
/**
 * The shell's own code: the layouts' scripts with their elements (session check, sidebar, breadcrumbs,
 * chunk failures) and the header's islands (bell, account menu, toasts). Every portal page runs all
 * of it; in the core's file it costs about 1.9 KB gzip less than in five files of its own, each with
 * its imports from the core. What remains of each is the one-line module Astro names in the page.
 * Pages outside the portal's frame (login, results) load it unused: they have the room.
 */
const portalShell =
  /[\\/]src[\\/](islands[\\/]((notices[\\/]NoticeBell|account[\\/]UserMenu|feedback[\\/]Toaster)\.tsx|shared[\\/]useOnDemand\.ts)|elements[\\/][\w-]+\.ts|layouts[\\/]Base(ic)?Layout\.astro\?astro&type=script.*)$/;
/**
 * List state in links and the list and item requests, with the small parts of a list that pages
 * without a table show too (a tag, the empty state). Part of the core: nearly every page uses them,
 * and one file costs less than two (docs/decisions.md, Page weight).
 */
const listLinks =
  /[\\/]src[\\/](lib[\\/](shared[\\/]list-quer(y|ies)|list[\\/](list-definition|filter-fields)|offers[\\/]logistics-tabs)\.ts|islands[\\/]list[\\/](href\.ts|Tag\.tsx|EmptyState\.tsx))$/;
/** The list building blocks (table, filters, pagination, their store) that every list page runs. */
const listBlocks =
  /[\\/]src[\\/]islands[\\/]list[\\/](useListState|DataTable|FilterBar|Pagination|ListView|ListBody)\.tsx?$|[\\/]src[\\/]stores[\\/]list\.ts$|[\\/]src[\\/]lib[\\/]list[\\/]pagination\.ts$/;
/**
 * The one place picker with the region helpers it lists from: one file for the pages that choose a
 * place (the publishing forms, subscriptions, the logistics list's filter) or show one (shipments).
 */
const placePicker = /[\\/]src[\\/](islands[\\/]form[\\/]PlacePicker\.tsx|lib[\\/]shared[\\/]regions\.ts)$/;
/**
 * Radix Tabs with the primitives it shares with Radix Dialog: one chunk for the tabbed pages rather
 * than two (the dialog's own parts stay with the one page that opens it), with the portal's tab part.
 */
const radixTabs =
  /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(tabs|roving-focus|collection|direction|use-is-hydrated|presence|slot|context|primitive|compose-refs|id|use-callback-ref|use-controllable-state|use-layout-effect))[\\/]|[\\/]src[\\/]islands[\\/]shared[\\/]TabTrigger\.tsx$/;
/**
 * The form block's frame, fields and store with the field rules and their validation library (zod):
 * one chunk for the pages with a form, rather than a file for each part some form (the composer, an
 * edit) draws without the others. Every form page but one used both halves when they were two files.
 */
const formBlock =
  /[\\/]src[\\/](islands[\\/]form[\\/](Form|FormField|FieldShell|FormAlert|SubmitButton|useForm)\.tsx?|stores[\\/]form\.ts|lib[\\/]form[\\/]form\.ts|lib[\\/]shared[\\/](text|rules[\\/](fields|choices))\.ts)$|[\\/]node_modules[\\/]zod[\\/]/;
/**
 * The marks an editor checked and 已认证 (企业认证 linking to the enterprise): one chunk for the pages
 * that draw them (an offer, a post's replies, 物流信息, the home's latest rows), not one for each.
 */
const marks =
  /[\\/]src[\\/](islands[\\/]shared[\\/](MarkLabels|VerifiedBadge)\.tsx|lib[\\/]shared[\\/]mark-labels\.ts)$/;
/** A group takes the modules it matches and what they import; the higher priority chooses first. */
const chunkGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react[\\/]dist)[\\/]/,
    priority: 4,
  },
  {
    name: 'portal',
    test: new RegExp(`${portalCore.source}|${portalShell.source}|${listLinks.source}`),
    priority: 3,
  },
  // The error codes by themselves: each block that names a code would otherwise take them in.
  { name: 'error-codes', test: /[\\/]src[\\/]lib[\\/]shared[\\/]contract[\\/]error-codes\.ts$/, priority: 2 },
  { name: 'list', test: listBlocks, priority: 1 },
  { name: 'radix-tabs', test: radixTabs, priority: 1 },
  { name: 'form', test: formBlock, priority: 1 },
  { name: 'place', test: placePicker, priority: 1 },
  { name: 'marks', test: marks, priority: 1 },
];

/**
 * 运价参考's chart and suggested range (src/islands/offers/parts/PriceChart.tsx, PriceSuggestion.tsx)
 * and 订阅此线路 (src/islands/list/SubscribeLane.tsx) are imported on demand by the 物流信息 list and
 * the publish forms, whose budgets have no room for
 * the list of chunk names a preloaded import carries: their chunks fetch what they import themselves,
 * once, when a lane is chosen (docs/decisions.md, "Freight price reference").
 */
const ON_DEMAND_UNPRELOADED = /[\\/](Price(Chart|Suggestion)|SubscribeLane)\.[\w-]+\.js$/;
/** @type {(file: string, dependencies: string[]) => string[]} */
const onDemandDependencies = (file, dependencies) => (ON_DEMAND_UNPRELOADED.test(file) ? [] : dependencies);
/**
 * Set on the client's build through a plugin: Astro's own build options replace a `modulePreload`
 * given in `vite.build`.
 * @type {import('vite').Plugin}
 */
const unpreloadedOnDemand = {
  name: 'portal:unpreloaded-on-demand',
  configEnvironment: (name) =>
    name === 'client'
      ? { build: { modulePreload: { resolveDependencies: onDemandDependencies } } }
      : undefined,
};

export default defineConfig({
  output: 'static',
  base,
  // The dev server must not take the reference server's port (4321): it forwards /logistics there.
  server: { port: 4322 },
  // No code blocks in the portal: Shiki would only add inline styles the CSP warns about at build.
  markdown: { syntaxHighlight: false },
  trailingSlash: 'ignore',
  // precompress last: it compresses what the other integrations wrote. renderBundle keeps the
  // build's renderer for the site publisher (docs/decisions.md, Publishing); sitemap writes
  // robots.txt and sitemap.xml (docs/decisions.md, Sitemaps and robots.txt); media the published
  // bodies' images (docs/decisions.md, Pictures in content).
  integrations: [react(), buildInfo(), renderBundle(), sitemap(), media(), precompress()],
  security: {
    csp: {
      directives: cspDirectives,
      // Radix and React set inline styles at run time; scripts stay hash-only, but for Tongji's
      // own script when a site id is set (src/lib/site/analytics.ts loads it).
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      ...(analyticsOrigin ? { scriptDirective: { resources: ["'self'", analyticsOrigin] } } : {}),
    },
  },
  vite: {
    plugins: [tailwindcss(), dropRadixFunctionNames(), unpreloadedOnDemand],
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
