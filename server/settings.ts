/**
 * The server's settings, one row each: its environment variable, its default as README's Settings
 * table writes it, how its text is read, and what it means. `main.ts` reads them from the environment
 * (readSettings); tests and the build start from the same defaults (settingsFor). No other module
 * keeps a default of its own.
 */
import { resolve } from 'node:path';
import { parseTrustedProxies } from './http/client-address.ts';
import { LOADING_HORIZON_DAYS_DEFAULT } from '../src/lib/shared/rules/delivery.ts';
import { FAVORITE_LIMIT_DEFAULT, SUBSCRIPTION_LIMIT_DEFAULT } from '../src/lib/shared/contract.ts';

export interface Setting<T> {
  /** The environment variable. */
  readonly env: string;
  /** The default as the variable would be written; undefined: unset. */
  readonly default: string | undefined;
  /** One line: what it decides. README's Settings table says more. */
  readonly meaning: string;
  /** The value from the variable's text (or the default's); throws a SettingError naming the variable. */
  read(raw: string | undefined): T;
}

/** A value that stops the start: its message names the variable and what is expected. */
export class SettingError extends Error {}

/** Whether the URL names a PostgreSQL database (`postgres://` or `postgresql://`). */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url.trim());

/** Text that may be unset. */
const optional = (env: string, meaning: string): Setting<string | undefined> => ({
  env,
  default: undefined,
  meaning,
  read: (raw) => raw,
});

/** A path or an address that always has a value: its default when unset. */
const word = (env: string, fallback: string, meaning: string): Setting<string> => ({
  env,
  default: fallback,
  meaning,
  read: (raw) => raw ?? fallback,
});

/** On when the variable is `1`; anything else is off. */
const flag = (env: string, meaning: string): Setting<boolean> => ({
  env,
  default: undefined,
  meaning,
  read: (raw) => raw === '1',
});

/** An integer within `range` (both ends allowed), times `unit` (1000 turns seconds into milliseconds). */
function integer(
  env: string,
  fallback: number,
  [min, max]: readonly [number, number],
  meaning: string,
  unit = 1,
): Setting<number> {
  return {
    env,
    default: String(fallback),
    meaning,
    read(raw) {
      const value = Number(raw ?? fallback);
      if (!Number.isInteger(value) || value < min || value > max)
        throw new SettingError(`${env}=${raw} 无效 / invalid: expected an integer from ${min} to ${max}`);
      return value * unit;
    },
  };
}

const HOUR = 3600;
const DAY = 24 * HOUR;
/** The range of a limit per account, address or portal. */
const COUNT = [1, 1_000_000] as const;

