import type { LogisticsInfoDetail, LogisticsInfoItem, LogisticsKind, Paged } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { keywordMatch, placeMatch } from '../search.ts';
import { cachedUntilGrowth, Conditions, countRows, pagedRows, selectIds, statement } from './sql.ts';

export interface LogisticsInfoFilter {
  kind?: LogisticsKind | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  vehicleType?: string | undefined;
  keyword?: string | undefined;
}

const ITEM_COLUMNS = `li.id, li.kind, li.title, li.origin, li.destination, li.cargo_name AS cargoName,
  li.weight_tons AS weightTons, li.volume_cubic AS volumeCubic, li.vehicle_type AS vehicleType,
  li.vehicle_length_meters AS vehicleLengthMeters, li.price, li.company_name AS companyName,
  li.published_at AS publishedAt, li.views`;

const ITEMS_BY_ID = `SELECT ${ITEM_COLUMNS} FROM logistics_info li WHERE li.id IN (SELECT value FROM json_each(?))`;

/** Newest first: the ids of every item that passes the filter. */
function matchingIds(db: Database, filter: LogisticsInfoFilter): Int32Array {
  const conditions = new Conditions();
  if (filter.kind) conditions.add('li.kind = ?', filter.kind);
  if (filter.origin) conditions.addFragment(placeMatch('li.origin', filter.origin));
  if (filter.destination) conditions.addFragment(placeMatch('li.destination', filter.destination));
  if (filter.vehicleType) conditions.add('instr(li.vehicle_type, ?) > 0', filter.vehicleType);
  if (filter.keyword) conditions.addFragment(keywordMatch('logistics_info', filter.keyword, 'li'));
  const text = `SELECT li.id FROM logistics_info li ${conditions.where} ORDER BY li.published_at DESC, li.id`;
  return cachedUntilGrowth(db, ['logistics_info'], `logistics_info:${JSON.stringify(filter)}`, () =>
    selectIds(db, text, conditions.params),
  );
}

export function listLogisticsInfo(
  db: Database,
  filter: LogisticsInfoFilter,
  page: number,
  pageSize: number,
): Paged<LogisticsInfoItem> {
  const ids = matchingIds(db, filter);
  return pagedRows<LogisticsInfoItem>(db, ITEMS_BY_ID, ids, page, pageSize);
}

/** The latest `limit` items of one kind (the portal home). */
export function latestLogisticsInfo(db: Database, kind: LogisticsKind, limit: number): LogisticsInfoItem[] {
  return statement(
    db,
    `SELECT ${ITEM_COLUMNS} FROM logistics_info li WHERE li.kind = ? ORDER BY li.published_at DESC, li.id LIMIT ?`,
  ).all(kind, limit) as unknown as LogisticsInfoItem[];
}

export function countLogisticsInfo(db: Database): number {
  return countRows(db, 'logistics_info');
}

type StoredDetail = Omit<LogisticsInfoDetail, 'contactMasked'>;

/** Counts a view and returns the item with its full contact phone, or undefined. */
export function viewLogisticsInfo(db: Database, id: number): StoredDetail | undefined {
  statement(db, 'UPDATE logistics_info SET views = views + 1 WHERE id = ?').run(id);
  return statement(
    db,
    `SELECT ${ITEM_COLUMNS}, li.content, li.contact_name AS contactName, li.contact_phone AS contactPhone,
       li.loading_date AS loadingDate, li.enterprise_id AS enterpriseId
     FROM logistics_info li WHERE li.id = ?`,
  ).get(id) as StoredDetail | undefined;
}
