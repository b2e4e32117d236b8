/**
 * A user's public profile (docs/api.md, Profiles): the open account's nickname and the day it was
 * opened, its verified enterprise, its first standing offers and its first public posts, each with
 * how many there are. Nothing else of the users row is read: no mobile, real name, company or email.
 */
import type { LogisticsInfoItem } from '../../src/lib/shared/contract.ts';
import type { FirstOf, ProfilePost } from '../../src/lib/shared/contract/profiles.ts';
import type { Store } from '../store/store.ts';
import { logisticsItemsByIds, STANDING } from './logistics-info.ts';
import { authorEnterpriseColumns } from './verifications.ts';

/** The user's public fields; undefined for no such account or a closed one (注销). */
export const openAccount = (
  db: Store,
  userId: number,
): Promise<
  | {
      id: number;
      nickname: string;
      createdAt: string;
      authorEnterpriseId: number | null;
      authorEnterpriseName: string | null;
    }
  | undefined
> =>
  db.get(
    `SELECT u.id, u.nickname, u.created_at AS createdAt, ${authorEnterpriseColumns('u.id')}
     FROM users u WHERE u.id = ? AND u.closed_at IS NULL`,
    userId,
  );

/** The user's standing offers (the lists' rule), newest first, the first `limit` of them. */
export async function standingOffersOf(
  db: Store,
  userId: number,
  limit: number,
  today: string,
): Promise<FirstOf<LogisticsInfoItem>> {
  const where = `FROM logistics_info li WHERE li.user_id = ? AND ${STANDING}`;
  const ids = await db.column<number>(
    `SELECT li.id ${where} ORDER BY li.published_at DESC, li.id LIMIT ?`,
    userId,
    today,
    limit,
  );
  const total = await db.get<{ n: number }>(`SELECT count(*) AS n ${where}`, userId, today);
  return { list: await logisticsItemsByIds(db, ids.map(Number), today), total: Number(total?.n ?? 0) };
}

/** The user's posts neither hidden nor deleted, newest first, the first `limit` of them. */
export async function publicPostsOf(db: Store, userId: number, limit: number): Promise<FirstOf<ProfilePost>> {
  const where = 'FROM posts p WHERE p.user_id = ? AND p.deleted_at IS NULL AND p.hidden_at IS NULL';
  const list = await db.all<ProfilePost>(
    `SELECT p.id, p.title, (SELECT c.name FROM circles c WHERE c.id = p.circle_id) AS circleName,
       p.created_at AS createdAt ${where} ORDER BY p.id DESC LIMIT ?`,
    userId,
    limit,
  );
  const total = await db.get<{ n: number }>(`SELECT count(*) AS n ${where}`, userId);
  return {
    list: list.map((post) => ({ ...post, id: Number(post.id) })),
    total: Number(total?.n ?? 0),
  };
}
