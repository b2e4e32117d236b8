/**
 * `npm run serve`: the portal's reference server on one port (built site + API).
 * Settings: PORT, HOST, PORTAL_DB, PORTAL_DATABASE_URL, PORTAL_DATABASE_POOL, PORTAL_CREATE_DB, PORTAL_TOKEN_TTL, PORTAL_POST_RATE,
 * PORTAL_DELIVERY_RATE, PORTAL_MAINTENANCE_INTERVAL, PORTAL_DEMO, PORTAL_BASE, PORTAL_TRUSTED_PROXIES,
 * PORTAL_SMS_*, PORTAL_SMS_CHALLENGE_*, PORTAL_LOGIN_*, PORTAL_HASH_CONCURRENCY, PORTAL_HASH_QUEUE, PORTAL_DESK_HISTORY,
 * PORTAL_PUBLISH_*, PORTAL_PRECOMPRESS_CACHE, PORTAL_EDIT_GRACE, PORTAL_EDIT_WINDOW, PORTAL_REPORT_RATE,
 * PORTAL_LOADING_HORIZON, PORTAL_SUBSCRIPTION_LIMIT, PORTAL_STREAM_HEARTBEAT, PORTAL_STREAM_POLL, PORTAL_STREAM_RETRY,
 * PORTAL_STREAMS_PER_ACCOUNT, PORTAL_STREAMS_PER_ADDRESS (README, Settings;
 * docs/api.md).
 */
import { CONTACT_REVEALS_DEFAULT } from './resources/offer-contacts.ts';
import { LOADING_HORIZON_DAYS_DEFAULT } from '../src/lib/shared/rules/delivery.ts';
import { join } from 'node:path';
import { parseTrustedProxies } from './http/client-address.ts';
import { EDIT_TIMES_DEFAULT } from './domain/edit-window.ts';
import { LOGIN_THROTTLE_DEFAULTS as LOGIN } from './limits/login-throttle.ts';
import { MAINTENANCE_INTERVAL_DEFAULT_SECONDS } from './domain/maintenance.ts';
import { HASH_CONCURRENCY_DEFAULT, HASH_QUEUE_DEFAULT } from './domain/password-hashing.ts';
import {
  DELIVERY_RATE_DEFAULT,
  MEMBER_RATE_DEFAULT,
  OFFER_RATE_DEFAULT,
  POST_RATE_DEFAULT,
  REPORT_RATE_DEFAULT,
} from './limits/rates.ts';
import { SMS_LIMITS_DEFAULT, type SmsLimits } from './limits/sms-limits.ts';
import { SMS_CHALLENGE_DEFAULT } from './limits/sms-challenge.ts';
import { DESK_HISTORY_DEFAULT } from './resources/desk.ts';
import { checkBuiltSite } from './site/site-check.ts';
import { demoStartLines } from './http/demo-banner.ts';
import { defaultCacheDir } from '../integrations/precompress-cache.ts';
import { publishCache } from './site/publishing/publisher.ts';
import { SHUTDOWN_WAIT_DEFAULT_SECONDS, startServer } from './start.ts';
import { DATABASE_POOL_DEFAULT, isPostgresUrl } from './store/postgres/open-postgres.ts';
import { STREAM_SETTINGS_DEFAULT } from './http/notice-stream.ts';
import { SUBSCRIPTION_LIMIT_DEFAULT } from '../src/lib/shared/contract.ts';

function readInteger(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`[server] ${name}=${raw} 无效 / invalid: expected an integer from ${min} to ${max}`);
    process.exit(1);
  }
  return value;
}

