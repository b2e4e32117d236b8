/**
 * What the user-content publisher (server/site/publishing/user-pages.ts) reads to turn a recorded
 * change into pages, and the offers' ends it records on a schedule: when an offer's dates pass it
 * reads 已过期, and `offerPageDays` after an offer ended its page is retired (410).
 */
import type { Store } from '../store/store.ts';

const PUBLIC_PAGE = {
  'logistics-info': 'SELECT 1 AS found FROM logistics_info WHERE id = ?',
  post: 'SELECT 1 AS found FROM posts WHERE id = ? AND hidden_at IS NULL AND deleted_at IS NULL',
  user: 'SELECT 1 AS found FROM users WHERE id = ? AND closed_at IS NULL',
} as const;

/**
 * Whether the item has a public page: any offer (a closed one's page says so), a post neither hidden
 * nor deleted, an account not closed (its profile). A request for anything else is 404 without a render.
 */
export const hasPublicPage = async (
  db: Store,
  kind: keyof typeof PUBLIC_PAGE,
  id: number,
): Promise<boolean> => (await db.get(PUBLIC_PAGE[kind], id)) !== undefined;

/**
 * The account an offer or a post belongs to (its profile shows it): null for an item of no account
 * (the demo content), undefined for no such item.
 */
export async function ownerOf(
  db: Store,
  kind: 'offer' | 'post',
  id: number,
): Promise<number | null | undefined> {
  const row = await db.get<{ userId: number | null }>(
    kind === 'offer'
      ? 'SELECT user_id AS userId FROM logistics_info WHERE id = ?'
      : 'SELECT user_id AS userId FROM posts WHERE id = ?',
    id,
  );
  return row && (row.userId === null ? null : Number(row.userId));
}

/** The post's last floor (0 without replies): how many reply pages it has. */
export const lastFloor = async (db: Store, postId: number): Promise<number> =>
  Number(
    (
      await db.get<{ floor: number | null }>(
        'SELECT max(floor) AS floor FROM replies WHERE post_id = ?',
        postId,
      )
    )?.floor ?? 0,
  );

/** Where a user's name is printed: their offers, their posts, and the posts and floors of their replies. */
export async function wordsOfUser(
  db: Store,
  userId: number,
): Promise<{ offers: number[]; posts: number[]; replies: { postId: number; floor: number }[] }> {
  return {
    offers: await db.column<number>('SELECT id FROM logistics_info WHERE user_id = ? ORDER BY id', userId),
    posts: await db.column<number>('SELECT id FROM posts WHERE user_id = ? ORDER BY id', userId),
    replies: await db.all<{ postId: number; floor: number }>(
      'SELECT post_id AS postId, floor FROM replies WHERE user_id = ? ORDER BY post_id, floor',
      userId,
    ),
  };
}

/** The instant and the China day before which an offer's end retires its page. */
export interface RetirementCutoff {
  /** ISO 8601: a closed offer (已成交, 已撤回) last changed before it is retired. */
  instant: string;
  /** YYYY-MM-DD: a standing offer whose last day is before it is retired. */
  day: string;
}

const RETIRED = `(li.state <> 'published' AND li.updated_at < ?)
  OR (li.state = 'published' AND li.expires_on IS NOT NULL AND li.expires_on < ?)`;

/** Whether the offer ended long enough ago that its page is gone (410); false for no such offer. */
export const offerRetired = async (db: Store, id: number, cutoff: RetirementCutoff): Promise<boolean> =>
  (await db.get(
    `SELECT 1 AS retired FROM logistics_info li WHERE li.id = ? AND (${RETIRED})`,
    id,
    cutoff.instant,
    cutoff.day,
  )) !== undefined;

/**
 * Records a change (site_changes) for each offer that, between two looks, passed its last day (it
 * now reads 已过期) or its retirement; an offer with a change recorded after `since` (another node's
 * look, or a write) is not recorded again. Returns how many were recorded. It takes the writes' turn,
 * as every row of site_changes does, so rows commit in the order of their ids (kept-matches.ts reads
 * them after a cursor).
 */
export async function recordOfferEnds(
  db: Store,
  window: {
    /** Now, and the previous look (ISO 8601). */
    at: string;
    since: string;
    /** China's day at the previous look and now: offers whose last day is in between expired. */
    fromDay: string;
    toDay: string;
    /** The retirement cutoffs at the previous look and now. */
    from: RetirementCutoff;
    to: RetirementCutoff;
  },
): Promise<number> {
  const { changes } = await db.transaction(() =>
    db.run(
      `INSERT INTO site_changes (kind, item_id, floor, at)
     SELECT 'offer', li.id, NULL, ? FROM logistics_info li
     WHERE ((li.state = 'published' AND li.expires_on >= ? AND li.expires_on < ?)
       OR (li.state <> 'published' AND li.updated_at >= ? AND li.updated_at < ?)
       OR (li.state = 'published' AND li.expires_on >= ? AND li.expires_on < ?))
       AND NOT EXISTS (SELECT 1 FROM site_changes s WHERE s.kind = 'offer' AND s.item_id = li.id AND s.at > ?)`,
      window.at,
      window.fromDay,
      window.toDay,
      window.from.instant,
      window.to.instant,
      window.from.day,
      window.to.day,
      window.since,
    ),
  );
  return Number(changes);
}
