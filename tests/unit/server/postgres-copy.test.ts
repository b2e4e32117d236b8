import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/sqlite/db.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { copySqliteToPostgres, CopyRefusedError } from '../../../server/store/copy-to-postgres.ts';
import { migratePostgres } from '../../../server/store/postgres/postgres-migrations.ts';
import { postgresMissing, usePostgres } from '../helpers/postgres.ts';

/**
 * Moving a portal to PostgreSQL: a seeded SQLite database is copied into an empty PostgreSQL one,
 * every table counted and compared; ids are kept and new rows continue after them; a target with
 * data is refused, and a copy that differs keeps nothing.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const NOW = new Date('2026-11-24T00:00:00.000+08:00');
const PHOTO = Uint8Array.from({ length: 256 }, (_, index) => index);

describe.skipIf(postgresMissing)('copying a SQLite portal into PostgreSQL', () => {
  const postgres = usePostgres();
  let folder: string;
  let path: string;
  let db: Database;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'portal-copy-'));
    path = join(folder, 'portal.db');
    db = openDatabase(path, { create: true }).db;
    seedDatabase(db, { accounts: true, users: 6, posts: 40, replies: 120, now: NOW });
    // A photo: its bytes (every byte value, a zero among them) must arrive as they are.
    db.prepare(
      "INSERT INTO files (id, user_id, format, width, height, bytes, content, created_at) VALUES ('AAAAAAAAAAAAAAAAAAAAAA', 1, 'png', 1, 1, 256, ?, '2026-11-24T00:00:00.000Z')",
    ).run(PHOTO);
  });
  afterAll(() => {
    db?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies every table whole: the same count and the same rows on both sides', async () => {
    const { client } = await postgres.database();
    const copies = await copySqliteToPostgres(db, client);
    const tables = (
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%'",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    expect(copies.map((copy) => copy.table).sort()).toEqual(tables.sort());
    for (const copy of copies) {
      const { n } = db.prepare(`SELECT count(*) AS n FROM "${copy.table}"`).get() as { n: number };
      expect(copy, copy.table).toEqual({ table: copy.table, sqliteRows: n, postgresRows: n, same: true });
    }
    // The seed fills the tables a portal lives on; an empty copy would pass the comparison too.
    const rows = Object.fromEntries(copies.map((copy) => [copy.table, copy.postgresRows]));
    for (const table of [
      'users',
      'enterprises',
      'routes',
      'logistics_info',
      'offer_destinations',
      'policies',
      'announcements',
      'posts',
      'replies',
      'notices',
      'login_records',
      'circles',
      'files',
    ]) {
      expect(rows[table], table).toBeGreaterThan(0);
    }
    const post = await client.query<{ id: number; title: string }>(
      'SELECT id, title FROM posts WHERE id = 7',
    );
    expect(post.rows).toEqual([db.prepare('SELECT id, title FROM posts WHERE id = 7').get()]);
    const photo = await client.query<{ content: Buffer }>('SELECT content FROM files');
    expect(photo.rows.map((row) => [...row.content])).toEqual([[...PHOTO]]);
  });

  it('gives a new row the id after the largest copied one', async () => {
    const { client } = await postgres.database();
    await copySqliteToPostgres(db, client);
    const { largest } = db.prepare('SELECT max(id) AS largest FROM posts').get() as { largest: number };
    const added = await client.query<{ id: number }>(
      "INSERT INTO posts (circle_id, user_id, title, content, created_at) VALUES (1, 1, '新帖', '正文', '2026-11-24T01:00:00.000Z') RETURNING id",
    );
    expect(added.rows[0]?.id).toBe(largest + 1);
  });

  it('refuses a target that already holds data, and changes nothing in it', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client);
    await client.query("INSERT INTO circles (name, description) VALUES ('已有的圈子', '目标库里原有的数据')");
    await expect(copySqliteToPostgres(db, client)).rejects.toThrow(/circles.*空的 PostgreSQL/);
    const { rows } = await client.query('SELECT name FROM circles');
    expect(rows).toEqual([{ name: '已有的圈子' }]);
  });

  it('keeps nothing when a table arrives different from its source', async () => {
    const { client } = await postgres.database();
    await migratePostgres(client);
    // Something between the two stores changes a value on the way in: the comparison must see it.
    await client.query(
      `CREATE FUNCTION garble() RETURNS trigger AS $$ BEGIN NEW.description := NEW.description || '…'; RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    await client.query(
      'CREATE TRIGGER garble BEFORE INSERT ON circles FOR EACH ROW EXECUTE FUNCTION garble()',
    );
    const copying = copySqliteToPostgres(db, client);
    await expect(copying).rejects.toBeInstanceOf(CopyRefusedError);
    await expect(copying).rejects.toThrow(/circles/);
    for (const table of ['users', 'circles', 'posts']) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0]?.n, table).toBe(0);
    }
  });

  it('runs as a command that prints every table and says when the copy is whole', async () => {
    const { url } = await postgres.database();
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['server/cli/copy-database.ts', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PORTAL_DATABASE_URL: '' },
      });
    const copied = run(['--from', path, '--to', url]);
    expect(copied.stderr).toBe('');
    expect(copied.status).toBe(0);
    expect(copied.stdout).toMatch(/^posts\s+40 →\s+40\s+一致/m);
    expect(copied.stdout).toMatch(/每张表的行数与内容一致/);
    const again = run(['--from', path, '--to', url]);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/只能复制到一个空的 PostgreSQL 数据库/);
    const usage = run(['--from', path]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/用法/);
  }, 60_000);
});
