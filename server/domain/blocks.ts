/**
 * 屏蔽 (docs/api.md, Favourites and blocks): what a block hides from the account that made it: the
 * blocked users' offers and posts leave its lists and the home page's latest offers, their replies
 * come folded (`authorBlocked`). The blocked user is never told: they see the blocker's offers and
 * posts as before, and are refused the blocker's phone in neutral words (offer-contacts.ts).
 */
import type { Store } from '../store/store.ts';
import { blockedUsers, rowsOfUsers } from '../queries/favorites.ts';
import { NO_IDS } from '../queries/sql.ts';

/** The offers or posts a list leaves out for `viewer` (null: a visitor, who blocks nobody). */
export async function hiddenFrom(
  db: Store,
  viewer: number | null,
  table: 'logistics_info' | 'posts',
): Promise<ReadonlySet<number>> {
  if (viewer === null) return NO_IDS;
  const blocked = await blockedUsers(db, viewer);
  return blocked.length === 0 ? NO_IDS : rowsOfUsers(db, table, blocked);
}

/**
 * Replies as `viewer` reads them: those of users they blocked carry `authorBlocked` (the page folds
 * them, 已屏蔽该用户的回复, and shows one on request); nobody else's answer carries the flag.
 */
export async function foldBlocked<T extends { authorId: number }>(
  db: Store,
  viewer: number | null,
  replies: readonly T[],
): Promise<(T & { authorBlocked?: true })[]> {
  const blocked = viewer === null ? [] : await blockedUsers(db, viewer);
  if (blocked.length === 0) return [...replies];
  return replies.map((reply) =>
    blocked.includes(reply.authorId) ? { ...reply, authorBlocked: true } : reply,
  );
}