/** Stops the process with a message an operator can act on. */
function fail(error: unknown): never {
  console.error('[server] 启动失败 / failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

/** The SMS limits, each from its own variable (README, Settings). */
const SMS_LIMIT_VARIABLES: Record<keyof SmsLimits, string> = {
  mobileHourly: 'PORTAL_SMS_MOBILE_HOURLY',
  mobileDaily: 'PORTAL_SMS_MOBILE_DAILY',
  mobileAllHourly: 'PORTAL_SMS_MOBILE_ALL_HOURLY',
  addressHourly: 'PORTAL_SMS_ADDRESS_HOURLY',
  addressDaily: 'PORTAL_SMS_ADDRESS_DAILY',
  totalHourly: 'PORTAL_SMS_TOTAL_HOURLY',
  totalDaily: 'PORTAL_SMS_TOTAL_DAILY',
  guessesDaily: 'PORTAL_SMS_GUESSES_DAILY',
  guessesAllHourly: 'PORTAL_SMS_GUESSES_ALL_HOURLY',
};
const smsLimits: SmsLimits = { ...SMS_LIMITS_DEFAULT };
for (const [key, name] of Object.entries(SMS_LIMIT_VARIABLES) as [keyof SmsLimits, string][]) {
  smsLimits[key] = readInteger(name, SMS_LIMITS_DEFAULT[key], 1, 1_000_000);
}

const base = process.env['PORTAL_BASE'] || '/';
let trustedProxies: string[] = [];
try {
  trustedProxies = parseTrustedProxies(process.env['PORTAL_TRUSTED_PROXIES']);
} catch (error) {
  fail(error);
}
const distDir = 'dist';
try {
  for (const warning of checkBuiltSite(distDir, base)) console.warn(`[server] ${warning}`);
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

const demo = process.env['PORTAL_DEMO'] === '1';
// PostgreSQL instead of the SQLite file (README, "More than one node").
const databaseUrl = process.env['PORTAL_DATABASE_URL']?.trim() || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  fail(
    `PORTAL_DATABASE_URL 须以 postgres:// 或 postgresql:// 开头（例如 postgres://portal@db.internal:5432/portal） / must be a postgres:// URL`,
  );
}
const started = startServer({
  port: readInteger('PORT', 4321, 0, 65535),
  host: process.env['HOST'] || '127.0.0.1',
  dbPath: process.env['PORTAL_DB'] || './data/portal.db',
  ...(databaseUrl
    ? {
        databaseUrl,
        databasePool: readInteger('PORTAL_DATABASE_POOL', DATABASE_POOL_DEFAULT, 1, 1000),
      }
    : {}),
  // Outside demo mode a missing database is refused, never silently made anew (README, Settings).
  createDatabase: demo || process.env['PORTAL_CREATE_DB'] === '1',
  tokenTtlSeconds: readInteger('PORTAL_TOKEN_TTL', 7200, 1, 365 * 24 * 3600),
  postRatePerMinute: readInteger('PORTAL_POST_RATE', POST_RATE_DEFAULT, 1, 1_000_000),
  deliveryRatePerMinute: readInteger('PORTAL_DELIVERY_RATE', DELIVERY_RATE_DEFAULT, 1, 1_000_000),
  reportRatePerHour: readInteger('PORTAL_REPORT_RATE', REPORT_RATE_DEFAULT, 1, 1_000_000),
  offerRatePerHour: readInteger('PORTAL_OFFER_RATE', OFFER_RATE_DEFAULT, 1, 1_000_000),
  memberRatePerHour: readInteger('PORTAL_MEMBER_RATE', MEMBER_RATE_DEFAULT, 1, 1_000_000),
  contactRevealsPerDay: readInteger('PORTAL_CONTACT_REVEALS', CONTACT_REVEALS_DEFAULT, 1, 1_000_000),
  loadingHorizonDays: readInteger('PORTAL_LOADING_HORIZON', LOADING_HORIZON_DAYS_DEFAULT, 1, 3650),
  maintenanceIntervalSeconds: readInteger(
    'PORTAL_MAINTENANCE_INTERVAL',
    MAINTENANCE_INTERVAL_DEFAULT_SECONDS,
    10,
    24 * 3600,
  ),
  demo,
  trustedProxies,
  smsLimits,
  smsChallenge: {
    maxNumber: readInteger('PORTAL_SMS_CHALLENGE_MAX', SMS_CHALLENGE_DEFAULT.maxNumber, 1, 100_000_000),
    ttlSeconds: readInteger('PORTAL_SMS_CHALLENGE_TTL', SMS_CHALLENGE_DEFAULT.ttlSeconds, 30, 3600),
    ...(process.env['PORTAL_SMS_CHALLENGE_KEY'] ? { key: process.env['PORTAL_SMS_CHALLENGE_KEY'] } : {}),
  },
  loginThrottle: {
    windowSeconds: readInteger('PORTAL_LOGIN_WINDOW', LOGIN.windowSeconds, 60, 7 * 24 * 3600),
    accountFreeFailures: readInteger('PORTAL_LOGIN_ACCOUNT_FREE', LOGIN.accountFreeFailures, 1, 1000),
    accountMaxDelaySeconds: readInteger(
      'PORTAL_LOGIN_ACCOUNT_MAX_DELAY',
      LOGIN.accountMaxDelaySeconds,
      1,
      3600,
    ),
    addressFreeFailures: readInteger('PORTAL_LOGIN_ADDRESS_FREE', LOGIN.addressFreeFailures, 1, 100_000),
    addressMaxDelaySeconds: readInteger(
      'PORTAL_LOGIN_ADDRESS_MAX_DELAY',
      LOGIN.addressMaxDelaySeconds,
      1,
      24 * 3600,
    ),
    sprayAccounts: readInteger('PORTAL_LOGIN_SPRAY_ACCOUNTS', LOGIN.sprayAccounts, 1, 100_000),
  },
  edits: {
    graceSeconds: readInteger('PORTAL_EDIT_GRACE', EDIT_TIMES_DEFAULT.graceSeconds, 0, 24 * 3600),
    windowSeconds: readInteger('PORTAL_EDIT_WINDOW', EDIT_TIMES_DEFAULT.windowSeconds, 0, 365 * 24 * 3600),
  },
  hashing: {
    concurrency: readInteger('PORTAL_HASH_CONCURRENCY', HASH_CONCURRENCY_DEFAULT, 1, 64),
    queue: readInteger('PORTAL_HASH_QUEUE', HASH_QUEUE_DEFAULT, 0, 100_000),
  },
  deskHistoryLimit: readInteger('PORTAL_DESK_HISTORY', DESK_HISTORY_DEFAULT, 1, 10_000),
  subscriptionLimit: readInteger('PORTAL_SUBSCRIPTION_LIMIT', SUBSCRIPTION_LIMIT_DEFAULT, 1, 1000),
  stream: {
    heartbeatMs:
      readInteger('PORTAL_STREAM_HEARTBEAT', STREAM_SETTINGS_DEFAULT.heartbeatMs / 1000, 1, 3600) * 1000,
    pollMs: readInteger('PORTAL_STREAM_POLL', STREAM_SETTINGS_DEFAULT.pollMs, 100, 60_000),
    retryMs: readInteger('PORTAL_STREAM_RETRY', STREAM_SETTINGS_DEFAULT.retryMs, 500, 600_000),
    perAccount: readInteger('PORTAL_STREAMS_PER_ACCOUNT', STREAM_SETTINGS_DEFAULT.perAccount, 1, 1000),
    perAddress: readInteger('PORTAL_STREAMS_PER_ADDRESS', STREAM_SETTINGS_DEFAULT.perAddress, 1, 100_000),
  },
  shutdownWaitSeconds: readInteger('PORTAL_SHUTDOWN_WAIT', SHUTDOWN_WAIT_DEFAULT_SECONDS, 0, 3600),
  distDir,
  base,
  // Published and withdrawn items update the served site (README, Deploy: publishing).
  publishing: {
    cache: publishCache(process.env['PORTAL_PRECOMPRESS_CACHE'], defaultCacheDir()),
    manifests: {
      dir: join(process.env['PORTAL_PUBLISH_DIR'] || './data/publish', 'manifests'),
      keep: readInteger('PORTAL_PUBLISH_MANIFESTS', 1000, 1, 1_000_000),
      hook: process.env['PORTAL_PUBLISH_HOOK']?.trim() || undefined,
      hookTimeoutMs: readInteger('PORTAL_PUBLISH_HOOK_TIMEOUT', 30, 1, 3600) * 1000,
    },
  },
}).catch(fail);

const server = await started;
const siteUrl = `${server.url}${base.startsWith('/') ? base : `/${base}`}`;
console.log(`物流信息门户已启动 / portal listening on ${siteUrl}`);
if (demo) for (const line of demoStartLines(siteUrl)) console.log(line);
console.log(`[server] 数据库 / database: ${server.store.location}`);
