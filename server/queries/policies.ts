import type { Paged, PolicyDetail, PolicyItem, PolicyLevel } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { keywordMatch } from './search.ts';
import { Conditions, countRows, pagedSearch, statement } from './sql.ts';

export interface PolicyFilter {
  keyword?: string | undefined;
  level?: PolicyLevel | undefined;
  /** Published on or after this day (`YYYY-MM-DD`). */
  from?: string | undefined;
  /** Published before this day (`YYYY-MM-DD`), i.e. on or before the day before it. */
  before?: string | undefined;
}

const ITEM_COLUMNS = `p.id, p.title, p.authority, p.document_no AS documentNo, p.level, p.region,
  p.published_at AS publishedAt, p.effective_at AS effectiveAt, p.summary`;

const ITEMS_BY_ID = `SELECT ${ITEM_COLUMNS} FROM policies p WHERE p.id IN (SELECT value FROM json_each(?))`;

/** Newest first. Timestamps and days compare as text, so `>= from` and `< before` hold for both. */
export function listPolicies(
  db: Database,
  filter: PolicyFilter,
  page: number,
  pageSize: number,
): Paged<PolicyItem> {
  const conditions = new Conditions();
  if (filter.level) conditions.add('p.level = ?', filter.level);
  if (filter.from) conditions.add('p.published_at >= ?', filter.from);
  if (filter.before) conditions.add('p.published_at < ?', filter.before);
  if (filter.keyword) conditions.addFragment(keywordMatch('policies', filter.keyword, 'p'));
  const ids = `SELECT p.id FROM policies p ${conditions.where} ORDER BY p.published_at DESC, p.id`;
  const search = {
    table: 'policies',
    key: filter,
    ids,
    params: conditions.params,
    itemsById: ITEMS_BY_ID,
  } as const;
  return pagedSearch<PolicyItem>(db, search, page, pageSize);
}

export function latestPolicies(db: Database, limit: number): PolicyItem[] {
  return statement(
    db,
    `SELECT ${ITEM_COLUMNS} FROM policies p ORDER BY p.published_at DESC, p.id LIMIT ?`,
  ).all(limit) as unknown as PolicyItem[];
}

export function countPolicies(db: Database): number {
  return countRows(db, 'policies');
}

export function findPolicy(db: Database, id: number): PolicyDetail | undefined {
  return statement(db, `SELECT ${ITEM_COLUMNS}, p.content FROM policies p WHERE p.id = ?`).get(id) as
    PolicyDetail | undefined;
}
