/**
 * Names that identify a person: an account name and a nickname may not look like another account's
 * account name or nickname (docs/api.md, Account). Names are compared by `nameKey` (src/lib/text.ts),
 * kept in `user_name_keys` beside the users.
 *
 * Every check first brings the keys in step with `users` (rows added by the seed, the operator's
 * command or an older version of the server get theirs here), and runs inside the caller's write
 * transaction, so two accounts cannot claim one name at once, also from two server processes.
 */
import { nameKey } from '../../src/lib/text.ts';
import type { Store } from '../store/store.ts';

type NameField = 'account' | 'nickname';

const STALE_USERS = `SELECT u.id, u.account, u.nickname FROM users u
  WHERE NOT EXISTS (SELECT 1 FROM user_name_keys k WHERE k.user_id = u.id AND k.field = 'account' AND k.name = u.account)
     OR NOT EXISTS (SELECT 1 FROM user_name_keys k WHERE k.user_id = u.id AND k.field = 'nickname' AND k.name = u.nickname)`;

const SAVE_KEY = `INSERT INTO user_name_keys (user_id, field, name, name_key) VALUES (?, ?, ?, ?)
  ON CONFLICT (user_id, field) DO UPDATE SET name = excluded.name, name_key = excluded.name_key`;

/** Computes the keys of every user whose account name or nickname has none (or an outdated one). */
export async function syncNameKeys(db: Store): Promise<void> {
  const stale = await db.all<{ id: number; account: string; nickname: string }>(STALE_USERS);
  for (const user of stale) {
    await db.run(SAVE_KEY, user.id, 'account', user.account, nameKey(user.account));
    await db.run(SAVE_KEY, user.id, 'nickname', user.nickname, nameKey(user.nickname));
  }
}

/**
 * True when `name` looks like the account name or nickname of an account other than
 * `exceptUserId` (pass the user's own id when they rename themselves, none for a new account).
 * Call it inside the transaction that then writes the name.
 */
export async function nameTaken(db: Store, name: string, exceptUserId?: number): Promise<boolean> {
  const key = nameKey(name);
  if (!key) return false;
  await syncNameKeys(db);
  const row = await db.get(
    'SELECT 1 AS taken FROM user_name_keys WHERE name_key = ? AND user_id <> ? LIMIT 1',
    key,
    exceptUserId ?? 0,
  );
  return row !== undefined;
}

/** Records a user's new name (after `nameTaken` said it is free, in the same transaction). */
export async function saveNameKey(db: Store, userId: number, field: NameField, name: string): Promise<void> {
  await db.run(SAVE_KEY, userId, field, name, nameKey(name));
}
