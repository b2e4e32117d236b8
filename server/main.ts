/**
 * `npm run serve`: the portal's reference server on one port (built site + API). Its settings are the
 * environment variables of server/settings.ts (README, Settings; docs/api.md).
 */
import { checkBuiltSite } from './site/site-check.ts';
import { demoStartLines } from './http/demo-banner.ts';
import { readSettings, type ServerSettings } from './settings.ts';
import { startServer } from './start.ts';

/** Stops the process with a message an operator can act on. */
function fail(error: unknown): never {
  console.error('[server] 启动失败 / failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

let settings: ServerSettings;
try {
  settings = readSettings(process.env);
} catch (error) {
  fail(error);
}
const distDir = 'dist';
try {
  for (const warning of checkBuiltSite(distDir, settings.base)) console.warn(`[server] ${warning}`);
} catch (error) {
  fail(error);
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}：正在关闭 / closing`);
  try {
    await (await started).close();
    process.exit(0);
  } catch (error) {
    console.error('[server] 关闭失败 / failed to close:', error);
    process.exit(1);
  }
}

// Installed before the (synchronous) first-start seed: a signal during it is handled right after.
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

// Published and withdrawn items update the served site (README, Deploy: publishing).
const started = startServer({ settings, distDir, publishing: {} }).catch(fail);

const server = await started;
const base = settings.base;
const siteUrl = `${server.url}${base.startsWith('/') ? base : `/${base}`}`;
console.log(`物流信息门户已启动 / portal listening on ${siteUrl}`);
if (settings.demo) for (const line of demoStartLines(siteUrl)) console.log(line);
console.log(`[server] 数据库 / database: ${server.store.location}`);
