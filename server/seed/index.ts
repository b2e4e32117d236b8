/**
 * The content of a new portal database. Accounts only on request (`accounts: true`, which the server
 * passes in demo mode): without them the seed writes the content that has no author account
 * (enterprises, routes, logistics information, policies, announcements, the community's circles) and
 * no users, posts, replies, notices or login records, so a portal started outside demo mode has no
 * account its operator did not create (docs/decisions.md, "Accounts"). Deterministic: every table draws from its own seeded
 * random stream and every date is relative to `options.now` (by default the start of the day the
 * database is seeded, in China: `seedDay`), so two seeds of the same size and `now` write the same
 * rows (password hashes aside: their salts are random). Relative to the seeding day, the demo
 * portal is current whenever it is created: most offers load on that day or later.
 * Each table is written in one transaction with prepared statements reused, and each distinct
 * password is hashed once, so large seeds for benchmarks stay fast.
 *
 * The seed writes the SQLite database itself, synchronously, not through the store (server/store/):
 * it fills a new SQLite file before the server serves anything, and a portal on PostgreSQL gets its
 * content by copying a SQLite database over (docs/decisions.md, "One store, two databases").
 */
import type { Database } from '../store/sqlite/db.ts';
import { transaction } from './transaction.ts';
import { systemClock } from '../domain/clock.ts';
import { hashPasswordSync } from '../domain/passwords.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedCommunity } from './community.ts';
import { seedEnterprises, seedRoutes } from './enterprises.ts';
import { seedLogisticsInfo } from './logistics.ts';
import { seedPolicies } from './policies.ts';
import { atChinaHour, createRandom, type Random } from './random.ts';
import { seedEditor } from './editor.ts';
import { seedLoginRecords, seedNotices, seedUsers } from './users.ts';

export interface SeedOptions {
  users?: number;
  logisticsInfo?: number;
  policies?: number;
  announcements?: number;
  enterprises?: number;
  routes?: number;
  circles?: number;
  posts?: number;
  replies?: number;
  /** The moment the content is dated from. Default the start of today in China (`seedDay`). */
  now?: Date;
  /**
   * Seed the demo account and the other demo users with their published passwords, and what they
   * wrote (posts, replies, notices, login records). Only for demo mode. Default false.
   */
  accounts?: boolean;
}

/** The demo account, present in a database seeded in demo mode (`accounts: true`). */
export const DEMO_ACCOUNT = { account: 'demo', password: 'demo123456', mobile: '13800138000' } as const;

/** The password shared by every other seeded user. */
export const SEED_USER_PASSWORD = 'wuliu123456';

/**
 * The seed's default `now`: the start (00:00) of the day in China that contains `at`. So every seed
 * made on one day writes the same rows, and content made on different days differs by its dates.
 */
export function seedDay(at: number): Date {
  return new Date(atChinaHour(at, 0));
}

/** The sizes of the demo database. */
export const SEED_DEFAULTS = {
  users: 40,
  logisticsInfo: 300,
  policies: 120,
  announcements: 80,
  enterprises: 40,
  routes: 200,
  circles: 10,
  posts: 300,
  replies: 1000,
} as const satisfies Required<Omit<SeedOptions, 'now' | 'accounts'>>;

const SEED = 0x5eed_2026;

/** Tables with trigram indexes; merged into one segment after bulk loading. */
const FTS_TABLES = ['policies_fts', 'announcements_fts', 'logistics_info_fts', 'posts_fts'] as const;

/** FTS5's own default, restored after the bulk load for the writes of a running portal. */
const FTS_DEFAULT_AUTOMERGE = 4;

const size = (value: number | undefined, fallback: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(0, Math.floor(value));

export function seedDatabase(db: Database, options: SeedOptions = {}): void {
  const counts = {
    users: Math.max(1, size(options.users, SEED_DEFAULTS.users)),
    logisticsInfo: size(options.logisticsInfo, SEED_DEFAULTS.logisticsInfo),
    policies: size(options.policies, SEED_DEFAULTS.policies),
    announcements: size(options.announcements, SEED_DEFAULTS.announcements),
    enterprises: size(options.enterprises, SEED_DEFAULTS.enterprises),
    routes: size(options.routes, SEED_DEFAULTS.routes),
    circles: size(options.circles, SEED_DEFAULTS.circles),
    posts: size(options.posts, SEED_DEFAULTS.posts),
    replies: size(options.replies, SEED_DEFAULTS.replies),
  };
  const now = (options.now ?? seedDay(systemClock())).getTime();
  // One stream per table: the size of one table never changes the content of another.
  const stream = (table: number): Random => createRandom(SEED + table * 0x9e37_79b9);

  // Bulk loading: let the full-text segments pile up and merge them once at the end.
  for (const table of FTS_TABLES) db.exec(`INSERT INTO ${table}(${table}, rank) VALUES('automerge', 0)`);

  const enterprises = transaction(db, () => seedEnterprises(db, stream(1), counts.enterprises, now));
  const routes = transaction(db, () => seedRoutes(db, stream(2), counts.routes, enterprises));
  transaction(db, () =>
    seedLogisticsInfo(db, stream(3), counts.logisticsInfo, now, { enterprises, routes }, stream(10)),
  );
  transaction(db, () => seedPolicies(db, stream(4), counts.policies, now));
  transaction(db, () => seedAnnouncements(db, stream(5), counts.announcements, now, { enterprises, routes }));

  if (options.accounts === true) {
    seedAccountsAndTheirContent(db, stream, counts, now, enterprises);
  } else {
    // The circles alone: every post and reply needs an author account.
    transaction(db, () => seedCommunity(db, stream(9), counts, now, []));
  }

  for (const table of FTS_TABLES) {
    db.exec(`INSERT INTO ${table}(${table}) VALUES('optimize')`);
    db.exec(`INSERT INTO ${table}(${table}, rank) VALUES('automerge', ${FTS_DEFAULT_AUTOMERGE})`);
  }
}

/**
 * Demo mode: the demo account first (id 1), the other users, the demo editor, their posts and replies,
 * notices and login records.
 */
function seedAccountsAndTheirContent(
  db: Database,
  stream: (table: number) => Random,
  counts: { users: number; circles: number; posts: number; replies: number },
  now: number,
  enterprises: readonly { name: string }[],
): void {
  const demo = {
    account: DEMO_ACCOUNT.account,
    mobile: DEMO_ACCOUNT.mobile,
    passwordHash: hashPasswordSync(DEMO_ACCOUNT.password),
    company: enterprises[0]?.name ?? '苏州顺达物流有限公司',
  };
  const sharedHash = counts.users > 1 ? hashPasswordSync(SEED_USER_PASSWORD) : demo.passwordHash;
  const companies = enterprises.map((e) => e.name);
  const users = transaction(db, () =>
    seedUsers(db, stream(6), counts.users, now, demo, sharedHash, companies),
  );
  transaction(db, () => seedEditor(db, now));
  transaction(db, () => seedCommunity(db, stream(9), counts, now, users));
  transaction(db, () => {
    const demoUser = users[0];
    if (demoUser) seedLoginRecords(db, stream(7), demoUser.id, now);
    seedNotices(db, stream(8), users, now);
  });
}
