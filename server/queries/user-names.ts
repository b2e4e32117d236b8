/**
 * Names that identify a person: an account name and a nickname may not look like another account's
 * account name or nickname, nor hold a word the platform keeps for itself (docs/api.md, Account).
 * Names are compared by their confusable skeleton (`nameSkeleton`, src/lib/shared/name-skeleton.ts), kept
 * in `user_name_keys` beside the users.
 *
 * Every check first brings the keys in step with `users` (rows added by the seed, the operator's
 * command or an older version of the server get theirs here, and keys made by an older skeleton are
 * made anew), and runs inside the caller's write transaction, so two accounts cannot claim one name
 * at once, also from two server processes.
 */
import { nameSkeleton } from '../../src/lib/shared/name-skeleton.ts';
import { RESERVED_WHOLE, RESERVED_WITHIN } from '../../src/lib/shared/reserved-names.ts';
import { nameKey } from '../../src/lib/shared/text.ts';
import type { Store } from '../store/store.ts';

export type NameField = 'account' | 'nickname';

/** Marks the keys of the current skeleton: a key without it was made by an older one. */
const KEY_VERSION = 's2:';
const keyOf = (name: string): string => `${KEY_VERSION}${nameSkeleton(name)}`;

const CURRENT = `k.name_key LIKE '${KEY_VERSION}%'`;
const STALE_USERS = `SELECT u.id, u.account, u.nickname FROM users u
  WHERE NOT EXISTS (SELECT 1 FROM user_name_keys k WHERE k.user_id = u.id AND k.field = 'account' AND k.name = u.account AND ${CURRENT})
     OR NOT EXISTS (SELECT 1 FROM user_name_keys k WHERE k.user_id = u.id AND k.field = 'nickname' AND k.name = u.nickname AND ${CURRENT})`;

const SAVE_KEY = `INSERT INTO user_name_keys (user_id, field, name, name_key) VALUES (?, ?, ?, ?)
  ON CONFLICT (user_id, field) DO UPDATE SET name = excluded.name, name_key = excluded.name_key`;

/** Computes the keys of every user whose account name or nickname has none (or an outdated one). */
export async function syncNameKeys(db: Store): Promise<void> {
  const stale = await db.all<{ id: number; account: string; nickname: string }>(STALE_USERS);
  for (const user of stale) {
    await db.run(SAVE_KEY, user.id, 'account', user.account, keyOf(user.account));
    await db.run(SAVE_KEY, user.id, 'nickname', user.nickname, keyOf(user.nickname));
  }
}

/** The name of an account other than `exceptUserId` that reads as `name`, or null. */
async function lookAlike(db: Store, name: string, exceptUserId?: number): Promise<string | null> {
  if (!nameSkeleton(name)) return null;
  await syncNameKeys(db);
  const rows = await db.all<{ name: string }>(
    'SELECT name FROM user_name_keys WHERE name_key = ? AND user_id <> ? ORDER BY user_id LIMIT 5',
    keyOf(name),
    exceptUserId ?? 0,
  );
  // The same name as a reader types it, if there is one, is the clearer thing to say.
  return (rows.find((row) => nameKey(row.name) === nameKey(name)) ?? rows[0])?.name ?? null;
}

/**
 * True when `name` looks like the account name or nickname of an account other than
 * `exceptUserId` (pass the user's own id when they rename themselves, none for a new account).
 * Call it inside the transaction that then writes the name.
 */
export async function nameTaken(db: Store, name: string, exceptUserId?: number): Promise<boolean> {
  return (await lookAlike(db, name, exceptUserId)) !== null;
}

/** The word the platform keeps that `name` holds (`admin`, `编辑`), as listed, or null. */
export function reservedWordIn(name: string): string | null {
  const skeleton = nameSkeleton(name);
  return (
    RESERVED_WITHIN.find((word) => skeleton.includes(nameSkeleton(word))) ??
    RESERVED_WHOLE.find((word) => skeleton === nameSkeleton(word)) ??
    null
  );
}

const LABELS: Readonly<Record<NameField, string>> = {
  account: '账号（account）',
  nickname: '昵称（nickname）',
};
const NOUNS: Readonly<Record<NameField, string>> = { account: '账号', nickname: '昵称' };

export interface NameRules {
  /** The account whose name it is, when it renames itself (its own names are no collision). */
  userId?: number;
  /** The platform's own account (`user:create --reserved`): the words kept for the platform are allowed. */
  reservedAllowed?: boolean;
}

/**
 * Why `name` may not be chosen as the `field` of an account, in the words the form shows under the
 * field, or null when it may: a word the platform keeps, the name of another account, or a name
 * that reads as one (the other name is said: names are public).
 */
export async function nameRefusal(
  db: Store,
  field: NameField,
  name: string,
  rules: NameRules = {},
): Promise<string | null> {
  const label = LABELS[field];
  const reserved = rules.reservedAllowed ? null : reservedWordIn(name);
  if (reserved !== null) return `${label}不能使用平台保留的“${reserved}”，以免被误认为平台或其工作人员`;
  const other = await lookAlike(db, name, rules.userId);
  if (other === null) return null;
  if (nameKey(other) === nameKey(name)) return `${label}已被使用，请换一个${NOUNS[field]}`;
  return `${label}与已有用户“${other}”看起来相同（字形相近的字符、繁简写法或标点不同），容易被误认，请换一个${NOUNS[field]}`;
}

/** Records a user's new name (after `nameRefusal` said it is free, in the same transaction). */
export async function saveNameKey(db: Store, userId: number, field: NameField, name: string): Promise<void> {
  await db.run(SAVE_KEY, userId, field, name, keyOf(name));
}
