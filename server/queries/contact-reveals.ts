/**
 * Who was shown which offer's phone (`POST /logistics-info/:id/contact`): the per-offer count its
 * publisher sees, and the per-account daily budget, both read from the same rows.
 */
import type { Store } from '../store/store.ts';

/** Whether `userId` was shown the phone of offer `infoId` before. */
export async function wasRevealed(db: Store, userId: number, infoId: number): Promise<boolean> {
  return (
    (await db.get(
      'SELECT 1 FROM offer_contact_reveals WHERE user_id = ? AND info_id = ? LIMIT 1',
      userId,
      infoId,
    )) !== undefined
  );
}

/** Offers whose phone `userId` was shown since `since` (an ISO instant). */
export async function revealsSince(db: Store, userId: number, since: string): Promise<number> {
  const row = (await db.get<{ n: number }>(
    'SELECT count(*) AS n FROM offer_contact_reveals WHERE user_id = ? AND at >= ?',
    userId,
    since,
  ))!;
  return Number(row.n);
}

/** Records one reveal and counts it on the offer. */
export async function recordReveal(db: Store, userId: number, infoId: number, at: string): Promise<void> {
  await db.run(
    'INSERT INTO offer_contact_reveals (info_id, user_id, at) VALUES (?, ?, ?)',
    infoId,
    userId,
    at,
  );
  await db.run('UPDATE logistics_info SET contact_reveals = contact_reveals + 1 WHERE id = ?', infoId);
}

/** The offer's phone, name and publisher, or undefined when there is no such offer. */
export async function offerContact(
  db: Store,
  infoId: number,
): Promise<{ contactPhone: string; contactName: string; userId: number | null } | undefined> {
  return db.get<{ contactPhone: string; contactName: string; userId: number | null }>(
    'SELECT contact_phone AS contactPhone, contact_name AS contactName, user_id AS userId FROM logistics_info WHERE id = ?',
    infoId,
  );
}
