import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { openDatabase, type Database } from './store/sqlite/db.ts';
import { sqliteStore } from './store/sqlite/sqlite-store.ts';
import type { Store } from './store/store.ts';
import { openPostgres } from './store/postgres/open-postgres.ts';
import { createApiApp } from './http/app.ts';
import { itemExists } from './queries/details.ts';
import { createSiteApp } from './site/site.ts';
import { pruneTasks, reminderTasks, startMaintenance } from './domain/maintenance.ts';
import { autoReceiveTask } from './domain/waybill-receipts.ts';
import { ratingReleaseTask } from './domain/ratings.ts';
import { scheduleTask } from './domain/schedules.ts';
import { PasswordHashing, type HashFunctions } from './domain/password-hashing.ts';
import { seedDatabase, seedDay, type SeedOptions } from './seed/index.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import { createSitePublisher, type PublisherOptions } from './site/publishing/publisher.ts';
import { precompressCacheIn } from '../integrations/precompress.ts';
import { noSitePublisher, type SitePublisher } from './site/site-publisher.ts';
import { createUserPublisher, type UserPublisher } from './site/publishing/user-publisher.ts';
import type { ServerSettings } from './settings.ts';
import { startSitemaps, type Sitemaps } from './site/sitemap-refresh.ts';

export interface StartOptions {
  /** Everything README's Settings table names (server/settings.ts). */
  settings: ServerSettings;
  /** The built site. */
  distDir: string;
  /** Passed to the seed when the database is new (its `accounts` follows `settings.demo`). */
  seed?: SeedOptions;
  /** The one clock the server reads (domain/clock.ts; tests set their own). Default `systemClock`. */
  now?: Clock;
  /** The password-hashing queue's scrypt functions (the flood tests count and hold them). */
  hashFunctions?: HashFunctions;
  /**
   * Keep the served site (`distDir`) up to date with published and withdrawn items, with the
   * `settings.publishing` folder, hook and cache (server/site/publishing/). Absent: the server changes
   * no file (noSitePublisher).
   */
  publishing?: Pick<PublisherOptions, 'bundleDir' | 'contentTime'>;
  /**
   * Updates the static site after the desk publishes or withdraws, instead of the one `publishing`
   * makes (tests of the desk alone); default `noSitePublisher`.
   */
  sitePublisher?: SitePublisher;
}

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
  /** Keeps the pages of offers and posts up to date (`publishing`); absent without it. */
  userPublisher: UserPublisher | undefined;
  /** sitemap.xml and robots.txt of the served site, kept current (`publishing`); null without it. */
  sitemaps: Sitemaps | null;
  close(): Promise<void>;
}

