import type { Store } from '../store/store.ts';
import type { DeskKind } from '../../src/lib/shared/contract.ts';

/**
 * Changes to the public content tables, each what one publish or withdrawal leaves in them: the
 * site publisher's tests and `npm run bench:publish` make them before publishing, as the content
 * desk does before it calls the publisher.
 */

export interface NewAnnouncement {
  enterpriseId: number;
  title: string;
  content: string;
  /** ISO 8601. */
  publishedAt: string;
}

/** Adds an announcement; returns its id. */
export async function insertAnnouncement(db: Store, announcement: NewAnnouncement): Promise<number> {
  const row = (await db.get<{
    id: number;
  }>(
    'INSERT INTO announcements (enterprise_id, title, content, published_at) VALUES (?, ?, ?, ?) RETURNING id',
    announcement.enterpriseId,
    announcement.title,
    announcement.content,
    announcement.publishedAt,
  ))!;
  return row.id;
}

/** One constant statement per kind: no table name is ever built from input. */
const REMOVE: Record<DeskKind, string> = {
  policies: 'DELETE FROM policies WHERE id = ?',
  announcements: 'DELETE FROM announcements WHERE id = ?',
  routes: 'DELETE FROM routes WHERE id = ?',
  enterprises: 'DELETE FROM enterprises WHERE id = ?',
};

/** Takes an item out of the public table (a withdrawal). */
export async function removeContentItem(db: Store, kind: DeskKind, id: number): Promise<void> {
  await db.run(REMOVE[kind], id);
}
