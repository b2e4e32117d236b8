/**
 * Who was shown which offer's phone (`POST /logistics-info/:id/contact`): the per-offer count its
 * publisher sees, and the per-account daily budget, both read from the same rows.
 */
import type { Database } from '../db.ts';
import { statement } from './sql.ts';

/** Whether `userId` was shown the phone of offer `infoId` before. */
export function wasRevealed(db: Database, userId: number, infoId: number): boolean {
  return (
    statement(db, 'SELECT 1 FROM offer_contact_reveals WHERE user_id = ? AND info_id = ? LIMIT 1').get(
      userId,
      infoId,
    ) !== undefined
  );
}

/** Offers whose phone `userId` was shown since `since` (an ISO instant). */
export function revealsSince(db: Database, userId: number, since: string): number {
  const row = statement(
    db,
    'SELECT count(*) AS n FROM offer_contact_reveals WHERE user_id = ? AND at >= ?',
  ).get(userId, since) as { n: number };
  return Number(row.n);
}

/** Records one reveal and counts it on the offer. */
export function recordReveal(db: Database, userId: number, infoId: number, at: string): void {
  statement(db, 'INSERT INTO offer_contact_reveals (info_id, user_id, at) VALUES (?, ?, ?)').run(
    infoId,
    userId,
    at,
  );
  statement(db, 'UPDATE logistics_info SET contact_reveals = contact_reveals + 1 WHERE id = ?').run(infoId);
}

/** The offer's phone, name and publisher, or undefined when there is no such offer. */
export function offerContact(
  db: Database,
  infoId: number,
): { contactPhone: string; contactName: string; userId: number | null } | undefined {
  return statement(
    db,
    'SELECT contact_phone AS contactPhone, contact_name AS contactName, user_id AS userId FROM logistics_info WHERE id = ?',
  ).get(infoId) as { contactPhone: string; contactName: string; userId: number | null } | undefined;
}
