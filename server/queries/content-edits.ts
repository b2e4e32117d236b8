import type { ContentKind } from '../site-publisher.ts';
import type { Database } from '../db.ts';
import { statement } from './sql.ts';

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
export function insertAnnouncement(db: Database, announcement: NewAnnouncement): number {
  const row = statement(
    db,
    'INSERT INTO announcements (enterprise_id, title, content, published_at) VALUES (?, ?, ?, ?) RETURNING id',
  ).get(announcement.enterpriseId, announcement.title, announcement.content, announcement.publishedAt) as {
    id: number;
  };
  return row.id;
}

/** Renames an enterprise (its routes' and announcements' pages print the name). */
export function renameEnterprise(db: Database, id: number, name: string): void {
  statement(db, 'UPDATE enterprises SET name = ? WHERE id = ?').run(name, id);
}

/** Retitles a policy. */
export function retitlePolicy(db: Database, id: number, title: string): void {
  statement(db, 'UPDATE policies SET title = ? WHERE id = ?').run(title, id);
}

/** One constant statement per kind: no table name is ever built from input. */
const REMOVE: Record<ContentKind, string> = {
  policies: 'DELETE FROM policies WHERE id = ?',
  announcements: 'DELETE FROM announcements WHERE id = ?',
  routes: 'DELETE FROM routes WHERE id = ?',
  enterprises: 'DELETE FROM enterprises WHERE id = ?',
};

/** Takes an item out of the public table (a withdrawal). */
export function removeContentItem(db: Database, kind: ContentKind, id: number): void {
  statement(db, REMOVE[kind]).run(id);
}
