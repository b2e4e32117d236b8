/**
 * Starts the reference server in-process on a temporary database and a free port, for tests that talk
 * to it over real HTTP. Every server started here must be closed by the test (`afterAll(close)`).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '../../../src/lib/shared/contract.ts';
import type { Database } from '../../../server/store/sqlite/db.ts';
import type { Store } from '../../../server/store/store.ts';
import type { HashFunctions, PasswordHashing } from '../../../server/domain/password-hashing.ts';
import type { SeedOptions } from '../../../server/seed/index.ts';
import type { SitePublisher } from '../../../server/site/site-publisher.ts';
import { settingsFor, type SettingsChanges } from '../../../server/settings.ts';
import { hashPasswordSync } from '../../../server/domain/passwords.ts';
import { startServer } from '../../../server/start.ts';
import { inject } from 'vitest';
import { dropPostgresDatabase, postgresDatabase, testStore } from '../helpers/postgres-suite.ts';

export const API_BASE = '/logistics/api';
export const DEMO_ACCOUNT = 'demo';
export const DEMO_PASSWORD = 'demo123456';
export const DEMO_MOBILE = '13800138000';

/** A small database keeps each start fast; pass `seed` for more rows (e.g. to page through). */
export const SMALL_SEED: SeedOptions = {
  users: 6,
  logisticsInfo: 30,
  policies: 15,
  announcements: 10,
  enterprises: 5,
  routes: 12,
  circles: 3,
  posts: 20,
  replies: 60,
};

/**
 * Settings to change from the defaults (server/settings.ts), and what only tests bring. Unchanged, a
 * test server differs from the defaults only where TEST_SETTINGS says; a group the test changes
 * starts from the defaults again (but for the SMS challenge's small number).
 */
export interface TestServerOptions extends SettingsChanges {
  /** Reuse a database file (e.g. to test a restart; the caller removes it); default a new temporary file. */
  dbPath?: string;
  /** Default SMALL_SEED. */
  seed?: SeedOptions;
  /** Default an empty site. */
  distDir?: string;
  /** The clock of the SMS limits and of the community's edit times. Default `Date.now`. */
  now?: () => number;
  /** The password-hashing queue's scrypt functions (the flood tests hold them). */
  hashFunctions?: HashFunctions;
  /** What publish and withdraw call after their change is saved. Default `noSitePublisher`. */
  sitePublisher?: SitePublisher;
}

/**
 * Where a test server differs from the defaults. Demo mode: outbox readable, demo accounts seeded.
 * Posts, shipments and offers at 1000 a minute or hour: the tests of other behaviour write far faster
 * than a person; the rate tests pass the production number. The SMS challenge's largest number 1000,
 * so that the many tests asking for codes solve it at once (the challenge's own tests pass the
 * production difficulty). The login throttle's per-address and spraying limits at 1000, since every
 * test signs in from 127.0.0.1 with many accounts (the throttle tests pass the defaults).
 */
const TEST_SETTINGS: SettingsChanges = {
  port: 0,
  host: '127.0.0.1',
  createDatabase: true,
  demo: true,
  postRatePerMinute: 1000,
  deliveryRatePerMinute: 1000,
  offerRatePerHour: 1000,
  smsChallenge: { maxNumber: 1000 },
  loginThrottle: { addressFreeFailures: 1000, sprayAccounts: 1000 },
};

export interface ApiOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is (with a JSON content type unless `headers` says otherwise); wins over `body`. */
  rawBody?: string;
}

