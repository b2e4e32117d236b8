/**
 * Writes a concrete nginx configuration from the template deploy/nginx.conf for one built site:
 *
 *   npm run nginx:config -- --dist DIR --listen PORT|ADDR:PORT --api http://HOST:PORT [--api …]
 *       [--base /portal/] [--runtime-dir DIR] [--user NAME] [--brotli auto|on|off] [--out FILE]
 *
 * `--runtime-dir` puts the pid file, logs and temporary folders in one folder (for a server run by
 * an ordinary user, or a test); without it they go where Debian's nginx keeps them.
 * `--brotli auto` (default) loads brotli_static when the module file exists.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { normalizeBase } from '../server/site/site.ts';
import { detailsRoutes } from '../src/lib/shared/details-routes.ts';
import { ID_DIGITS } from '../src/lib/shared/ids.ts';
import { tabPages } from '../src/lib/shared/tab-pages.ts';

export const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxOptions {
  /** The built site (`dist/`); made absolute. */
  dist: string;
  /** A port, or address:port. */
  listen: string | number;
  /**
   * The API's origin, e.g. `http://127.0.0.1:4321` (the reference server or the operator's backend),
   * or several: the nodes of one portal sharing one database (README, More than one node).
   */
  api: string | readonly string[];
  /** Base path the site was built for; default `/`. */
  base?: string;
  /** One folder for pid, logs and temporary files; default Debian's places. */
  runtimeDir?: string;
  /** User the worker processes run as (only meaningful for a master started as root). */
  user?: string;
  /** true/false, or 'auto' (default): load brotli_static when `brotliModule` exists. */
  brotli?: boolean | 'auto';
  brotliModule?: string;
  mimeTypes?: string;
}

/**
 * The upstream's server lines. With several nodes, one that fails to answer (refused, reset, timed
 * out) is left out for `fail_timeout` and the request goes to the next: a stopped node costs no
 * visitor a failed page. A request that reached a node is never sent again to another unless it is
 * a read (nginx's default for POST and PUT): a retried write is the client's, with its Idempotency-Key.
 */
function apiServers(api: string | readonly string[]): string {
  const list = typeof api === 'string' ? [api] : [...api];
  if (list.length === 0) throw new Error('--api: give at least one API origin');
  const servers = list.map(apiServer);
  const duplicate = servers.find((server, index) => servers.indexOf(server) !== index);
  if (duplicate) throw new Error(`--api ${duplicate} is given twice`);
  const failover = servers.length > 1 ? ' max_fails=1 fail_timeout=10s' : '';
  return servers.map((server) => `        server ${server}${failover};`).join('\n');
}

