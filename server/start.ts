import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openDatabase, type Database } from './store/sqlite/db.ts';
import { sqliteStore } from './store/sqlite/sqlite-store.ts';
import type { Store } from './store/store.ts';
import { openPostgres } from './store/postgres/open-postgres.ts';
import { createApiApp } from './http/app.ts';
import { itemExists } from './queries/details.ts';
import { createSiteApp } from './site/site.ts';
import { MAINTENANCE_INTERVAL_DEFAULT_SECONDS, pruneTasks, startMaintenance } from './domain/maintenance.ts';
import { LOGIN_THROTTLE_DEFAULTS, type LoginThrottleSettings } from './limits/login-throttle.ts';
import { PasswordHashing, type PasswordHashingOptions } from './domain/password-hashing.ts';
import { seedDatabase, seedDay, type SeedOptions } from './seed/index.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import type { SmsLimits } from './limits/sms-limits.ts';
import type { SmsChallengeSettings } from './limits/sms-challenge.ts';
import { createSitePublisher, type PublisherOptions } from './site/publishing/publisher.ts';
import { noSitePublisher, type SitePublisher } from './site/site-publisher.ts';
import type { EditTimes } from './domain/edit-window.ts';
import type { StreamSettings } from './http/notice-stream.ts';

export interface StartOptions {
  /** 0 picks a free port. Default 4321. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The SQLite file (unused when `databaseUrl` is set). */
  dbPath: string;
  /**
   * A PostgreSQL database (`postgres://…`, PORTAL_DATABASE_URL) to run on instead of the SQLite file
   * (store/open-postgres.ts); unset, the embedded SQLite database.
   */
  databaseUrl?: string;
  /** Connections to PostgreSQL (PORTAL_DATABASE_POOL). Default 10. */
  databasePool?: number;
  /**
   * Create and seed the database when the file is missing (or holds no portal tables). Default
   * false: a missing database is refused with a message naming the file (PORTAL_CREATE_DB).
   */
  createDatabase?: boolean;
  /** Token lifetime in seconds. Default 7200. */
  tokenTtlSeconds?: number;
  /** When true the development SMS outbox is readable, and a new database gets the demo accounts. */
  demo?: boolean;
  /** Posts and replies one account may make per minute. Default 5 (limits/rates.ts). */
  postRatePerMinute?: number;
  /** Shipments one account may create per minute. Default 10 (limits/rates.ts). */
  deliveryRatePerMinute?: number;
  /** Reports one account may make per hour. Default 10 (limits/rates.ts). */
  reportRatePerHour?: number;
  /** Offers one account may publish per hour. Default 20 (limits/rates.ts). */
  offerRatePerHour?: number;
  memberRatePerHour?: number;
  /** Offers' phones one account may be shown per day. Default 30 (resources/offer-contacts.ts). */
  contactRevealsPerDay?: number;
  /** How many days ahead an offer's or a shipment's loading day may be. Default 90 (rules/delivery.ts). */
  loadingHorizonDays?: number;
  /** Seconds between two runs of the pruning of expired rows (maintenance.ts). Default 600. */
  maintenanceIntervalSeconds?: number;
  /** Proxies believed when they name the visitor's address (client-address.ts). Default none. */
  trustedProxies?: readonly string[];
  /** SMS send limits and wrong-guess budgets (sms-limits.ts); defaults for those left out. */
  smsLimits?: Partial<SmsLimits>;
  /** The proof of work before any SMS (sms-challenge.ts); defaults for those left out. */
  smsChallenge?: Partial<SmsChallengeSettings>;
  /** The one clock the server reads (domain/clock.ts; tests set their own). Default `systemClock`. */
  now?: Clock;
  /** Grace period and edit window of posts and replies (PORTAL_EDIT_*; edit-window.ts). */
  edits?: Partial<EditTimes>;
  /** The login throttle's numbers (PORTAL_LOGIN_*); each defaults to LOGIN_THROTTLE_DEFAULTS. */
  loginThrottle?: Partial<LoginThrottleSettings>;
  /** The password-hashing queue's bounds (PORTAL_HASH_*); `functions` only for tests. */
  hashing?: PasswordHashingOptions;
  /** The built site. Default `dist`. */
  distDir?: string;
  /** Base path the site is served under. Default `/`. */
  base?: string;
  /** Passed to the seed when the database is new (its `accounts` follows `demo`). */
  seed?: SeedOptions;
  /**
   * Keep the served site (`distDir`) up to date with published and withdrawn items
   * (server/site/publishing/; PORTAL_PUBLISH_*). Absent: the server changes no file (noSitePublisher).
   */
  publishing?: Pick<PublisherOptions, 'cache' | 'manifests' | 'bundleDir' | 'contentTime'>;
  /**
   * Updates the static site after the desk publishes or withdraws, instead of the one `publishing`
   * makes (tests of the desk alone); default `noSitePublisher`.
   */
  sitePublisher?: SitePublisher;
  /** Revisions and actions a desk item answers with (PORTAL_DESK_HISTORY). Default 100. */
  deskHistoryLimit?: number;
  /** Lanes one account may follow (PORTAL_SUBSCRIPTION_LIMIT). Default 20. */
  subscriptionLimit?: number;
  /** The notice stream's times and caps (PORTAL_STREAM_*, PORTAL_STREAMS_*; notice-stream.ts). */
  stream?: Partial<StreamSettings>;
  /**
   * How long a stop waits for the requests already taken to finish before it closes the database
   * (PORTAL_SHUTDOWN_WAIT, in seconds). Default SHUTDOWN_WAIT_DEFAULT_SECONDS.
   */
  shutdownWaitSeconds?: number;
}

