import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import { verifyPassword } from '../../../server/domain/passwords.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_ACCOUNT, SEED_USER_PASSWORD, seedDatabase, seedDay } from '../../../server/seed/index.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';

type Row = Record<string, unknown>;

const count = (db: Database, sql: string, ...params: (string | number)[]): number =>
  (db.prepare(sql).get(...params) as { n: number }).n;

/** A digest of every row of a table in id order, for comparing two seeds. */
/** The seeding moment of these tests: fixed, so a run across midnight seeds the same rows twice. */
const NOW = seedDay(Date.parse('2026-11-24T06:00:00.000Z'));

function tableDigest(db: Database, table: string): string {
  const rows = db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe('seedDatabase with the demo sizes and accounts (demo mode)', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, { accounts: true, now: NOW });
  });
  afterAll(() => db.close());

  it.each([
    ['logistics_info', 300],
    ['policies', 120],
    ['announcements', 80],
    ['enterprises', 40],
    ['routes', 200],
    ['circles', 10],
    ['posts', 300],
    ['replies', 1000],
    ['users', 40],
  ])('fills %s with at least %i rows', (table, minimum) => {
    expect(count(db, `SELECT count(*) AS n FROM ${table}`)).toBeGreaterThanOrEqual(minimum);
  });

  it('leaves deliveries and the SMS tables empty', () => {
    for (const table of ['deliveries', 'sms_codes', 'sms_outbox', 'tokens']) {
      expect(count(db, `SELECT count(*) AS n FROM ${table}`)).toBe(0);
    }
  });

  it('creates the demo account with its password, mobile and company', async () => {
    const demo = db.prepare('SELECT * FROM users WHERE account = ?').get(DEMO_ACCOUNT.account) as Row;
    expect(demo['mobile']).toBe('13800138000');
    expect(demo['nickname']).toBe('演示用户');
    expect(demo['company']).not.toBe('');
    expect(await verifyPassword('demo123456', String(demo['password_hash']))).toBe(true);
    expect(await verifyPassword('wrong-password', String(demo['password_hash']))).toBe(false);
    const other = db.prepare("SELECT password_hash FROM users WHERE account <> 'demo' LIMIT 1").get() as Row;
    expect(await verifyPassword(SEED_USER_PASSWORD, String(other['password_hash']))).toBe(true);
  });

  it('creates the demo editor, the one account with the editor role', async () => {
    const editors = db.prepare("SELECT * FROM users WHERE role = 'editor'").all() as Row[];
    expect(editors.map((row) => row['account'])).toEqual([DEMO_EDITOR.account]);
    expect(await verifyPassword(DEMO_EDITOR.password, String(editors[0]?.['password_hash']))).toBe(true);
    expect(count(db, "SELECT count(*) AS n FROM users WHERE role = 'user'")).toBe(40);
  });

  it('gives every user a unique valid mobile number', () => {
    const mobiles = (db.prepare('SELECT mobile FROM users').all() as Row[]).map((r) => String(r['mobile']));
    expect(new Set(mobiles).size).toBe(mobiles.length);
    for (const mobile of mobiles) expect(mobile).toMatch(/^1[3-9]\d{9}$/);
  });

  it('gives the demo user notices of all three types, read and unread, and login records', () => {
    const rows = db
      .prepare("SELECT type, read FROM notices WHERE user_id = (SELECT id FROM users WHERE account = 'demo')")
      .all() as Row[];
    expect(new Set(rows.map((r) => r['type']))).toEqual(new Set(['notice', 'message', 'todo']));
    for (const type of ['notice', 'message', 'todo']) {
      const ofType = rows.filter((r) => r['type'] === type);
      expect(ofType.some((r) => r['read'] === 1)).toBe(true);
      expect(ofType.some((r) => r['read'] === 0)).toBe(true);
    }
    const records = db
      .prepare(
        "SELECT action FROM login_records WHERE user_id = (SELECT id FROM users WHERE account = 'demo')",
      )
      .all() as Row[];
    expect(records.length).toBeGreaterThanOrEqual(10);
    expect(new Set(records.map((r) => r['action']))).toEqual(new Set(['login', 'logout']));
  });

  it('gives the demo user posts and replies of their own', () => {
    expect(
      count(
        db,
        "SELECT count(*) AS n FROM posts WHERE user_id = (SELECT id FROM users WHERE account = 'demo')",
      ),
    ).toBeGreaterThan(0);
    expect(
      count(
        db,
        "SELECT count(*) AS n FROM replies WHERE user_id = (SELECT id FROM users WHERE account = 'demo')",
      ),
    ).toBeGreaterThan(0);
  });

  it('spreads logistics information over the three kinds', () => {
    for (const kind of ['cargo', 'vehicle', 'line']) {
      expect(
        count(db, 'SELECT count(*) AS n FROM logistics_info WHERE kind = ?', kind),
      ).toBeGreaterThanOrEqual(40);
    }
    expect(count(db, 'SELECT count(*) AS n FROM logistics_info WHERE price IS NULL')).toBeGreaterThan(0);
    expect(count(db, 'SELECT count(*) AS n FROM logistics_info WHERE price IS NOT NULL')).toBeGreaterThan(0);
  });

  it('numbers replies 1..n per post and keeps reply_count and last_reply_at in step', () => {
    const mismatched = count(
      db,
      `SELECT count(*) AS n FROM posts p LEFT JOIN (
         SELECT post_id, count(*) AS c, min(floor) AS lo, max(floor) AS hi, max(created_at) AS last FROM replies GROUP BY post_id
       ) r ON r.post_id = p.id
       WHERE p.reply_count <> coalesce(r.c, 0) OR (r.c > 0 AND (r.lo <> 1 OR r.hi <> r.c OR p.last_reply_at <> r.last))
          OR (r.c IS NULL AND p.last_reply_at IS NOT NULL)`,
    );
    expect(mismatched).toBe(0);
  });

  it('gives a post a body that answers its title: a job seeker’s post reads as one, an employer’s as one', () => {
    const posts = db
      .prepare(
        `SELECT p.title, p.content FROM posts p JOIN circles c ON c.id = p.circle_id WHERE c.name = '招聘求职'`,
      )
      .all() as { title: string; content: string }[];
    const seeking = posts.filter((post) => post.title.startsWith('求职'));
    const hiring = posts.filter((post) => !post.title.startsWith('求职'));
    expect(seeking.length).toBeGreaterThan(0);
    expect(hiring.length).toBeGreaterThan(0);
    for (const post of seeking)
      expect(post.content, post.title).not.toMatch(
        /月薪\d+元起|公司缴纳五险|有意者请私信|岗位长期有效|面试地址/,
      );
    for (const post of hiring)
      expect(post.content, post.title).not.toMatch(/本人在物流行业|希望找一份稳定的工作|有合适岗位的老板/);
  });

  it('quotes only earlier replies of the same post', () => {
    expect(count(db, 'SELECT count(*) AS n FROM replies WHERE quote_reply_id IS NOT NULL')).toBeGreaterThan(
      0,
    );
    const wrong = count(
      db,
      `SELECT count(*) AS n FROM replies r JOIN replies q ON q.id = r.quote_reply_id
       WHERE q.post_id <> r.post_id OR q.floor >= r.floor OR q.created_at > r.created_at`,
    );
    expect(wrong).toBe(0);
  });

  it.each([
    ['policies', '多式联运'],
    ['policies', '物流枢纽'],
    ['posts', '冷链物流'],
    ['logistics_info', '新能源'],
    ['announcements', '新能源'],
    ['announcements', '冷链新仓'],
  ])('finds a phrase of three or more characters in %s through FTS (%s)', (table, phrase) => {
    const n = count(db, `SELECT count(*) AS n FROM ${table}_fts WHERE ${table}_fts MATCH ?`, `"${phrase}"`);
    expect(n).toBeGreaterThan(0);
    expect(n).toBe(
      count(db, `SELECT count(*) AS n FROM ${table} WHERE title LIKE ?1 OR content LIKE ?1`, `%${phrase}%`),
    );
  });

  it.each(['policies', 'announcements', 'logistics_info', 'posts'])(
    'finds the two-character word 冷链 in %s with LIKE',
    (table) => {
      expect(
        count(db, `SELECT count(*) AS n FROM ${table} WHERE title LIKE ?1 OR content LIKE ?1`, '%冷链%'),
      ).toBeGreaterThan(0);
    },
  );

  it('writes policies at all three levels with document numbers and paragraphs', () => {
    for (const level of ['national', 'province', 'city']) {
      expect(count(db, 'SELECT count(*) AS n FROM policies WHERE level = ?', level)).toBeGreaterThan(0);
    }
    const policies = db
      .prepare('SELECT document_no, content, published_at, effective_at FROM policies')
      .all() as Row[];
    for (const policy of policies) {
      expect(String(policy['document_no'])).toMatch(/〔20\d\d〕\d+号$/);
      const paragraphs = String(policy['content']).split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(6);
      expect(String(policy['effective_at']) >= String(policy['published_at'])).toBe(true);
    }
  });

  it('gives enterprises well-formed credit codes and every route a real enterprise', () => {
    const codes = (db.prepare('SELECT credit_code FROM enterprises').all() as Row[]).map((r) =>
      String(r['credit_code']),
    );
    for (const code of codes) expect(code).toMatch(/^91\d{6}[0-9A-Z]{9}[0-9A-HJ-NPQRTUWXY]$/);
    expect(
      count(db, 'SELECT count(*) AS n FROM routes WHERE enterprise_id NOT IN (SELECT id FROM enterprises)'),
    ).toBe(0);
    expect(count(db, 'SELECT count(*) AS n FROM routes WHERE heavy_price < 0.35 OR heavy_price > 1.8')).toBe(
      0,
    );
    expect(count(db, 'SELECT count(*) AS n FROM routes WHERE light_price < 80 OR light_price > 260')).toBe(0);
  });

  it('has most offers load on the seeding day or after it, and some before it (已过期)', () => {
    const today = chinaDay(NOW.getTime());
    for (const kind of ['cargo', 'vehicle']) {
      const sql = `SELECT count(*) AS n FROM logistics_info WHERE kind = ? AND loading_date`;
      const current = count(db, `${sql} >= ?`, kind, today);
      const stale = count(db, `${sql} < ?`, kind, today);
      expect(current, kind).toBeGreaterThan(3 * stale);
      expect(stale, kind).toBeGreaterThan(0);
    }
    // No offer loads before the day it was published.
    expect(
      count(db, 'SELECT count(*) AS n FROM logistics_info WHERE loading_date < substr(published_at, 1, 10)'),
    ).toBe(0);
  });

  it('dates everything at or before the seeding moment', () => {
    const now = NOW.toISOString();
    for (const [table, column] of [
      ['posts', 'created_at'],
      ['replies', 'created_at'],
      ['policies', 'published_at'],
      ['announcements', 'published_at'],
      ['logistics_info', 'published_at'],
      ['login_records', 'at'],
    ] as const) {
      expect(count(db, `SELECT count(*) AS n FROM ${table} WHERE ${column} > ?`, now)).toBe(0);
    }
  });
});

