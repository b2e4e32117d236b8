/** Shared by the page report's parts: the browser, the figures kept per route, byte helpers. */
import { gzipSync } from 'node:zlib';
import { isDetailsRoute, type RouteEntry } from '../src/lib/shared/routes.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];
export const TOKEN_KEY = 'digital_user_token';

export interface ScriptTiming {
  name: string;
  responseEnd: number;
  renderBlocking: boolean;
}

export type ServerName = 'reference' | 'nginx';

/** One route as one server sent it. Byte counts are bodies as received (compressed where sent so). */
export interface PageFigures {
  server: ServerName;
  path: string;
  title: string;
  loggedIn: boolean;
  status: number;
  finalPath: string;
  htmlWireBytes: number;
  /** `br`, `gzip`, or null when the page came uncompressed. */
  htmlEncoding: string | null;
  /** Inline classic scripts (run while the HTML is parsed), uncompressed bytes inside the HTML. */
  inlineClassicScriptBytes: number;
  renderBlockingScripts: number;
  renderBlockingScriptWireBytes: number;
  jsWireBeforeLoad: number;
  jsWireAfterIdle: number;
  scriptFiles: number;
  scriptsNotCompressed: number;
  cssWireBytes: number;
  /** Every response of the site's origin for the page, headers included. */
  totalWireBytes: number;
  firstPaintMs: number | null;
  /**
   * Median performance score per form factor, and the largest cumulative layout shift any run
   * measured (desktop and mobile); null where Lighthouse did not run.
   */
  lighthouse: { desktop: number | null; mobile: number | null; cls: number | null; error?: string };
  /** The page's JavaScript as the budget test counts it over dist/ (gzip 9, loaded without user action). */
  distJsGzipBytes: number | null;
  distJsBudgetBytes: number;
}

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The seeded item a details route is measured with (every seeded kind has an item 1). */
export const MEASURED_ITEM_ID = 1;

/** What is measured of a route: a details route with its item (the page the build wrote for it). */
export const measuredPath = (route: RouteEntry): string =>
  isDetailsRoute(route) ? `${route.path}?id=${MEASURED_ITEM_ID}` : route.path;