/** Seconds a stop waits for requests in progress (well inside systemd's 90 s before it kills). */
export const SHUTDOWN_WAIT_DEFAULT_SECONDS = 30;

/**
 * Counts the requests whose handler has not answered yet. A client that goes away does not stop its
 * handler (a write it started still runs), so a stop waits for this count, not for the connections.
 */
function countRequests<Args extends unknown[]>(
  fetch: (request: Request, ...rest: Args) => Response | Promise<Response>,
) {
  let running = 0;
  const waiting = new Set<() => void>();
  return {
    fetch: async (request: Request, ...rest: Args): Promise<Response> => {
      running += 1;
      try {
        return await fetch(request, ...rest);
      } finally {
        running -= 1;
        if (running === 0) for (const wake of waiting) wake();
      }
    },
    /** Resolves once no handler is running, or after `ms` whatever is left. */
    idle(ms: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiting.add(done);
      });
    },
  };
}

export interface RunningServer {
  url: string;
  port: number;
  /** The store every request reads and writes through. */
  store: Store;
  /**
   * The SQLite database under `store`, for tests that look at rows directly. On PostgreSQL there is
   * none: any use of it throws, naming `store` instead.
   */
  db: Database;
  /** The server's password-hashing queue (its counters show how many hashes ran). */
  hashing: PasswordHashing;
  /** Brings the served site up to date after a publish or a withdrawal (`publishing`). */
  sitePublisher: SitePublisher;
  close(): Promise<void>;
}

