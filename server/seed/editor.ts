/** The demo editor: an account with the `editor` role, so the content desk can be tried at once. */
import type { Database } from '../store/sqlite/db.ts';
import { hashPasswordSync } from '../domain/passwords.ts';
import { DAY, atChinaHour, iso } from './random.ts';

/** The demo editor, present in a database seeded in demo mode (README). */
export const DEMO_EDITOR = {
  account: 'editor',
  password: 'editor123456',
  nickname: '内容编辑',
  mobile: '13800138001',
} as const;

/** Inserts the demo editor after the other users (a mobile already taken makes it take the next free one). */
export function seedEditor(db: Database, now: number): number {
  const taken = db.prepare('SELECT 1 AS found FROM users WHERE mobile = ?');
  let mobile: string = DEMO_EDITOR.mobile;
  while (taken.get(mobile) !== undefined) mobile = String(Number(mobile) + 1);
  const result = db
    .prepare(
      `INSERT INTO users (account, role, password_hash, nickname, real_name, company, email, mobile, created_at)
       VALUES (?, 'editor', ?, ?, '李编辑', '', 'editor@example.com', ?, ?)`,
    )
    .run(
      DEMO_EDITOR.account,
      hashPasswordSync(DEMO_EDITOR.password),
      DEMO_EDITOR.nickname,
      mobile,
      iso(atChinaHour(now - 400 * DAY, 9)),
    );
  return Number(result.lastInsertRowid);
}