describe('seedDatabase with small sizes', () => {
  it('writes the same rows twice (deterministic)', () => {
    const options = {
      now: NOW,
      posts: 30,
      replies: 100,
      logisticsInfo: 60,
      policies: 20,
      announcements: 10,
      accounts: true,
    };
    const first = openDatabase(':memory:', { create: true }).db;
    const second = openDatabase(':memory:', { create: true }).db;
    seedDatabase(first, options);
    seedDatabase(second, options);
    for (const table of [
      'policies',
      'enterprises',
      'routes',
      'logistics_info',
      'announcements',
      'posts',
      'replies',
      'notices',
    ]) {
      expect(tableDigest(second, table), table).toBe(tableDigest(first, table));
    }
    expect(count(first, 'SELECT count(*) AS n FROM posts')).toBe(30);
    expect(count(first, 'SELECT count(*) AS n FROM replies')).toBe(100);
    first.close();
    second.close();
  });

  it('accepts empty sizes: only the demo account, its notices and the demo editor remain', () => {
    const db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, {
      accounts: true,
      users: 0,
      logisticsInfo: 0,
      policies: 0,
      announcements: 0,
      enterprises: 0,
      routes: 0,
      circles: 0,
      posts: 0,
      replies: 0,
    });
    expect(count(db, 'SELECT count(*) AS n FROM users')).toBe(2);
    expect(count(db, "SELECT count(*) AS n FROM users WHERE account = 'demo'")).toBe(1);
    expect(count(db, "SELECT count(*) AS n FROM users WHERE account = 'editor' AND role = 'editor'")).toBe(1);
    expect(count(db, 'SELECT count(*) AS n FROM notices')).toBeGreaterThan(0);
    for (const table of [
      'logistics_info',
      'policies',
      'announcements',
      'enterprises',
      'routes',
      'circles',
      'posts',
      'replies',
    ]) {
      expect(count(db, `SELECT count(*) AS n FROM ${table}`), table).toBe(0);
    }
    db.close();
  });

  it('dates the content from the start of the day it is seeded (China time) by default', () => {
    expect(seedDay(Date.parse('2026-11-24T15:59:59.000Z')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(seedDay(Date.parse('2026-11-24T16:00:00.000Z')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    const db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, { logisticsInfo: 30, policies: 5, announcements: 5 });
    const today = seedDay(Date.now());
    const latest = db.prepare('SELECT max(published_at) AS at FROM logistics_info').get() as Row;
    expect(String(latest['at']) < today.toISOString()).toBe(true);
    expect(String(latest['at']) > new Date(today.getTime() - 3 * 86_400_000).toISOString()).toBe(true);
    const current = count(
      db,
      "SELECT count(*) AS n FROM logistics_info WHERE kind = 'cargo' AND loading_date >= ?",
      chinaDay(today.getTime()),
    );
    expect(current).toBeGreaterThan(0);
    db.close();
  });

  it('seeds the same offers on another day, only their dates moved', () => {
    const offers = (now: Date) => {
      const db = openDatabase(':memory:', { create: true }).db;
      seedDatabase(db, { now, logisticsInfo: 60, policies: 0, announcements: 0 });
      const rows = db
        .prepare(
          'SELECT kind, origin, destination, cargo_name, vehicle_type, price FROM logistics_info ORDER BY id',
        )
        .all();
      db.close();
      return JSON.stringify(rows);
    };
    expect(offers(new Date(NOW.getTime() + 9 * 86_400_000))).toBe(offers(NOW));
  });

  it('dates the content relative to options.now', () => {
    const db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, {
      posts: 5,
      replies: 10,
      logisticsInfo: 10,
      policies: 5,
      announcements: 5,
      now: new Date('2030-01-01T00:00:00Z'),
    });
    const latest = db.prepare('SELECT max(published_at) AS at FROM logistics_info').get() as Row;
    expect(String(latest['at']).startsWith('2029-12')).toBe(true);
    db.close();
  });
});

describe('seedDatabase outside demo mode (no accounts)', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, { now: NOW });
  });
  afterAll(() => db.close());

  it('creates no account at all, and nothing that needs one', () => {
    for (const table of ['users', 'posts', 'replies', 'notices', 'login_records', 'tokens']) {
      expect(count(db, `SELECT count(*) AS n FROM ${table}`), table).toBe(0);
    }
  });

  it.each([
    ['logistics_info', 300],
    ['policies', 120],
    ['announcements', 80],
    ['enterprises', 40],
    ['routes', 200],
    ['circles', 10],
  ])('still fills %s (content without an author account) with %i rows', (table, rows) => {
    expect(count(db, `SELECT count(*) AS n FROM ${table}`)).toBe(rows);
  });

  it('writes the same content as a demo seed, minus the accounts and what they wrote', () => {
    const demo = openDatabase(':memory:', { create: true }).db;
    seedDatabase(demo, { accounts: true, now: NOW });
    for (const table of ['policies', 'enterprises', 'routes', 'logistics_info', 'announcements', 'circles']) {
      expect(tableDigest(db, table), table).toBe(tableDigest(demo, table));
    }
    demo.close();
  });
});
