/** SQL of the desk's waiting work: how many items wait in each queue, and since when. */
import type { DeskQueue, DeskWaiting } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';

/**
 * Each queue's waiting items and when each arrived: open reports, pending applications, submissions,
 * carriers' documents waiting for review (since sent or sent again), complaints waiting for 受理.
 */
const WAITING_SQL: Record<DeskQueue, string> = {
  reports: "SELECT count(*) AS count, min(created_at) AS oldest FROM reports WHERE state = 'open'",
  verifications:
    "SELECT count(*) AS count, min(created_at) AS oldest FROM verifications WHERE state = 'pending'",
  announcements:
    "SELECT count(*) AS count, min(submitted_at) AS oldest FROM desk_submissions WHERE kind = 'announcements'",
  documents: `SELECT count(*) AS count, min(at) AS oldest FROM (
      SELECT updated_at AS at FROM vehicles WHERE state = 'pending'
      UNION ALL SELECT updated_at AS at FROM identities WHERE state = 'pending') AS d`,
  complaints: "SELECT count(*) AS count, min(created_at) AS oldest FROM complaints WHERE state = 'open'",
};

export async function deskWaiting(db: Store, queue: DeskQueue): Promise<DeskWaiting> {
  const row = await db.get<{ count: number; oldest: string | null }>(WAITING_SQL[queue]);
  return { queue, count: Number(row?.count ?? 0), oldestAt: row?.oldest ?? null };
}
