/**
 * A small built site in a temporary folder, precompressed by the build's own step, for the tests of
 * how servers send it (the reference server and nginx), plus a raw HTTP client that neither adds
 * Accept-Encoding nor decompresses on its own.
 */
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressDirectory } from '../../../integrations/precompress.ts';

export const PAGE = `<!doctype html><html lang="zh-CN"><body>${'<p>物流信息门户首页，货源、车源与专线。</p>'.repeat(40)}</body></html>`;
export const EXCEPTION_PAGE = PAGE.replace('首页', '服务器出错');
export const SCRIPT = `export const islands = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `island-${i}`))};`;
export const ASSET = '/_astro/client.B4x9Qk2d.js';
/** A details route's shell and one item the build pre-rendered for it. */
export const DETAILS_ROUTE = '/basic/portal/policyDetails';
export const DETAILS_SHELL = PAGE.replace('首页', '政策详情（载入中）');
export const DETAILS_ITEM = PAGE.replace('首页', '政策 12：物流园区用地政策');
/**
 * A details route of a kind the server renders (posts): the shell, post 1's page and the second page
 * of its replies; every other post has no file yet.
 */
export const RENDERED_DETAILS_ROUTE = '/basic/portal/postPetails';
export const RENDERED_DETAILS_SHELL = PAGE.replace('首页', '帖子详情（载入中）');
export const RENDERED_ITEM = PAGE.replace('首页', '帖子 1：春节前的运价');
export const RENDERED_REPLIES = PAGE.replace('首页', '帖子 1 的回复，第 2 页');
/** A list whose tabs are pages of their own (src/lib/shared/tab-pages.ts): 车源 has its file, 专线 not yet. */
export const TAB_LIST_ROUTE = '/basic/portal/logisticsInformation';
export const TAB_LIST_PAGE = PAGE.replace('首页', '物流信息：货源');
export const TAB_PAGE = PAGE.replace('首页', '物流信息：车源');
export const NOT_FOUND = `<!doctype html><html><body>${'<p>页面走丢了</p>'.repeat(30)}</body></html>`;

export interface BuiltSite {
  distDir: string;
  remove(): Promise<void>;
}

export async function makeBuiltSite(): Promise<BuiltSite> {
  const workDir = await mkdtemp(join(tmpdir(), 'portal-site-'));
  const distDir = join(workDir, 'dist');
  await mkdir(join(distDir, 'basic', 'portal'), { recursive: true });
  await mkdir(join(distDir, '_astro'));
  await mkdir(join(distDir, 'exception', '500'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), PAGE);
  await writeFile(join(distDir, 'basic', 'portal', 'index.html'), PAGE);
  await writeFile(join(distDir, 'exception', '500', 'index.html'), EXCEPTION_PAGE);
  await writeFile(join(distDir, '404.html'), NOT_FOUND);
  await writeFile(join(distDir, ASSET), SCRIPT);
  await mkdir(join(distDir, DETAILS_ROUTE, '12'), { recursive: true });
  await writeFile(join(distDir, DETAILS_ROUTE, 'index.html'), DETAILS_SHELL);
  await writeFile(join(distDir, DETAILS_ROUTE, '12', 'index.html'), DETAILS_ITEM);
  await mkdir(join(distDir, RENDERED_DETAILS_ROUTE, '1', '2'), { recursive: true });
  await writeFile(join(distDir, RENDERED_DETAILS_ROUTE, 'index.html'), RENDERED_DETAILS_SHELL);
  await writeFile(join(distDir, RENDERED_DETAILS_ROUTE, '1', 'index.html'), RENDERED_ITEM);
  await writeFile(join(distDir, RENDERED_DETAILS_ROUTE, '1', '2', 'index.html'), RENDERED_REPLIES);
  await mkdir(join(distDir, TAB_LIST_ROUTE, '2'), { recursive: true });
  await writeFile(join(distDir, TAB_LIST_ROUTE, 'index.html'), TAB_LIST_PAGE);
  await writeFile(join(distDir, TAB_LIST_ROUTE, '2', 'index.html'), TAB_PAGE);
  await writeFile(join(distDir, 'tiny.txt'), 'ok');
  await writeFile(join(workDir, 'secret.txt'), 'outside the site');
  await precompressDirectory(distDir);
  return { distDir, remove: () => rm(workDir, { recursive: true, force: true }) };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over node:http: the body as sent (compressed or not), the headers as received. */
export function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
