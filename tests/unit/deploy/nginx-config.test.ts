import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxConfig, type NginxOptions } from '../../../deploy/render-nginx.ts';
import { ID_DIGITS } from '../../../src/lib/shared/ids.ts';
import { detailsRoutes } from '../../../src/lib/shared/details-routes.ts';
import { tabPages } from '../../../src/lib/shared/tab-pages.ts';
import { findNginx, NGINX_MISSING, nginxRequired } from '../../../deploy/start-nginx.ts';

/** The template's rendering: what goes in for which options, and nginx's own check of the result. */

const options: NginxOptions = { dist: '/srv/portal/dist', listen: 8080, api: 'http://127.0.0.1:4321' };
const directives = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('renderNginxConfig', () => {
  it('fills every placeholder and keeps no condition marks', () => {
    for (const variant of [
      options,
      { ...options, base: '/portal/', brotli: true, user: 'www-data', runtimeDir: '/tmp/x' },
    ]) {
      const text = directives(renderNginxConfig(variant)).join('\n');
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(text).not.toMatch(/# \[\w+\]/);
    }
  });

  it('serves the site from the root: dist as root, the API upstream, no base locations', () => {
    const lines = directives(renderNginxConfig({ ...options, brotli: false }));
    expect(lines).toContain('root /srv/portal/dist;');
    expect(lines).toContain('listen 8080;');
    expect(lines).toContain('server 127.0.0.1:4321;');
    expect(lines).toContain('location / {');
    expect(lines).toContain('location /logistics/api/ {');
    expect(lines).toContain('error_page 403 404 =404 /404.html;');
    expect(lines).toContain('gzip_static on;');
    expect(lines.filter((line) => /brotli|rewrite|^user /.test(line))).toEqual([]);
    expect(lines).toContain('pid /run/nginx-portal.pid;');
  });

  it('names every node of a portal with several in the upstream, each left out for a while when it fails', () => {
    const lines = directives(
      renderNginxConfig({
        ...options,
        brotli: false,
        api: ['http://127.0.0.1:4321', 'http://10.0.0.2:4321'],
      }),
    );
    expect(lines).toContain('server 127.0.0.1:4321 max_fails=1 fail_timeout=10s;');
    expect(lines).toContain('server 10.0.0.2:4321 max_fails=1 fail_timeout=10s;');
    expect(() => renderNginxConfig({ ...options, api: [] })).toThrow(/at least one/);
    expect(() =>
      renderNginxConfig({ ...options, api: ['http://127.0.0.1:4321', 'http://127.0.0.1:4321/'] }),
    ).toThrow(/given twice/);
    expect(() => renderNginxConfig({ ...options, api: ['http://127.0.0.1:4321', 'http://a b'] })).toThrow(
      /not a URL/,
    );
  });

  it('gives the notice stream its own location: unbuffered, uncompressed, a long read timeout', () => {
    const lines = directives(renderNginxConfig({ ...options, brotli: false }));
    const start = lines.indexOf('location = /logistics/api/notices/stream {');
    expect(start).toBeGreaterThan(-1);
    const block = lines.slice(start, lines.indexOf('}', start));
    for (const directive of [
      'proxy_buffering off;',
      'gzip off;',
      'proxy_http_version 1.1;',
      'proxy_read_timeout 1h;',
      'proxy_cache off;',
    ])
      expect(block).toContain(directive);
  });

  it('serves the site under a base path and answers outside it with 404', () => {
    const lines = directives(renderNginxConfig({ ...options, base: 'portal', brotli: false }));
    expect(lines).toContain('location /portal/ {');
    expect(lines).toContain('rewrite ^/portal(/.*)$ $1 break;');
    expect(lines).toContain('location = /portal {');
    expect(lines).toContain('location /portal/logistics/api/ {');
    expect(lines).toContain('rewrite ^/portal(/logistics/api/.*)$ $1 last;');
    expect(lines).toContain('error_page 403 404 =404 /portal/404.html;');
    const outside = lines.indexOf('location / {');
    expect(lines[outside + 1]).toBe('return 404;');
  });

  it('knows a well-formed id by the one pattern of ids.ts', () => {
    const lines = directives(renderNginxConfig({ ...options, brotli: false }));
    const map = lines.indexOf('map $arg_id $portal_item {');
    expect(lines[map + 1]).toBe(`"~${ID_DIGITS.source}" $arg_id;`);
  });

  it('sends a details page of a kind the server renders, and a tab page, to the server when there is no file', () => {
    const lines = directives(renderNginxConfig({ ...options, brotli: false }));
    const rendered = detailsRoutes.filter((route) => !route.prerendered).map((route) => route.path);
    expect(rendered.length).toBeGreaterThan(0);
    const location = lines.find((line) => rendered.every((path) => line.includes(path)));
    expect(location).toMatch(/^location ~ "\^\(\?<portal_route>/);
    expect(lines[lines.indexOf(location!) + 1]).toBe(
      'try_files $portal_route/$portal_rendered_try @portal_server;',
    );
    for (const { path, tabs } of tabPages) {
      expect(lines).toContain(`"~^${path}:(?:${tabs.join('|')})$" "$arg_tab/index.html";`);
    }
    const server = lines.indexOf('location @portal_server {');
    expect(lines.slice(server, lines.indexOf('}', server))).toContain('proxy_pass http://portal_api;');
    // No pre-rendered route reaches the server: the file is its only record.
    for (const route of detailsRoutes.filter((entry) => entry.prerendered))
      expect(lines.filter((line) => line.includes(route.path))).toHaveLength(1);
  });

  it('loads brotli_static only when asked or when the module file exists', () => {
    const withModule = directives(renderNginxConfig({ ...options, brotli: true }));
    expect(withModule[0]).toBe('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(withModule).toContain('brotli_static on;');
    const missing = directives(renderNginxConfig({ ...options, brotliModule: '/nowhere/brotli.so' }));
    expect(missing.filter((line) => line.includes('brotli'))).toEqual([]);
  });

  it('keeps pid, logs and temporary files in the runtime folder when given one', () => {
    const lines = directives(renderNginxConfig({ ...options, runtimeDir: '/tmp/portal-run', user: 'ci' }));
    expect(lines).toContain('pid /tmp/portal-run/nginx.pid;');
    expect(lines).toContain('error_log /tmp/portal-run/error.log warn;');
    expect(lines).toContain('proxy_temp_path /tmp/portal-run/proxy;');
    expect(lines).toContain('user ci;');
  });

  it.each([
    [{ base: '/por tal/' }, /--base/],
    [{ base: '/portal;/' }, /--base/],
    [{ api: 'https://api.example.com' }, /http origin/],
    [{ api: 'http://127.0.0.1:4321/logistics/api' }, /without a path/],
    [{ api: 'not a url' }, /not a URL/],
    [{ dist: '/srv/my site/dist' }, /--dist/],
    [{ dist: '/srv/portal;evil' }, /--dist/],
    [{ listen: '80; evil' }, /--listen/],
  ] as [Partial<NginxOptions>, RegExp][])('refuses %j', (change, message) => {
    expect(() => renderNginxConfig({ ...options, ...change })).toThrow(message);
  });
});

const nginx = findNginx();

describe('nginx accepts every rendered variant', () => {
  it.skipIf(nginx !== null)('nginx is installed (required in CI and by .ci/run)', () => {
    if (nginxRequired()) expect.fail(NGINX_MISSING);
    console.warn(`Skipping the nginx checks: ${NGINX_MISSING}`);
  });

  let runtimeDir: string;
  beforeAll(async () => {
    runtimeDir = await mkdtemp(join(tmpdir(), 'portal-nginx-t-'));
  });
  afterAll(() => rm(runtimeDir, { recursive: true, force: true }));

  it.skipIf(nginx === null).each([
    ['root, brotli when installed', {}],
    ['base path', { base: '/portal/' }],
    ['without brotli', { brotli: false }],
    ['two API nodes', { api: ['http://127.0.0.1:4321', 'http://127.0.0.1:4322'] }],
  ] as [string, Partial<NginxOptions>][])('%s', async (_name, change) => {
    const file = join(runtimeDir, 'nginx.conf');
    await writeFile(file, renderNginxConfig({ ...options, runtimeDir, dist: runtimeDir, ...change }));
    const check = spawnSync(nginx!, ['-t', '-e', 'stderr', '-c', file], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });
});
