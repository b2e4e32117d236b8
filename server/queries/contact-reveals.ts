/**
 * Who was shown which offer's phone (`POST /logistics-info/:id/contact`): the per-offer count its
 * publisher sees, and the per-account daily budget, both read from the same rows.
 */
import type { OfferViewState } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { OFFER_STATE_SQL } from './logistics-info.ts';

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

export interface OfferContact {
  contactPhone: string;
  contactName: string;
  userId: number | null;
  /** How many accounts were shown the phone. */
  contactReveals: number;
  /** 发布中, or what became of it on `today` (已成交, 已撤回, 已过期). */
  state: OfferViewState;
}

/** The offer's phone, name, publisher and state on `today`, or undefined when there is no such offer. */
export async function offerContact(
  db: Store,
  infoId: number,
  today: string,
): Promise<OfferContact | undefined> {
  return db.get<OfferContact>(
    `SELECT contact_phone AS contactPhone, contact_name AS contactName, user_id AS userId,
       contact_reveals AS contactReveals, ${OFFER_STATE_SQL} AS state
     FROM logistics_info li WHERE id = ?`,
    today,
    infoId,
  );
}