/** The table. Groups are the objects the modules take (sms-limits.ts, login-throttle.ts, notice-stream.ts…). */
export const SETTINGS = {
  port: integer('PORT', 4321, [0, 65535], 'port of the server (site + API); 0 picks a free one'),
  host: word('HOST', '127.0.0.1', 'address to listen on'),
  dbPath: word('PORTAL_DB', './data/portal.db', 'the SQLite file'),
  createDatabase: flag('PORTAL_CREATE_DB', 'create and seed a missing database (demo mode always may)'),
  databaseUrl: {
    env: 'PORTAL_DATABASE_URL',
    default: undefined,
    meaning: 'a PostgreSQL database to run on instead of PORTAL_DB',
    read(raw) {
      if (raw !== undefined && !isPostgresUrl(raw))
        throw new SettingError(
          'PORTAL_DATABASE_URL 须以 postgres:// 或 postgresql:// 开头（例如 postgres://portal@db.internal:5432/portal） / must be a postgres:// URL',
        );
      return raw;
    },
  } satisfies Setting<string | undefined>,
  databasePool: integer('PORTAL_DATABASE_POOL', 10, [1, 1000], 'connections to PostgreSQL'),
  sqliteCheckpointMs: integer(
    'PORTAL_SQLITE_CHECKPOINT_MS',
    1000,
    [50, 60_000],
    "ms between checkpoints of SQLite's log, on a thread of their own",
  ),
  tokenTtlSeconds: integer('PORTAL_TOKEN_TTL', 7200, [1, 365 * DAY], 'login token lifetime, seconds'),
  postRatePerMinute: integer('PORTAL_POST_RATE', 5, COUNT, 'posts, replies, edits per account a minute'),
  deliveryRatePerMinute: integer('PORTAL_DELIVERY_RATE', 10, COUNT, 'shipments per account a minute'),
  reportRatePerHour: integer('PORTAL_REPORT_RATE', 10, COUNT, 'reports per account an hour'),
  complaintRatePerHour: integer(
    'PORTAL_COMPLAINT_RATE',
    10,
    COUNT,
    "complaints and complaints' statements per account an hour",
  ),
  contactRevealsPerDay: integer('PORTAL_CONTACT_REVEALS', 30, COUNT, "offers' phones per account a day"),
  offerRatePerHour: integer('PORTAL_OFFER_RATE', 20, COUNT, 'offers published per account an hour'),
  loadingHorizonDays: integer(
    'PORTAL_LOADING_HORIZON',
    LOADING_HORIZON_DAYS_DEFAULT,
    [1, 3650],
    'days ahead a loading day may be',
  ),
  memberRatePerHour: integer('PORTAL_MEMBER_RATE', 30, COUNT, 'desk saves per enterprise member an hour'),
  edits: {
    graceSeconds: integer('PORTAL_EDIT_GRACE', 300, [0, DAY], 'seconds an edit replaces quietly'),
    windowSeconds: integer('PORTAL_EDIT_WINDOW', DAY, [0, 365 * DAY], 'seconds an author may edit'),
  },
  waybillAutoReceiveHours: integer(
    'PORTAL_WAYBILL_AUTO_RECEIVE_HOURS',
    72,
    [1, 365 * 24],
    'hours after 已送达 a waybill becomes 已签收 by itself',
  ),
  ratings: {
    windowDays: integer(
      'PORTAL_RATING_WINDOW_DAYS',
      15,
      [1, 365],
      'days after 已签收 or a cancellation a party may rate',
    ),
    blindDays: integer(
      'PORTAL_RATING_BLIND_DAYS',
      7,
      [1, 60],
      'days a rating stays hidden unless both rated',
    ),
  },
  complaintAcceptHours: integer(
    'PORTAL_COMPLAINT_ACCEPT_HOURS',
    24,
    [1, 30 * 24],
    'hours an editor has to accept (受理) a complaint before it is overdue',
  ),
  complaintWindowDays: integer(
    'PORTAL_COMPLAINT_WINDOW_DAYS',
    30,
    [1, 3650],
    'days after 已签收 or 已取消 a party may still complain about a waybill',
  ),
  scheduleIntervalSeconds: integer(
    'PORTAL_SCHEDULE_INTERVAL',
    20,
    [1, 60],
    'seconds between looks for scheduled publications and withdrawals that are due',
  ),
  priceMinSamples: integer(
    'PORTAL_PRICE_MIN_SAMPLES',
    5,
    [1, 1000],
    'fewest prices behind a figure of 运价参考 (GET /prices)',
  ),
  maintenanceIntervalSeconds: integer(
    'PORTAL_MAINTENANCE_INTERVAL',
    600,
    [10, DAY],
    'seconds between prunings',
  ),
  // A mobile gets at most 5 codes an hour and 10 a day from one place (what SMS providers in China
  // allow by default), one address asks for 20 an hour and 50 a day (an office behind one address), and
  // strangers need two addresses or more to hold an owner out at all (all-address limits are twice the
  // one-address ones).
  smsLimits: {
    mobileHourly: integer('PORTAL_SMS_MOBILE_HOURLY', 5, COUNT, 'codes to a mobile from an address an hour'),
    mobileDaily: integer('PORTAL_SMS_MOBILE_DAILY', 10, COUNT, '… in 24 hours'),
    mobileAllHourly: integer('PORTAL_SMS_MOBILE_ALL_HOURLY', 10, COUNT, 'codes to a mobile in all an hour'),
    addressHourly: integer('PORTAL_SMS_ADDRESS_HOURLY', 20, COUNT, 'codes an address asks for an hour'),
    addressDaily: integer('PORTAL_SMS_ADDRESS_DAILY', 50, COUNT, '… in 24 hours'),
    totalHourly: integer('PORTAL_SMS_TOTAL_HOURLY', 500, COUNT, 'codes the portal sends an hour'),
    totalDaily: integer('PORTAL_SMS_TOTAL_DAILY', 3000, COUNT, '… in 24 hours'),
    guessesDaily: integer('PORTAL_SMS_GUESSES_DAILY', 10, COUNT, 'wrong codes, a mobile and address, 24 h'),
    guessesAllHourly: integer('PORTAL_SMS_GUESSES_ALL_HOURLY', 20, COUNT, 'wrong codes for a mobile an hour'),
  },
  // 100,000: in Chromium on this project's loaded 2-core machine about 0.25 s on average and at most
  // about 1.3 s (README, "SMS challenge"); a script pays the same for every code it asks for. Five
  // minutes to solve and use it.
  smsChallenge: {
    maxNumber: integer('PORTAL_SMS_CHALLENGE_MAX', 100_000, [1, 100_000_000], "the proof of work's size"),
    ttlSeconds: integer('PORTAL_SMS_CHALLENGE_TTL', 300, [30, HOUR], 'seconds a challenge stays good'),
    key: optional('PORTAL_SMS_CHALLENGE_KEY', "the challenge's HMAC key; unset: one kept in the database"),
  },
  demo: flag('PORTAL_DEMO', 'demo mode: SMS outbox readable, demo accounts; off in production'),
  base: word('PORTAL_BASE', '/', 'base path the site was built for and is served under'),
  trustedProxies: {
    env: 'PORTAL_TRUSTED_PROXIES',
    default: undefined,
    meaning: 'proxies whose X-Forwarded-For names the visitor',
    read(raw) {
      try {
        return parseTrustedProxies(raw);
      } catch (error) {
        throw new SettingError(error instanceof Error ? error.message : String(error));
      }
    },
  } satisfies Setting<readonly string[]>,
  loginThrottle: {
    windowSeconds: integer('PORTAL_LOGIN_WINDOW', HOUR, [60, 7 * DAY], 'seconds a wrong password counts'),
    accountFreeFailures: integer('PORTAL_LOGIN_ACCOUNT_FREE', 5, [1, 1000], 'free failures per account'),
    accountMaxDelaySeconds: integer('PORTAL_LOGIN_ACCOUNT_MAX_DELAY', 60, [1, HOUR], 'longest wait, account'),
    addressFreeFailures: integer('PORTAL_LOGIN_ADDRESS_FREE', 20, [1, 100_000], 'free failures per address'),
    addressMaxDelaySeconds: integer('PORTAL_LOGIN_ADDRESS_MAX_DELAY', 300, [1, DAY], 'longest wait, address'),
    sprayAccounts: integer(
      'PORTAL_LOGIN_SPRAY_ACCOUNTS',
      10,
      [1, 100_000],
      'accounts an address may fail on',
    ),
  },
  hashing: {
    concurrency: integer('PORTAL_HASH_CONCURRENCY', 2, [1, 64], 'password hashes running at once'),
    queue: integer('PORTAL_HASH_QUEUE', 32, [0, 100_000], 'password hashes waiting for a turn'),
  },
  publishing: {
    dir: word('PORTAL_PUBLISH_DIR', './data/publish', "each publish's manifest goes to its manifests/"),
    hook: optional('PORTAL_PUBLISH_HOOK', 'CDN purge after each publish: a URL or a shell command'),
    hookTimeoutMs: integer('PORTAL_PUBLISH_HOOK_TIMEOUT', 30, [1, HOUR], 'seconds the hook may take', 1000),
    keep: integer('PORTAL_PUBLISH_MANIFESTS', 1000, COUNT, 'publish manifests kept'),
    precompressCache: {
      env: 'PORTAL_PRECOMPRESS_CACHE',
      default: 'node_modules/.cache/portal-precompress',
      meaning: "compressed copies kept by content hash; 'off' for none",
      read: (raw) => (raw === undefined || raw === 'off' ? null : resolve(raw)),
    } satisfies Setting<string | null>,
  },
  // Static user content (docs/decisions.md, "Static user content"): each node reads the recorded
  // changes and renders the pages they concern into its own files.
  userPages: {
    pollMs: integer('PORTAL_SITE_POLL_MS', 500, [20, 60_000], "ms between reads of other nodes' changes"),
    coalesceMs: integer(
      'PORTAL_SITE_COALESCE_MS',
      1000,
      [0, 60_000],
      'ms at least between two renders of a page',
    ),
    countsCoalesceMs: integer(
      'PORTAL_SITE_COUNTS_COALESCE_MS',
      5000,
      [0, 600_000],
      'ms at least between two renders of a page whose only change is a count',
    ),
    queue: integer('PORTAL_SITE_QUEUE', 5000, [10, 1_000_000], 'pages waiting to be rendered at most'),
    batch: integer('PORTAL_SITE_BATCH', 50, [1, 1000], 'pages rendered in one batch'),
    workers: integer('PORTAL_RENDER_WORKERS', 2, [1, 64], 'render worker processes of a node'),
    niceness: integer(
      'PORTAL_RENDER_NICENESS',
      10,
      [0, 19],
      "niceness of the render processes above the server's",
    ),
    retryMs: integer('PORTAL_SITE_RETRY_MS', 1000, [10, 60_000], 'ms before a failed page is tried again'),
    keepSeconds: integer(
      'PORTAL_SITE_CHANGES_KEEP',
      DAY,
      [60, 365 * DAY],
      'seconds a recorded change is kept',
    ),
    sweepSeconds: integer('PORTAL_SITE_EXPIRY_SWEEP', 60, [1, DAY], "seconds between looks for offers' ends"),
    offerPageDays: integer(
      'PORTAL_OFFER_PAGE_DAYS',
      30,
      [0, 3650],
      "days an ended offer's page stays; then 410",
    ),
  },
  sitemaps: {
    origin: {
      env: 'PORTAL_PUBLIC_ORIGIN',
      default: undefined,
      meaning: "the site's public origin for sitemap.xml; unset: no sitemap",
      read(raw) {
        if (raw === undefined) return undefined;
        let url: URL | undefined;
        try {
          url = new URL(raw);
        } catch {
          url = undefined;
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
          throw new SettingError(
            `PORTAL_PUBLIC_ORIGIN=${raw} 无效 / invalid: an http(s) origin without a path, e.g. https://www.example.cn (the base path is PORTAL_BASE)`,
          );
        return url.origin;
      },
    } satisfies Setting<string | undefined>,
    intervalMs: integer(
      'PORTAL_SITEMAP_INTERVAL',
      60,
      [1, DAY],
      'seconds between checks of sitemap.xml',
      1000,
    ),
  },
  deskHistoryLimit: integer('PORTAL_DESK_HISTORY', 100, [1, 10_000], 'revisions and actions of a desk item'),
  subscriptionLimit: integer(
    'PORTAL_SUBSCRIPTION_LIMIT',
    SUBSCRIPTION_LIMIT_DEFAULT,
    [1, 1000],
    'lanes followed',
  ),
  vehicleLimit: integer('PORTAL_VEHICLE_LIMIT', 20, [1, 1000], 'vehicles per account'),
  favoriteLimit: integer(
    'PORTAL_FAVORITE_LIMIT',
    FAVORITE_LIMIT_DEFAULT,
    [1, 10_000],
    'offers kept, users kept and users blocked, each',
  ),
  stream: {
    heartbeatMs: integer(
      'PORTAL_STREAM_HEARTBEAT',
      25,
      [1, HOUR],
      'seconds of silence before a heartbeat',
      1000,
    ),
    pollMs: integer('PORTAL_STREAM_POLL', 2000, [100, 60_000], 'ms between two reads of a stream'),
    retryMs: integer('PORTAL_STREAM_RETRY', 5000, [500, 600_000], "ms the stream's retry hint asks"),
    perAccount: integer('PORTAL_STREAMS_PER_ACCOUNT', 5, [1, 1000], 'live notice streams per account'),
    perAddress: integer('PORTAL_STREAMS_PER_ADDRESS', 50, [1, 100_000], 'live notice streams per address'),
  },
  // Photos (docs/api.md, Files): 10 MB takes a phone camera's JPEG whole; 40 million pixels a 50 MP
  // camera's photo is refused, a 40 MP one is not, and a decode of that size stays near 160 MB; 2048
  // pixels on the longer edge keeps a licence's smallest print readable.
  uploads: {
    maxBytes: integer('PORTAL_UPLOAD_MAX_KB', 10_240, [1, 1_048_576], 'KB an uploaded file may be', 1024),
    maxPixels: integer('PORTAL_UPLOAD_MAX_PIXELS', 40_000_000, [1, 268_402_689], 'pixels an image may have'),
    maxEdge: integer('PORTAL_IMAGE_MAX_EDGE', 2048, [16, 16_383], 'longer edge of a stored image, pixels'),
    quota: integer('PORTAL_UPLOAD_QUOTA', 100, COUNT, 'files an account keeps'),
    // One image decoded at a time, on one thread: the other core stays with the requests (docs/decisions.md,
    // "Uploads beside the reads").
    concurrency: integer('PORTAL_IMAGE_CONCURRENCY', 1, [1, 64], 'images decoded and re-encoded at once'),
    // The image processes wait while the server's thread wants the core; 19, not the renders' 10: at
    // 10 the reads beside twenty uploads had a higher p99 (docs/decisions.md, "Uploads yield to
    // the reads").
    niceness: integer(
      'PORTAL_IMAGE_NICENESS',
      19,
      [0, 19],
      "niceness of the image processes above the server's",
    ),
  },
  // Page views (docs/api.md, Page views): a node writes its views at most every 5 s, one statement per
  // page; an address sends a view at most every half second or so on average.
  views: {
    flushMs: integer(
      'PORTAL_VIEWS_FLUSH',
      5,
      [0, HOUR],
      'seconds a node holds page views before writing them',
      1000,
    ),
    perMinute: integer('PORTAL_VIEWS_PER_MINUTE', 120, COUNT, 'page views counted per address a minute'),
  },
  // Well inside systemd's 90 s before it kills.
  shutdownWaitSeconds: integer('PORTAL_SHUTDOWN_WAIT', 30, [0, HOUR], 'seconds a stop waits for requests'),
} as const satisfies SettingsTable;

interface SettingsTable {
  readonly [key: string]: Setting<unknown> | SettingsTable;
}

type ValuesOf<Table> = {
  -readonly [Key in keyof Table]: Table[Key] extends Setting<infer Value> ? Value : ValuesOf<Table[Key]>;
};

/** Every setting's value: what `createApiApp` and `startServer` take. */
export type ServerSettings = ValuesOf<typeof SETTINGS>;

/** Settings to change from the defaults; a group may be changed in part. */
export type SettingsChanges = {
  [Key in keyof ServerSettings]?: ServerSettings[Key] extends object & { length?: never }
    ? Partial<ServerSettings[Key]>
    : ServerSettings[Key];
};

const isSetting = (entry: Setting<unknown> | SettingsTable): entry is Setting<unknown> =>
  typeof entry.read === 'function';

/** Every row of the table, in its order (README's Settings table is checked against it). */
export function settingRows(table: SettingsTable = SETTINGS): Setting<unknown>[] {
  return Object.values(table).flatMap((entry) => (isSetting(entry) ? [entry] : settingRows(entry)));
}

type Environment = Readonly<Record<string, string | undefined>>;

/** One setting from the environment: an unset or empty variable takes its default. */
export const readSetting = <T>(setting: Setting<T>, env: Environment): T =>
  setting.read(env[setting.env]?.trim() || setting.default);

function readTable(table: SettingsTable, env: Environment): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table).map(([key, entry]) => [
      key,
      isSetting(entry) ? readSetting(entry, env) : readTable(entry, env),
    ]),
  );
}

/** Every setting from the environment. Throws a SettingError naming the first value not allowed. */
export const readSettings = (env: Environment): ServerSettings => readTable(SETTINGS, env) as ServerSettings;

/** The defaults with `changes` (a group's other values stay at their defaults). */
export function settingsFor(changes: SettingsChanges = {}): ServerSettings {
  const settings = readTable(SETTINGS, {});
  for (const [key, value] of Object.entries(changes)) {
    const current = settings[key];
    settings[key] =
      typeof current === 'object' && current !== null && !Array.isArray(current) && typeof value === 'object'
        ? { ...current, ...value }
        : value;
  }
  return settings as ServerSettings;
}
