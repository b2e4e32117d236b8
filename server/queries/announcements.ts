import type {
  AnnouncementDetail,
  AnnouncementItem,
  AnnouncementLink,
  Paged,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { keywordMatch } from './search.ts';
import { enterpriseVerifiedColumn } from './verifications.ts';
import { Conditions, pagedSearch } from './sql.ts';
import { countRows } from './kept-results.ts';

export interface AnnouncementFilter {
  keyword?: string | undefined;
  enterpriseId?: number | undefined;
}

const ITEM_COLUMNS = `a.id, a.title, a.enterprise_id AS enterpriseId, e.name AS enterpriseName,
  a.published_at AS publishedAt, a.views`;
const FROM = 'FROM announcements a JOIN enterprises e ON e.id = a.enterprise_id';

const ITEMS_BY_ID = eachDialect(
  (sql) => `SELECT ${ITEM_COLUMNS} ${FROM} WHERE a.id IN (${sql.jsonIntegers()})`,
);

/** Newest first. */
export async function listAnnouncements(
  db: Store,
  filter: AnnouncementFilter,
  page: number,
  pageSize: number,
): Promise<Paged<AnnouncementItem>> {
  const conditions = new Conditions();
  if (filter.enterpriseId !== undefined) conditions.add('a.enterprise_id = ?', filter.enterpriseId);
  if (filter.keyword) conditions.addFragment(keywordMatch('announcements', filter.keyword, 'a', db.dialect));
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

export async function latestAnnouncements(db: Store, limit: number): Promise<AnnouncementItem[]> {
  return db.all<AnnouncementItem>(
    `SELECT ${ITEM_COLUMNS} ${FROM} ORDER BY a.published_at DESC, a.id DESC LIMIT ?`,
    limit,
  );
}

export async function countAnnouncements(db: Store): Promise<number> {
  return countRows(db, 'announcements');
}

/** Counts one reading of the announcement (a visitor's, never the static build's). */
export async function countAnnouncementView(db: Store, id: number): Promise<void> {
  await db.run('UPDATE announcements SET views = views + 1 WHERE id = ?', id);
}

/**
 * The announcement with its neighbours in publishing order: `previous` was published just before
 * it, `next` just after it.
 */
export async function findAnnouncement(db: Store, id: number): Promise<AnnouncementDetail | undefined> {
  const found = await db.get<
    Omit<AnnouncementDetail, 'previous' | 'next' | 'enterpriseVerified'> & { verified: number }
  >(
    `SELECT ${ITEM_COLUMNS}, a.content, ${enterpriseVerifiedColumn('a.enterprise_id')} ${FROM} WHERE a.id = ?`,
    id,
  );
  if (!found) return undefined;
  const { verified, ...fields } = found;
  const row = { ...fields, enterpriseVerified: verified === 1 };
  const previous = await db.get<AnnouncementLink>(
    `SELECT id, title FROM announcements WHERE (published_at, id) < (?, ?) ORDER BY published_at DESC, id DESC LIMIT 1`,
    row.publishedAt,
    row.id,
  );
  const next = await db.get<AnnouncementLink>(
    `SELECT id, title FROM announcements WHERE (published_at, id) > (?, ?) ORDER BY published_at ASC, id ASC LIMIT 1`,
    row.publishedAt,
    row.id,
  );
  return { ...row, previous: previous ? { ...previous } : null, next: next ? { ...next } : null };
}
