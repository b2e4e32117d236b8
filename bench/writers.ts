/**
 * Accounts a benchmark writes as, added straight to a seeded SQLite file and each signed in for a day
 * (a token as a login issues it): many people writing at once, so the server keeps its default
 * per-account rates and each rate check reads what it reads for a real account (its few newest rows).
 */
import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordSync } from '../server/domain/passwords.ts';
import { issueToken } from '../server/http/session.ts';
import { sqliteStore } from '../server/store/sqlite/sqlite-store.ts';

const WRITER_PASSWORD = 'Bench-writer-2026';

/** Adds `count` new accounts (`bench.writer00001`…) and answers their tokens, in order. */
export async function addWriters(db: DatabaseSync, count: number): Promise<string[]> {
  const hash = hashPasswordSync(WRITER_PASSWORD);
  const insertUser = db.prepare(
    'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const store = sqliteStore(db);
  return store.transaction(async () => {
    const tokens: string[] = [];
    for (let n = 1; n <= count; n += 1) {
      const { lastInsertRowid } = insertUser.run(
        `bench.writer${String(n).padStart(5, '0')}`,
        hash,
        `压测用户${n}`,
        `17${String(n).padStart(9, '0')}`,
        new Date().toISOString(),
      );
      tokens.push((await issueToken(store, Number(lastInsertRowid), 24 * 3600, Date.now())).token);
    }
    return tokens;
  });
}