/**
 * Opens (and, when allowed, creates and seeds) the database, prunes expired rows now and on a
 * schedule, and serves the site and the API on one port.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  // Accounts (the demo ones) only in demo mode: docs/decisions.md, "Accounts". The seed writes
  // a new SQLite database directly (server/seed/), before the store serves anything; a new
  // PostgreSQL database gets the same rows copied from it.
  const now = options.now ?? systemClock;
  const seed: SeedOptions = { now: seedDay(now()), ...options.seed, accounts: options.demo === true };
  let db: Database | undefined;
  let store: Store;
  if (options.databaseUrl) {
    store = (
      await openPostgres(options.databaseUrl, {
        ...(options.createDatabase ? { seedWith: (fresh: Database) => seedDatabase(fresh, seed) } : {}),
        ...(options.databasePool === undefined ? {} : { pool: options.databasePool }),
      })
    ).store;
  } else {
    const opened = openDatabase(options.dbPath, { create: options.createDatabase ?? false });
    db = opened.db;
    store = sqliteStore(db);
    try {
      if (opened.created) seedDatabase(db, seed);
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  let maintenance: { stop(): void };
  try {
    maintenance = await startMaintenance(store, {
      intervalMs: (options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_DEFAULT_SECONDS) * 1000,
      tasks: pruneTasks(options.loginThrottle?.windowSeconds ?? LOGIN_THROTTLE_DEFAULTS.windowSeconds),
      now,
    });
  } catch (error) {
    await store.close();
    throw error;
  }

  const distDir = options.distDir ?? 'dist';
  const base = options.base ?? '/';
  let sitePublisher: SitePublisher = options.sitePublisher ?? noSitePublisher(now);
  if (options.publishing && !options.sitePublisher) {
    const publisher = createSitePublisher({
      ...options.publishing,
      distDir,
      dbPath: options.dbPath,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      db: store,
      base,
      now,
    });
    if (!publisher.ready())
      console.warn(
        `[server] ${distDir} 没有可用的渲染包，发布的内容不会更新静态页面 / no render bundle for ${distDir}: run npm run build`,
      );
    sitePublisher = publisher;
  }

  const hashing = new PasswordHashing(options.hashing);
  const api = createApiApp({
    db: store,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 7200,
    demo: options.demo ?? false,
    ...(options.postRatePerMinute === undefined ? {} : { postRatePerMinute: options.postRatePerMinute }),
    ...(options.deliveryRatePerMinute === undefined
      ? {}
      : { deliveryRatePerMinute: options.deliveryRatePerMinute }),
    ...(options.reportRatePerHour === undefined ? {} : { reportRatePerHour: options.reportRatePerHour }),
    ...(options.offerRatePerHour === undefined ? {} : { offerRatePerHour: options.offerRatePerHour }),
    ...(options.memberRatePerHour === undefined ? {} : { memberRatePerHour: options.memberRatePerHour }),
    ...(options.contactRevealsPerDay === undefined
      ? {}
      : { contactRevealsPerDay: options.contactRevealsPerDay }),
    ...(options.loadingHorizonDays === undefined ? {} : { loadingHorizonDays: options.loadingHorizonDays }),
    ...(options.trustedProxies === undefined ? {} : { trustedProxies: options.trustedProxies }),
    ...(options.smsLimits === undefined ? {} : { smsLimits: options.smsLimits }),
    ...(options.smsChallenge === undefined ? {} : { smsChallenge: options.smsChallenge }),
    now,
    ...(options.loginThrottle === undefined ? {} : { loginThrottle: options.loginThrottle }),
    ...(options.edits === undefined ? {} : { edits: options.edits }),
    passwordHashing: hashing,
    sitePublisher,
    ...(options.deskHistoryLimit === undefined ? {} : { deskHistoryLimit: options.deskHistoryLimit }),
    ...(options.subscriptionLimit === undefined ? {} : { subscriptionLimit: options.subscriptionLimit }),
    ...(options.stream === undefined ? {} : { stream: options.stream }),
  });
  const app = createSiteApp({
    api,
    distDir,
    base,
    itemExists: (kind, id) => itemExists(store, kind, id),
  });
  const host = options.host ?? '127.0.0.1';

  const requests = countRequests(app.fetch);
  let server: Server;
  const port = await new Promise<number>((resolve, reject) => {
    server = serve(
      { fetch: requests.fetch, port: options.port ?? 4321, hostname: host },
      (info: AddressInfo) => resolve(info.port),
    ) as Server;
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    maintenance.stop();
    await store.close();
    throw error;
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      // Keep-alive connections would hold close() open; idle ones go now, busy ones get a moment.
      const force = setTimeout(() => server.closeAllConnections(), 2000);
      maintenance.stop();
      server.close(() => {
        clearTimeout(force);
        // The connections are gone; requests whose clients left may still be writing.
        const wait = (options.shutdownWaitSeconds ?? SHUTDOWN_WAIT_DEFAULT_SECONDS) * 1000;
        void requests
          .idle(wait)
          .then(() => store.close())
          .then(resolve);
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    store,
    db: db ?? noSqliteDatabase(store.location),
    hashing,
    sitePublisher,
    close,
  };
}

/** Stands for the SQLite database on a server that runs on PostgreSQL: every use says what to use instead. */
function noSqliteDatabase(location: string): Database {
  return new Proxy({} as Database, {
    get(_target, property) {
      throw new Error(
        `The server runs on PostgreSQL (${location}), not SQLite: read and write through \`store\` (db.${String(property)} was used).`,
      );
    },
  });
}