export interface ApiAnswer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface TestServer {
  url: string;
  /** The store the server reads and writes through (for calling server functions directly). */
  store: Store;
  /** The SQLite database under it, for looking at rows directly. */
  db: Database;
  dbPath: string;
  /** The server's password-hashing queue, whose counters tell how many hashes ran. */
  hashing: PasswordHashing;
  /** `path` is relative to /logistics/api, e.g. `/auth/login`. The answer must be an envelope. */
  api<T = unknown>(method: string, path: string, options?: ApiOptions): Promise<ApiAnswer<T>>;
  /**
   * How a command finds this server's database, as an operator sets it: `PORTAL_DB`, or on the
   * PostgreSQL run `PORTAL_DATABASE_URL`.
   */
  databaseEnv: Record<string, string>;
  /** Logs in (demo by default) and returns the token. */
  login(account?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-test-'));
  const dbPath = options.dbPath ?? join(directory, 'portal.db');
  // An empty site unless the test brings one: keeps the database file out of the served folder.
  const emptyDist = join(directory, 'dist');
  await mkdir(emptyDist);
  const { seed = SMALL_SEED, distDir = emptyDist, now, hashFunctions, sitePublisher, ...changes } = options;
  // A group the test gives replaces the test's change of it, but the challenge keeps its small number.
  const settings = settingsFor({
    ...TEST_SETTINGS,
    ...changes,
    smsChallenge: { ...TEST_SETTINGS.smsChallenge, ...changes.smsChallenge },
  });
  const databaseUrl =
    testStore() === 'postgres'
      ? await postgresDatabaseFor(dbPath, { ...seed, accounts: settings.demo })
      : undefined;
  const server = await startServer({
    settings: { ...settings, dbPath, ...(databaseUrl ? { databaseUrl, databasePool: 4 } : {}) },
    distDir,
    seed,
    ...(now ? { now } : {}),
    ...(hashFunctions ? { hashFunctions } : {}),
    ...(sitePublisher ? { sitePublisher } : {}),
  });

  async function api<T = unknown>(
    method: string,
    path: string,
    request: ApiOptions = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (request.rawBody !== undefined) body = request.rawBody;
    else if (request.body !== undefined) body = JSON.stringify(request.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.token !== undefined) headers['Authentication'] = request.token;
    Object.assign(headers, request.headers);
    const response = await fetch(`${server.url}${API_BASE}${path}`, { method, headers, body: body ?? null });
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(
        `${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function login(account = DEMO_ACCOUNT, password = DEMO_PASSWORD): Promise<string> {
    const answer = await api<{ token: string }>('POST', '/auth/login', { body: { account, password } });
    if (!answer.body.success) throw new Error(`login as ${account} failed: ${answer.body.errorMsg}`);
    return answer.body.data.token;
  }

  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    await server.close();
    await rm(directory, { recursive: true, force: true });
    // A database of the test's own (no `dbPath` given to restart on) goes with its folder.
    const url = testStore() === 'postgres' && !options.dbPath ? postgresDatabases.get(dbPath) : undefined;
    if (url) {
      postgresDatabases.delete(dbPath);
      await dropPostgresDatabase(inject('postgresAdminUrl'), await url);
    }
  }

  return {
    url: server.url,
    store: server.store,
    db: server.db,
    dbPath,
    hashing: server.hashing,
    databaseEnv: databaseUrl ? { PORTAL_DATABASE_URL: databaseUrl } : { PORTAL_DB: dbPath },
    api,
    login,
    close,
  };
}

/**
 * On PostgreSQL (the suite's second run), the database a test's `dbPath` stands for: a new one per
 * path, the same one again when a test restarts a server on the same path.
 */
const postgresDatabases = new Map<string, Promise<string>>();
function postgresDatabaseFor(dbPath: string, seed: SeedOptions): Promise<string> {
  let url = postgresDatabases.get(dbPath);
  if (!url) {
    url = postgresDatabase(inject('postgresAdminUrl'), seed);
    postgresDatabases.set(dbPath, url);
  }
  return url;
}

export interface NewUser {
  account: string;
  password: string;
  mobile: string;
  nickname?: string;
}

/** Adds a user straight to the database (for tests that must not disturb the demo account); returns its id. */
export function addUser(db: Database, user: NewUser): number {
  const result = db
    .prepare(
      'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(
      user.account,
      hashPasswordSync(user.password),
      user.nickname ?? user.account,
      user.mobile,
      new Date().toISOString(),
    );
  return Number(result.lastInsertRowid);
}