/**
 * Opens (and, when allowed, creates and seeds) the database, prunes expired rows now and on a
 * schedule, and serves the site and the API on one port.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { settings } = options;
  // Accounts (the demo ones) only in demo mode: docs/decisions.md, "Accounts". The seed writes
  // a new SQLite database directly (server/seed/), before the store serves anything; a new
  // PostgreSQL database gets the same rows copied from it.
  const now = options.now ?? systemClock;
  const seed: SeedOptions = { now: seedDay(now()), ...options.seed, accounts: settings.demo };
  // Outside demo mode a missing database is refused, never silently made anew (README, Settings).
  const create = settings.createDatabase || settings.demo;
  let db: Database | undefined;
  let store: Store;
  if (settings.databaseUrl) {
    store = (
      await openPostgres(settings.databaseUrl, {
        ...(create ? { seedWith: (fresh: Database) => seedDatabase(fresh, seed) } : {}),
        pool: settings.databasePool,
      })
    ).store;
  } else {
    const opened = openDatabase(settings.dbPath, { create });
    db = opened.db;
    const sqlite = sqliteStore(db);
    sqlite.checkpointBeside(settings.sqliteCheckpointMs);
    store = sqlite;
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
      intervalMs: settings.maintenanceIntervalSeconds * 1000,
      tasks: [
        ...pruneTasks(settings.loginThrottle.windowSeconds, settings.userPages.keepSeconds),
        ...reminderTasks,
        autoReceiveTask(settings.waybillAutoReceiveHours),
        ratingReleaseTask(settings.ratings.blindDays),
      ],
      now,
    });
  } catch (error) {
    await store.close();
    throw error;
  }

  const { distDir } = options;
  const { base } = settings;
  // sitemap.xml and robots.txt, where the server keeps the served site current (server/site/sitemap-refresh.ts);
  // the publisher may mark them due after a change (`sitemaps.sitemapsDue()`).
  const sitemaps = options.publishing
    ? startSitemaps(store, { distDir, base, ...settings.sitemaps, now })
    : null;
  let sitePublisher: SitePublisher = options.sitePublisher ?? noSitePublisher(now);
  let userPublisher: UserPublisher | undefined;
  if (options.publishing && !options.sitePublisher) {
    const { dir, precompressCache, ...manifests } = settings.publishing;
    const shared = {
      cache: precompressCacheIn(precompressCache),
      manifests: { ...manifests, dir: join(dir, 'manifests') },
      distDir,
      dbPath: settings.dbPath,
      ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
      ...(options.publishing.bundleDir ? { bundleDir: options.publishing.bundleDir } : {}),
      db: store,
      base,
      now,
    };
    const publisher = createSitePublisher({ ...options.publishing, ...shared });
    if (!publisher.ready())
      console.warn(
        `[server] ${distDir} 没有可用的渲染包，发布的内容不会更新静态页面 / no render bundle for ${distDir}: run npm run build`,
      );
    sitePublisher = publisher;
    userPublisher = createUserPublisher({
      ...shared,
      settings: settings.userPages,
      afterBatch: () => sitemaps?.sitemapsDue(),
    });
    await userPublisher.start();
  }

  // Scheduled publications and withdrawals: those missed while no server ran are done now, before the
  // server answers, then each at its minute (domain/schedules.ts).
  let schedules: { stop(): void };
  try {
    schedules = await startMaintenance(store, {
      intervalMs: settings.scheduleIntervalSeconds * 1000,
      tasks: [scheduleTask(sitePublisher)],
      now,
    });
  } catch (error) {
    maintenance.stop();
    await userPublisher?.close();
    await sitemaps?.stop();
    await store.close();
    throw error;
  }

  const hashing = new PasswordHashing(settings.hashing, options.hashFunctions);
  const api = createApiApp({
    db: store,
    settings,
    now,
    passwordHashing: hashing,
    sitePublisher,
  });
  const app = createSiteApp({
    api,
    distDir,
    base,
    itemExists: (kind, id) => itemExists(store, kind, id),
    ...(userPublisher ? { renderOnDemand: userPublisher.renderOnDemand } : {}),
  });
  const { host } = settings;

  const requests = countRequests(app.fetch);
  let server: Server;
  const port = await new Promise<number>((resolve, reject) => {
    server = serve({ fetch: requests.fetch, port: settings.port, hostname: host }, (info: AddressInfo) =>
      resolve(info.port),
    ) as Server;
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    maintenance.stop();
    schedules.stop();
    await sitemaps?.stop();
    await store.close();
    throw error;
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      // Keep-alive connections would hold close() open; idle ones go now, busy ones get a moment.
      const force = setTimeout(() => server.closeAllConnections(), 2000);
      maintenance.stop();
      schedules.stop();
      const publishing = userPublisher?.close();
      server.close(() => {
        clearTimeout(force);
        // The connections are gone; requests whose clients left may still be writing.
        const wait = settings.shutdownWaitSeconds * 1000;
        void requests
          .idle(wait)
          .then(() => publishing)
          .then(() => sitemaps?.stop())
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
    userPublisher,
    sitemaps,
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
