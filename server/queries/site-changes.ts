/**
 * The changes to user content that alter a public static page (docs/decisions.md, "Static user
 * content"): an offer (published, edited, closed, past its dates), a post or a reply (written, edited,
 * deleted, hidden; a reply names its post and floor), a user (a new nickname, a verified enterprise),
 * an enterprise published or withdrawn (the offers linking to it, its verified members). Each is one row,
 * written in the same transaction as the write it records, so a change is recorded exactly when it
 * is kept. Every node reads the rows after its cursor and renders the pages they concern
 * (server/site/publishing/user-pages.ts); its own writes wake it once committed (`onSiteChange`).
 */
import type { Store } from '../store/store.ts';
import { countContentChange } from './kept-results.ts';

export type SiteChangeKind = 'offer' | 'post' | 'user';

export interface SiteChange {
  id: number;
  kind: SiteChangeKind;
  /** The offer's, the post's or the user's id. */
  itemId: number;
  /** For a reply, its floor (the reply page it is on); null for the item as a whole. */
  floor: number | null;
  at: string;
}

const listeners = new Set<() => void>();

/** Calls `listener` after this process records a change, once the write's transaction has ended. */
export function onSiteChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Wakes the listeners once the write's transaction has ended: woken before its COMMIT, a listener would
 * read nothing new (outside the transaction) or, run in its context, read on its connection what it
 * has not committed. A write that records its change inside a statement of its own calls it itself.
 */
export function siteChanged(db: Store): void {
  db.afterCommit(() => {
    for (const listener of listeners) listener();
  });
}

export async function recordSiteChange(
  db: Store,
  kind: SiteChangeKind,
  itemId: number,
  at: string,
  floor: number | null = null,
): Promise<void> {
  await db.run(
    'INSERT INTO site_changes (kind, item_id, floor, at) VALUES (?, ?, ?, ?)',
    kind,
    itemId,
    floor,
    at,
  );
  siteChanged(db);
}

/**
 * An enterprise published (its name may be new) or withdrawn: the offers that link to it and each
 * verified member, whose posts and replies name it. Recorded before a withdrawal unlinks the offers.
 */
export async function recordEnterpriseChange(db: Store, enterpriseId: number, at: string): Promise<void> {
  await db.run(
    "INSERT INTO site_changes (kind, item_id, floor, at) SELECT 'offer', id, NULL, ? FROM logistics_info WHERE enterprise_id = ?",
    at,
    enterpriseId,
  );
  await db.run(
    `INSERT INTO site_changes (kind, item_id, floor, at)
     SELECT DISTINCT 'user', user_id, CAST(NULL AS INTEGER), ? FROM verifications WHERE enterprise_id = ? AND state = 'approved'`,
    at,
    enterpriseId,
  );
  siteChanged(db);
}

/**
 * A publisher's marks changed (server/queries/marks.ts: a document approved, rejected, expired, sent
 * again or deleted; 企业认证 approved): the pages of their offers still 发布中, which show the marks
 * (with the offers' lists and the home), and the user (their posts' and replies' pages, their profile).
 */
export async function recordPublisherChange(db: Store, userId: number, at: string): Promise<void> {
  // The offers' marks are computed on each read, but the home's latest offers are a kept result:
  // counted as a change in place, the home is read afresh when its page is rendered again.
  await countContentChange(db, 'logistics_info');
  await db.run(
    "INSERT INTO site_changes (kind, item_id, floor, at) SELECT 'offer', id, NULL, ? FROM logistics_info WHERE user_id = ? AND state = 'published'",
    at,
    userId,
  );
  await recordSiteChange(db, 'user', userId, at);
}

/** A reply's change: its post, on the reply's floor. */
export async function recordReplyChange(db: Store, replyId: number, at: string): Promise<void> {
  await db.run(
    "INSERT INTO site_changes (kind, item_id, floor, at) SELECT 'post', post_id, floor, ? FROM replies WHERE id = ?",
    at,
    replyId,
  );
  siteChanged(db);
}

/** The rows after `after`, oldest first, at most `limit`. */
export const siteChangesAfter = (db: Store, after: number, limit: number): Promise<SiteChange[]> =>
  db.all<SiteChange>(
    `SELECT id, kind, item_id AS itemId, floor, at FROM site_changes WHERE id > ? ORDER BY id LIMIT ?`,
    after,
    limit,
  );

/** The newest row's id (0 without any): where a node that starts begins reading. */
export async function lastSiteChange(db: Store): Promise<number> {
  const row = await db.get<{ id: number | null }>('SELECT max(id) AS id FROM site_changes');
  return Number(row?.id ?? 0);
}

/**
 * Rows recorded at or before `before` (ISO 8601): every node has long read them. The newest row
 * stays however old: SQLite gives the next row the largest id plus one, so an emptied table would
 * start its ids again below every node's cursor (and below the versions lists are kept by, sql.ts).
 */
export async function pruneSiteChanges(db: Store, before: string): Promise<number> {
  return Number(
    (
      await db.run(
        'DELETE FROM site_changes WHERE at <= ? AND id < (SELECT max(id) FROM site_changes)',
        before,
      )
    ).changes,
  );
}
