/** Shared by the page report's parts: the browser, the figures kept per route, byte helpers. */
import { gzipSync } from 'node:zlib';

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

export interface PageFigures {
  path: string;
  title: string;
  loggedIn: boolean;
  status: number;
  finalPath: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  inlineClassicScriptBytes: number;
  inlineClassicScriptGzipBytes: number;
  renderBlockingScripts: number;
  renderBlockingScriptGzipBytes: number;
  /** Render-blocking external plus inline classic JavaScript, gzip: what must run before the first paint. */
  jsGzipBeforeFirstPaint: number;
  jsGzipBeforeLoad: number;
  jsGzipAfterIdle: number;
  scriptFiles: number;
  firstPaintMs: number | null;
  lighthouse: { desktop: number | null; mobile: number | null; error?: string };
}

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
