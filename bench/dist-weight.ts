/**
 * Page weights read from the built files alone, without a browser or a server: deterministic byte
 * counts for the budget test. For each HTML file of `dist/`, the JavaScript it loads without user
 * action is every script it names (`<script src>`, `modulepreload`, an island's component,
 * renderer and before-hydration URLs, inline scripts) with the modules those import, transitively;
 * a dynamic `import()` is followed too but counted apart, as code loaded on demand.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { findRoute, type RouteEntry } from '../src/lib/shared/routes.ts';
import { gzipSize } from './report-common.ts';

export interface ScriptWeight {
  /** Path inside dist/, e.g. `_astro/client.DnS9v0uh.js`. */
  file: string;
  gzipBytes: number;
}

export interface DistPageWeight {
  /** The HTML file inside dist/, e.g. `basic/portal/index.html`. */
  file: string;
  /** The route the file belongs to (a pre-rendered details file belongs to its details route). */
  route: RouteEntry | undefined;
  htmlBytes: number;
  htmlGzipBytes: number;
  inlineScriptGzipBytes: number;
  scripts: ScriptWeight[];
  /** Inline scripts plus every script file loaded without user action, gzip. */
  jsGzipBytes: number;
  onDemand: ScriptWeight[];
  onDemandGzipBytes: number;
  /** Script URLs the page or a module names that are not in dist/ (a broken build). */
  missing: string[];
}

const ATTRIBUTE_URLS =
  /<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.m?js)"|\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]([^"'`\s]+\.m?js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\s]+\.m?js)["'`]\s*\)/g;

const matches = (pattern: RegExp, text: string): string[] =>
  [...text.matchAll(pattern)].map((match) => match.slice(1).find((group) => group !== undefined)!);

/** Every `.html` file under dist/, as paths inside it with `/` separators. */
export function htmlFiles(distDir: string, folder = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(distDir, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...htmlFiles(distDir, path));
    else if (entry.name.endsWith('.html')) files.push(path);
  }
  return files.sort();
}

/** `basic/portal/policyDetails/index.html` → `/basic/portal/policyDetails`; deeper files fall to the nearest route. */
export function routeOfFile(file: string): RouteEntry | undefined {
  const segments = file
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
    .split('/')
    .filter(Boolean);
  // The root's index.html is the route `/`; a file elsewhere never falls back to it (404.html has none).
  for (let length = segments.length; length >= Math.min(1, segments.length); length -= 1) {
    const route = findRoute(`/${segments.slice(0, length).join('/')}`);
    if (route) return route;
  }
  return undefined;
}

export function distPageWeights(distDir: string, base = '/'): DistPageWeight[] {
  const prefix = base.replace(/\/+$/, '');
  const sizes = new Map<string, number>();
  const imports = new Map<string, { static: string[]; dynamic: string[] }>();

  /** A URL as written in a page (absolute, under the base) or a module (relative to it) → file in dist/. */
  const resolveUrl = (url: string, from: string | null): string => {
    const path = url.split(/[?#]/)[0]!;
    if (path.startsWith('/'))
      return (prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path).slice(1);
    return posix.normalize(posix.join(from ? posix.dirname(from) : '', path));
  };
  const readModule = (file: string) => {
    let entry = imports.get(file);
    if (!entry) {
      const code = readFileSync(join(distDir, file), 'utf8');
      sizes.set(file, gzipSize(code));
      entry = {
        static: matches(STATIC_IMPORT, code).map((url) => resolveUrl(url, file)),
        dynamic: matches(DYNAMIC_IMPORT, code).map((url) => resolveUrl(url, file)),
      };
      imports.set(file, entry);
    }
    return entry;
  };

  return htmlFiles(distDir).map((file) => {
    const html = readFileSync(join(distDir, file), 'utf8');
    const inline = matches(INLINE_SCRIPT, html).filter((code) => code.trim());
    const missing: string[] = [];
    const loaded = new Set<string>();
    const onDemand = new Set<string>();
    const visit = (target: string, into: Set<string>) => {
      if (loaded.has(target) || into.has(target)) return;
      if (!existsSync(join(distDir, target))) return void missing.push(target);
      into.add(target);
      const { static: direct, dynamic } = readModule(target);
      for (const next of direct) visit(next, into);
      for (const next of dynamic) visit(next, onDemand);
    };
    const entries = [
      ...matches(ATTRIBUTE_URLS, html).map((url) => resolveUrl(url, null)),
      ...inline.flatMap((code) => matches(STATIC_IMPORT, code)).map((url) => resolveUrl(url, null)),
    ];
    for (const entry of entries) visit(entry, loaded);
    for (const code of inline)
      for (const url of matches(DYNAMIC_IMPORT, code)) visit(resolveUrl(url, null), onDemand);
    for (const file of loaded) onDemand.delete(file);

    const weigh = (files: Set<string>): ScriptWeight[] =>
      [...files].sort().map((script) => ({ file: script, gzipBytes: sizes.get(script) ?? 0 }));
    const scripts = weigh(loaded);
    const later = weigh(onDemand);
    const inlineScriptGzipBytes = inline.length ? gzipSize(inline.join('\n')) : 0;
    const sum = (list: ScriptWeight[]) => list.reduce((total, script) => total + script.gzipBytes, 0);
    return {
      file,
      route: routeOfFile(file),
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSize(html),
      inlineScriptGzipBytes,
      scripts,
      jsGzipBytes: inlineScriptGzipBytes + sum(scripts),
      onDemand: later,
      onDemandGzipBytes: sum(later),
      missing: [...new Set(missing)],
    };
  });
}