/** Characters that would end or change an nginx directive. */
const UNSAFE = /[\s;{}'"#$\\]/;

function safe(name: string, value: string): string {
  if (!value || UNSAFE.test(value)) {
    throw new Error(
      `${name} "${value}" cannot be written into nginx.conf: no spaces, quotes, ; { } # $ or \\.`,
    );
  }
  return value;
}

function apiServer(api: string): string {
  let url: URL;
  try {
    url = new URL(api);
  } catch {
    throw new Error(`--api "${api}" is not a URL; give the API's origin, e.g. http://127.0.0.1:4321`);
  }
  if (url.protocol !== 'http:' || (url.pathname !== '/' && url.pathname !== '') || url.search) {
    throw new Error(`--api "${api}" must be an http origin without a path, e.g. http://127.0.0.1:4321`);
  }
  return safe('--api', url.host.includes(':') ? url.host : `${url.hostname}:80`);
}

function listenAddress(listen: string | number): string {
  const text = String(listen);
  if (!/^(\d{1,5}|[\w.-]+:\d{1,5}|\[[0-9a-fA-F:]+\]:\d{1,5})$/.test(text)) {
    throw new Error(`--listen "${text}" must be a port or address:port, e.g. 8080 or 127.0.0.1:8080`);
  }
  return text;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths as a regular expression alternative: `(?:/basic/portal/a|/basic/portal/b)`. */
function alternatives(name: string, paths: readonly string[]): string {
  for (const path of paths) safe(name, path);
  return `(?:${paths.map(escapeRegex).join('|')})`;
}

/**
 * The details routes of one sort: pre-rendered (a file per item, its absence a 404) or rendered by
 * the server (a file when there is one, else the server decides).
 */
const detailsPattern = (prerendered: boolean): string =>
  alternatives(
    'details route',
    detailsRoutes.filter((route) => route.prerendered === prerendered).map((route) => route.path),
  );

/** The map lines that send `<list>?tab=<tab>` to the tab's own page (src/lib/shared/tab-pages.ts). */
function tabPageLines(): string {
  return tabPages
    .map(({ path, tabs }) => {
      for (const tab of tabs)
        if (!/^[a-z0-9]+$/.test(tab)) throw new Error(`tab "${tab}" is not a plain word or number`);
      return `        "~^${escapeRegex(safe('list route', path))}:(?:${tabs.join('|')})$" "$arg_tab/index.html";`;
    })
    .join('\n');
}

/** The configuration text for these options. */
export function renderNginxConfig(options: NginxOptions, template = readFileSync(TEMPLATE, 'utf8')): string {
  const base = normalizeBase(options.base ?? '/');
  if (base && !/^(\/[A-Za-z0-9._~-]+)+$/.test(base)) {
    throw new Error(`--base "${options.base}" may hold only letters, digits and . _ ~ - between slashes`);
  }
  const brotliModule = options.brotliModule ?? BROTLI_MODULE;
  const brotli =
    options.brotli === undefined || options.brotli === 'auto' ? existsSync(brotliModule) : options.brotli;
  const runtime = options.runtimeDir ? safe('--runtime-dir', resolve(options.runtimeDir)) : null;
  const values: Record<string, string> = {
    dist: safe('--dist', resolve(options.dist)),
    listen: listenAddress(options.listen),
    api_servers: apiServers(options.api),
    base,
    brotli_module: safe('brotli module', brotliModule),
    user: options.user ? safe('--user', options.user) : '',
    mime_types: safe('mime types', options.mimeTypes ?? '/etc/nginx/mime.types'),
    pid_file: runtime ? join(runtime, 'nginx.pid') : '/run/nginx-portal.pid',
    error_log: runtime ? join(runtime, 'error.log') : '/var/log/nginx/portal-error.log',
    access_log: runtime ? join(runtime, 'access.log') : '/var/log/nginx/portal-access.log',
    temp_dir: runtime ?? '/var/lib/nginx',
    prerendered_details: detailsPattern(true),
    rendered_details: detailsPattern(false),
    tab_lists: alternatives(
      'list route',
      tabPages.map(({ path }) => path),
    ),
    tab_pages: tabPageLines(),
    // The portal's one id pattern (`\d` and the anchors read the same in nginx's PCRE).
    item_id: ID_DIGITS.source,
  };
  const keep: Record<string, boolean> = { base: base !== '', brotli, user: Boolean(options.user) };
  const lines: string[] = [];
  for (const line of template.split('\n')) {
    const marked = /^(.*?)\s+# \[(\w+)\]$/.exec(line);
    if (marked) {
      const [, text, condition] = marked as unknown as [string, string, string];
      if (!(condition in keep)) throw new Error(`Unknown condition [${condition}] in ${TEMPLATE}`);
      if (keep[condition]) lines.push(text);
    } else lines.push(line);
  }
  return lines.join('\n').replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder ${placeholder} in ${TEMPLATE}`);
    return value;
  });
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      dist: { type: 'string', default: 'dist' },
      listen: { type: 'string', default: '8080' },
      // Repeat --api for each node of a portal with several (README, More than one node).
      api: { type: 'string', multiple: true, default: ['http://127.0.0.1:4321'] },
      base: { type: 'string', default: process.env['PORTAL_BASE'] || '/' },
      'runtime-dir': { type: 'string' },
      user: { type: 'string' },
      brotli: { type: 'string', default: 'auto' },
      out: { type: 'string' },
    },
  });
  if (!['auto', 'on', 'off'].includes(values.brotli)) throw new Error('--brotli must be auto, on or off');
  if (!existsSync(join(values.dist, 'index.html'))) {
    throw new Error(`${values.dist} has no build (index.html): run \`npm run build\` first.`);
  }
  const text = renderNginxConfig({
    dist: values.dist,
    listen: values.listen,
    api: values.api,
    base: values.base,
    brotli: values.brotli === 'auto' ? 'auto' : values.brotli === 'on',
    ...(values['runtime-dir'] ? { runtimeDir: values['runtime-dir'] } : {}),
    ...(values.user ? { user: values.user } : {}),
  });
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
