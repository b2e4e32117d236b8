/**
 * 屏蔽 (docs/api.md, Favourites and blocks): what a block hides from the account that made it. The
 * blocked user is never told: they see the blocker's offers and posts as before, and are refused the
 * blocker's phone in neutral words (offer-contacts.ts).
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
