/**
 * Checks, before the server starts, that the built site exists and was built for the base path the
 * server serves it under (`dist/build-info.json`, written by integrations/build-info.ts). A site built
 * for another base loads without styles or scripts (every asset 404s), so the server refuses it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normalizeBase } from './site.ts';

export class SiteCheckError extends Error {}

const show = (base: string): string => `${normalizeBase(base)}/`;

/** Throws a SiteCheckError saying what to do; returns warnings that do not stop the start. */
export function checkBuiltSite(distDir: string, base: string): string[] {
  const dir = resolve(distDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory() || !existsSync(join(dir, 'index.html'))) {
    throw new SiteCheckError(
      `找不到构建好的站点 ${dir}：请先运行 npm run build（npm start 会先构建）。` +
        ` / No built site at ${dir}: run \`npm run build\` first (\`npm start\` builds, then serves).`,
    );
  }
  const infoPath = join(dir, 'build-info.json');
  let built: unknown;
  try {
    built = (JSON.parse(readFileSync(infoPath, 'utf8')) as { base?: unknown }).base;
  } catch {
    return [
      `${infoPath} 缺失或无法读取，无法核对构建的基础路径；请重新运行 npm run build。` +
        ` / ${infoPath} is missing or unreadable, so the build's base path cannot be checked; rebuild with \`npm run build\`.`,
    ];
  }
  if (typeof built !== 'string') {
    return [`${infoPath} 没有 base 字段 / has no base field; rebuild with \`npm run build\`.`];
  }
  if (normalizeBase(built) !== normalizeBase(base)) {
    throw new SiteCheckError(
      `站点构建时的基础路径是 ${show(built)}，服务器的基础路径是 ${show(base)}（PORTAL_BASE）。` +
        `请用同一个 PORTAL_BASE 启动服务器（PORTAL_BASE=${show(built)} npm run serve），` +
        `或用服务器的基础路径重新构建（PORTAL_BASE=${show(base)} npm run build）。` +
        ` / The site in ${dir} was built for base path ${show(built)} but the server serves ${show(base)} (PORTAL_BASE):` +
        ` start the server with PORTAL_BASE=${show(built)}, or rebuild with PORTAL_BASE=${show(base)} npm run build.`,
    );
  }
  return [];
}
