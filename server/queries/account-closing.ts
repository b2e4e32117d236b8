/**
 * 注销账号 (docs/api.md, Leaving): what closing an account removes and what it keeps, in one place.
 * Runs in the caller's transaction, after the account's standing offers were withdrawn (offers.ts,
 * which records the site changes the withdraw path records).
 *
 * Removed: every token and sign-in record, the names kept for look-alike checks, a carrier's vehicles
 * and identity (with their document numbers), uploaded files,
 * shipments, kept and blocked lists (both ways), lanes, followed posts, notices, the contact of a
 * 企业认证 application, and the offers' contact names, phones and plates. Anonymised: the user row
 * keeps its id (posts, replies and offers point at it) with no name, mobile, password or contact
 * left; its account and mobile become `closed:<id>`, which no one can register or sign in as, so
 * the mobile is free to register again.
 */
import type { Store } from '../store/store.ts';
import { recordSiteChange } from './site-changes.ts';

/**
 * A closed account's account and mobile: `closed:<id>`. No account name or mobile a person can
 * register has a colon, and sign-in never finds one (users.ts findUserByLogin).
 */
export const CLOSED_ACCOUNT_PREFIX = 'closed:';

/** What a closed account is called wherever its words stay (posts, replies). */
export const CLOSED_ACCOUNT_NAME = '已注销用户';

const REMOVALS = [
  'DELETE FROM tokens WHERE user_id = ?1',
  'DELETE FROM login_records WHERE user_id = ?1',
  'DELETE FROM user_name_keys WHERE user_id = ?1',
  // A carrier's vehicles and identity (with their document numbers) go before the photos they name.
  'DELETE FROM vehicles WHERE user_id = ?1',
  'DELETE FROM identities WHERE user_id = ?1',
  // A photo of theirs on a waybill's step (电子回单) or in a complaint or statement leaves with the
  // file itself: every table that names a file is listed here (deletion.test.ts holds it).
  'DELETE FROM waybill_files WHERE file_id IN (SELECT id FROM files WHERE user_id = ?1)',
  'DELETE FROM complaint_files WHERE file_id IN (SELECT id FROM files WHERE user_id = ?1)',
  'DELETE FROM files WHERE user_id = ?1',
  'UPDATE logistics_info SET delivery_id = NULL WHERE user_id = ?1',
  'DELETE FROM deliveries WHERE user_id = ?1',
  'DELETE FROM favorite_offers WHERE user_id = ?1',
  'DELETE FROM favorite_users WHERE user_id = ?1 OR kept_user_id = ?1',
  'DELETE FROM user_blocks WHERE user_id = ?1 OR blocked_user_id = ?1',
  'DELETE FROM subscriptions WHERE user_id = ?1',
  'DELETE FROM post_follows WHERE user_id = ?1',
  'DELETE FROM notices WHERE user_id = ?1',
  "UPDATE verifications SET contact = '', licence_file_id = NULL WHERE user_id = ?1",
  "UPDATE logistics_info SET contact_name = '', contact_phone = '', plate = '' WHERE user_id = ?1",
] as const;

/** Closes account `userId` at `at`: see above. */
export async function closeAccount(db: Store, userId: number, at: string): Promise<void> {
  for (const statement of REMOVALS) await db.run(statement, userId);
  await db.run(
    `UPDATE users SET account = ?, mobile = ?, nickname = ?, real_name = '', company = '', email = '',
       password_hash = '', role = 'user', last_login_at = NULL, closed_at = ? WHERE id = ?`,
    `${CLOSED_ACCOUNT_PREFIX}${userId}`,
    `${CLOSED_ACCOUNT_PREFIX}${userId}`,
    CLOSED_ACCOUNT_NAME,
    at,
    userId,
  );
  // Posts and replies print the author's name: their static pages are rendered again.
  await recordSiteChange(db, 'user', userId, at);
}

/** The standing offers of `userId` (发布中, whatever their last day), to withdraw before closing. */
export const standingOfferIds = (db: Store, userId: number): Promise<number[]> =>
  db.column<number>("SELECT id FROM logistics_info WHERE user_id = ? AND state = 'published'", userId);

/**
 * The account name shown beside a person's nickname. A closed account's is its nickname, 已注销用户,
 * which src/lib/shared/person.ts then says once (`@已注销用户`), and no account name can be (they
 * are Latin letters, digits and marks). `alias` is the users table's alias in the query.
 */
export const shownAccount = (alias: string): string =>
  `CASE WHEN ${alias}.closed_at IS NULL THEN ${alias}.account ELSE ${alias}.nickname END`;
