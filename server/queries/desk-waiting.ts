/** SQL of the desk's waiting work: how many items wait in each queue, since when, and how many are late. */
import type { DeskQueue, DeskWaiting } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { acceptWindowMs, type AcceptDeadline } from './complaints.ts';

/**
 * Each queue's waiting items and when each arrived: open reports, pending applications, submissions,
 * carriers' documents waiting for review (since sent or sent again), complaints waiting for 受理 —
 * these with how many arrived before the bound (`?`), which makes them overdue.
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
  complaints: `SELECT count(*) AS count, min(created_at) AS oldest,
      sum(CASE WHEN created_at < ? THEN 1 ELSE 0 END) AS overdue FROM complaints WHERE state = 'open'`,
};

/** A queue's waiting work; complaints with their 受理 deadline by the caller's clock and hours. */
export async function deskWaiting(db: Store, queue: DeskQueue, accept: AcceptDeadline): Promise<DeskWaiting> {
  const acceptMs = acceptWindowMs(accept.hours);
  const params = queue === 'complaints' ? [new Date(accept.now - acceptMs).toISOString()] : [];
  const row = await db.get<{ count: number; oldest: string | null; overdue?: number | string | null }>(
    WAITING_SQL[queue],
    ...params,
  );
  const oldestAt = row?.oldest ?? null;
  const deadline =
    queue === 'complaints' && oldestAt !== null
      ? {
          dueAt: new Date(Date.parse(oldestAt) + acceptMs).toISOString(),
          overdue: Number(row?.overdue ?? 0),
        }
      : null;
  return { queue, count: Number(row?.count ?? 0), oldestAt, deadline };
}
