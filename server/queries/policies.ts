import type { Paged, PolicyDetail, PolicyItem, PolicyLevel } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { keywordMatch } from './search.ts';
import { Conditions, pagedSearch } from './sql.ts';
import { countRows } from './kept-results.ts';

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

const ITEMS_BY_ID = eachDialect(
  (sql) => `SELECT ${ITEM_COLUMNS} FROM policies p WHERE p.id IN (${sql.jsonIntegers()})`,
);

/** Newest first. Timestamps and days compare as text, so `>= from` and `< before` hold for both. */
export async function listPolicies(
  db: Store,
  filter: PolicyFilter,
  page: number,
  pageSize: number,
): Promise<Paged<PolicyItem>> {
  const conditions = new Conditions();
  if (filter.level) conditions.add('p.level = ?', filter.level);
  if (filter.from) conditions.add('p.published_at >= ?', filter.from);
  if (filter.before) conditions.add('p.published_at < ?', filter.before);
  if (filter.keyword) conditions.addFragment(keywordMatch('policies', filter.keyword, 'p', db.dialect));
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

export async function latestPolicies(db: Store, limit: number): Promise<PolicyItem[]> {
  return db.all<PolicyItem>(
    `SELECT ${ITEM_COLUMNS} FROM policies p ORDER BY p.published_at DESC, p.id LIMIT ?`,
    limit,
  );
}

export async function countPolicies(db: Store): Promise<number> {
  return countRows(db, 'policies');
}

export async function findPolicy(db: Store, id: number): Promise<PolicyDetail | undefined> {
  return db.get<PolicyDetail>(`SELECT ${ITEM_COLUMNS}, p.content FROM policies p WHERE p.id = ?`, id);
}
