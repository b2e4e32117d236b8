/**
 * A database made before moderation existed still opens: its posts and replies gain `hidden_at`, the
 * reports tables are made, and its posts answer as before (not hidden).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { findPost } from '../../../server/queries/posts.ts';
import { sqliteStore } from '../../../server/store/sqlite/sqlite-store.ts';

let directory = '';
afterEach(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

const columnsOf = (db: ReturnType<typeof openDatabase>['db'], table: string): string[] =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);

describe('a database from before moderation', () => {
  it('gains the hidden_at columns and the reports tables when opened', async () => {
    directory = await mkdtemp(join(tmpdir(), 'portal-moderation-'));
    const path = join(directory, 'portal.db');
    const first = openDatabase(path, { create: true }).db;
    first.exec(`
      DROP TABLE moderation_actions; DROP TABLE report_entries; DROP TABLE reports;
      ALTER TABLE posts DROP COLUMN hidden_at; ALTER TABLE replies DROP COLUMN hidden_at;
      INSERT INTO users (account, password_hash, nickname, mobile, created_at)
        VALUES ('laoyonghu', 'x', '老用户', '13700009999', '2026-01-01T00:00:00.000Z');
      INSERT INTO circles (name, description) VALUES ('旧圈子', '');
      INSERT INTO posts (circle_id, user_id, title, content, created_at)
        VALUES (last_insert_rowid(), (SELECT id FROM users WHERE account = 'laoyonghu'), '旧帖子', '旧正文', '2026-01-01T00:00:00.000Z');
    `);
    expect(columnsOf(first, 'posts')).not.toContain('hidden_at');
    first.close();

    const { db } = openDatabase(path, { create: false });
    try {
      expect(columnsOf(db, 'posts')).toContain('hidden_at');
      expect(columnsOf(db, 'replies')).toContain('hidden_at');
      for (const table of ['reports', 'report_entries', 'moderation_actions'])
        expect(columnsOf(db, table).length).toBeGreaterThan(0);
      const { id } = db.prepare("SELECT id FROM posts WHERE title = '旧帖子'").get() as { id: number };
      expect(await findPost(sqliteStore(db), id)).toMatchObject({
        title: '旧帖子',
        content: '旧正文',
        hiddenAt: null,
      });
    } finally {
      db.close();
    }
  });
});
