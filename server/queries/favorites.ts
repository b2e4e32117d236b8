/**
 * SQL for what an account keeps (收藏 offers, 常用车辆/常用货主 users) and whom it blocks (屏蔽). The
 * three tables share one shape: an account, another row's id, when.
 */
import type {
  FavoriteOffer,
  LogisticsInfoItem,
  OfferViewState,
  UserMention,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { logisticsItemsByIds, OFFER_STATE_SQL, STANDING } from './logistics-info.ts';

/** The lists an account keeps, by table: the column that names what is kept. */
const KEPT = {
  favorite_offers: 'info_id',
  favorite_users: 'kept_user_id',
  user_blocks: 'blocked_user_id',
} as const;
export type KeptList = keyof typeof KEPT;

// Constant SQL per list (no text built from a caller's value: the table names are this module's own).
const KEEP = Object.fromEntries(
  Object.entries(KEPT).map(([table, column]) => [
    table,
    `INSERT INTO ${table} (user_id, ${column}, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
  ]),
) as Record<KeptList, string>;
const DROP = Object.fromEntries(
  Object.entries(KEPT).map(([table, column]) => [
    table,
    `DELETE FROM ${table} WHERE user_id = ? AND ${column} = ?`,
  ]),
) as Record<KeptList, string>;
const HAS = Object.fromEntries(
  Object.entries(KEPT).map(([table, column]) => [
    table,
    `SELECT 1 AS found FROM ${table} WHERE user_id = ? AND ${column} = ?`,
  ]),
) as Record<KeptList, string>;
const COUNT = Object.fromEntries(
  Object.keys(KEPT).map((table) => [table, `SELECT count(*) AS n FROM ${table} WHERE user_id = ?`]),
) as Record<KeptList, string>;

export const isKept = async (db: Store, list: KeptList, userId: number, id: number): Promise<boolean> =>
  (await db.get(HAS[list], userId, id)) !== undefined;

export async function countKept(db: Store, list: KeptList, userId: number): Promise<number> {
  return Number((await db.get<{ n: number }>(COUNT[list], userId))!.n);
}

/** Keeps `id` in the account's list; a second time changes nothing. */
export async function keep(db: Store, list: KeptList, userId: number, id: number, at: string): Promise<void> {
  await db.run(KEEP[list], userId, id, at);
}

export async function drop(db: Store, list: KeptList, userId: number, id: number): Promise<void> {
  await db.run(DROP[list], userId, id);
}

/** The kept offers, last kept first, each as it stands now (`?` today decides 已过期). */
export async function listKeptOffers(db: Store, userId: number, today: string): Promise<FavoriteOffer[]> {
  const kept = await db.all<{ id: number; keptAt: string; state: OfferViewState }>(
    `SELECT li.id, fo.created_at AS keptAt, ${OFFER_STATE_SQL} AS state
       FROM favorite_offers fo JOIN logistics_info li ON li.id = fo.info_id
      WHERE fo.user_id = ? ORDER BY fo.created_at DESC, li.id DESC`,
    today,
    userId,
  );
  const items = await logisticsItemsByIds(
    db,
    kept.map((row) => row.id),
    today,
  );
  const byId = new Map(kept.map((row) => [row.id, row]));
  return items.map((item) => ({
    ...item,
    state: byId.get(item.id)!.state,
    keptAt: byId.get(item.id)!.keptAt,
  }));
}

/** The users of a kept or blocked list with their nicknames, last kept first. */
export async function listKeptUsers(
  db: Store,
  list: 'favorite_users' | 'user_blocks',
  userId: number,
): Promise<UserMention[]> {
  return db.all<UserMention>(
    list === 'favorite_users'
      ? `SELECT u.id, u.nickname, k.created_at AS since FROM favorite_users k JOIN users u ON u.id = k.kept_user_id
          WHERE k.user_id = ? ORDER BY k.created_at DESC, u.id DESC`
      : `SELECT u.id, u.nickname, k.created_at AS since FROM user_blocks k JOIN users u ON u.id = k.blocked_user_id
          WHERE k.user_id = ? ORDER BY k.created_at DESC, u.id DESC`,
    userId,
  );
}

/** The standing offers of the users this account keeps, at most `each` per user, newest first. */
export async function keptUsersOffers(
  db: Store,
  userId: number,
  each: number,
  today: string,
): Promise<Map<number, LogisticsInfoItem[]>> {
  const rows = await db.all<{ id: number; publisher: number }>(
    `SELECT id, publisher FROM (
       SELECT li.id, li.user_id AS publisher,
              ROW_NUMBER() OVER (PARTITION BY li.user_id ORDER BY li.published_at DESC, li.id DESC) AS n
         FROM logistics_info li
        WHERE li.user_id IN (SELECT kept_user_id FROM favorite_users WHERE user_id = ?) AND ${STANDING}
     ) AS newest WHERE n <= ? ORDER BY n`,
    userId,
    today,
    each,
  );
  const items = await logisticsItemsByIds(
    db,
    rows.map((row) => row.id),
    today,
  );
  const publisherOf = new Map(rows.map((row) => [row.id, row.publisher]));
  const byUser = new Map<number, LogisticsInfoItem[]>();
  for (const item of items) {
    const publisher = publisherOf.get(item.id)!;
    byUser.set(publisher, [...(byUser.get(publisher) ?? []), item]);
  }
  return byUser;
}

/** The ids of the offers of the users this account keeps (常用优先 puts them first). */
export async function offersOfKeptUsers(db: Store, userId: number): Promise<ReadonlySet<number>> {
  const ids = await db.column<number>(
    'SELECT li.id FROM logistics_info li WHERE li.user_id IN (SELECT kept_user_id FROM favorite_users WHERE user_id = ?)',
    userId,
  );
  return new Set(ids.map(Number));
}

/** The offer's publisher (null for an offer of no account), or undefined when there is no such offer. */
export async function offerPublisher(db: Store, id: number): Promise<{ userId: number | null } | undefined> {
  return db.get<{ userId: number | null }>('SELECT user_id AS userId FROM logistics_info WHERE id = ?', id);
}

/** Whether an open account has this id (a closed one is kept and blocked no more). */
export const accountOpen = async (db: Store, id: number): Promise<boolean> =>
  (await db.get('SELECT 1 AS found FROM users WHERE id = ? AND closed_at IS NULL', id)) !== undefined;

/** The users this account blocks. */
export const blockedUsers = (db: Store, userId: number): Promise<number[]> =>
  db.column<number>('SELECT blocked_user_id FROM user_blocks WHERE user_id = ?', userId);

const ROWS_OF_USERS = {
  logistics_info: eachDialect(
    (sql) => `SELECT id FROM logistics_info WHERE user_id IN (${sql.jsonIntegers()})`,
  ),
  posts: eachDialect((sql) => `SELECT id FROM posts WHERE user_id IN (${sql.jsonIntegers()})`),
} as const;

/** The ids of the offers or posts of `users`. */
export async function rowsOfUsers(
  db: Store,
  table: keyof typeof ROWS_OF_USERS,
  users: readonly number[],
): Promise<Set<number>> {
  return new Set((await db.column<number>(ROWS_OF_USERS[table], JSON.stringify(users))).map(Number));
}
