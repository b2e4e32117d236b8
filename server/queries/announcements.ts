import type {
  AnnouncementDetail,
  AnnouncementItem,
  AnnouncementLink,
  Paged,
} from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { keywordMatch } from './search.ts';
import { enterpriseVerifiedColumn } from './verifications.ts';
import { Conditions, countRows, pagedSearch, statement } from './sql.ts';

export interface AnnouncementFilter {
  keyword?: string | undefined;
  enterpriseId?: number | undefined;
}

const ITEM_COLUMNS = `a.id, a.title, a.enterprise_id AS enterpriseId, e.name AS enterpriseName,
  a.published_at AS publishedAt, a.views`;
const FROM = 'FROM announcements a JOIN enterprises e ON e.id = a.enterprise_id';

const ITEMS_BY_ID = `SELECT ${ITEM_COLUMNS} ${FROM} WHERE a.id IN (SELECT value FROM json_each(?))`;

/** Newest first. */
export function listAnnouncements(
  db: Database,
  filter: AnnouncementFilter,
  page: number,
  pageSize: number,
): Paged<AnnouncementItem> {
  const conditions = new Conditions();
  if (filter.enterpriseId !== undefined) conditions.add('a.enterprise_id = ?', filter.enterpriseId);
  if (filter.keyword) conditions.addFragment(keywordMatch('announcements', filter.keyword, 'a'));
  const ids = `SELECT a.id FROM announcements a ${conditions.where} ORDER BY a.published_at DESC, a.id DESC`;
  const search = {
    table: 'announcements',
    key: filter,
    ids,
    params: conditions.params,
    itemsById: ITEMS_BY_ID,
  } as const;
  return pagedSearch<AnnouncementItem>(db, search, page, pageSize);
}

export function latestAnnouncements(db: Database, limit: number): AnnouncementItem[] {
  return statement(db, `SELECT ${ITEM_COLUMNS} ${FROM} ORDER BY a.published_at DESC, a.id DESC LIMIT ?`).all(
    limit,
  ) as unknown as AnnouncementItem[];
}

export function countAnnouncements(db: Database): number {
  return countRows(db, 'announcements');
}

/** Counts one reading of the announcement (a visitor's, never the static build's). */
export function countAnnouncementView(db: Database, id: number): void {
  statement(db, 'UPDATE announcements SET views = views + 1 WHERE id = ?').run(id);
}

/**
 * The announcement with its neighbours in publishing order: `previous` was published just before
 * it, `next` just after it.
 */
export function findAnnouncement(db: Database, id: number): AnnouncementDetail | undefined {
  const found = statement(
    db,
    `SELECT ${ITEM_COLUMNS}, a.content, ${enterpriseVerifiedColumn('a.enterprise_id')} ${FROM} WHERE a.id = ?`,
  ).get(id) as
    (Omit<AnnouncementDetail, 'previous' | 'next' | 'enterpriseVerified'> & { verified: number }) | undefined;
  if (!found) return undefined;
  const { verified, ...fields } = found;
  const row = { ...fields, enterpriseVerified: verified === 1 };
  const previous = statement(
    db,
    `SELECT id, title FROM announcements WHERE (published_at, id) < (?, ?) ORDER BY published_at DESC, id DESC LIMIT 1`,
  ).get(row.publishedAt, row.id) as AnnouncementLink | undefined;
  const next = statement(
    db,
    `SELECT id, title FROM announcements WHERE (published_at, id) > (?, ?) ORDER BY published_at ASC, id ASC LIMIT 1`,
  ).get(row.publishedAt, row.id) as AnnouncementLink | undefined;
  return { ...row, previous: previous ? { ...previous } : null, next: next ? { ...next } : null };
}
