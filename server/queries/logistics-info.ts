import type { LogisticsInfoDetail, LogisticsInfoItem, LogisticsKind, Paged } from '../../src/lib/contract.ts';
import type { Database } from '../db.ts';
import { areaRange } from '../../src/lib/area-codes.ts';
import { keywordMatch, placeMatch } from './search.ts';
import { Conditions, countRows, pagedSearch, statement } from './sql.ts';

export interface LogisticsInfoFilter {
  kind?: LogisticsKind | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  vehicleType?: string | undefined;
  keyword?: string | undefined;
  /** Area prefixes (`31`, `3101`, `310115`; src/lib/area-codes.ts): the lane searched. */
  originCode?: string | undefined;
  destinationCode?: string | undefined;
}

const ITEM_COLUMNS = `li.id, li.kind, li.title, li.origin, li.destination, li.cargo_name AS cargoName,
  li.weight_tons AS weightTons, li.volume_cubic AS volumeCubic, li.vehicle_type AS vehicleType,
  li.vehicle_length_meters AS vehicleLengthMeters, li.price, li.company_name AS companyName,
  li.published_at AS publishedAt, li.views, li.loading_date AS loadingDate`;

const ITEMS_BY_ID = `SELECT ${ITEM_COLUMNS} FROM logistics_info li WHERE li.id IN (SELECT value FROM json_each(?))`;

/**
 * Current offers first, then those whose loading date has passed (stale: still readable, never on
 * top); newest first within each. `?` is today, `YYYY-MM-DD` in China.
 */
const CURRENT_FIRST = `(li.loading_date IS NOT NULL AND li.loading_date < ?), li.published_at DESC, li.id`;

type StoredItem = Omit<LogisticsInfoItem, 'expired'>;

/** The item as the contract has it: `expired` when its loading date is before `today`. */
function withExpiry<T extends StoredItem>(item: T, today: string): T & { expired: boolean } {
  return { ...item, expired: item.loadingDate !== null && item.loadingDate < today };
}

/**
 * Current offers first, each part newest first. `today`: China's day (`chinaToday(now)`), which
 * decides what is stale.
 */
export function listLogisticsInfo(
  db: Database,
  filter: LogisticsInfoFilter,
  page: number,
  pageSize: number,
  today: string,
): Paged<LogisticsInfoItem> {
  const conditions = new Conditions();
  if (filter.kind) conditions.add('li.kind = ?', filter.kind);
  if (filter.origin) conditions.addFragment(placeMatch('li.origin', filter.origin));
  if (filter.destination) conditions.addFragment(placeMatch('li.destination', filter.destination));
  if (filter.vehicleType) conditions.add('instr(li.vehicle_type, ?) > 0', filter.vehicleType);
  if (filter.keyword) conditions.addFragment(keywordMatch('logistics_info', filter.keyword, 'li'));
  if (filter.originCode)
    conditions.add('li.origin_code >= ? AND li.origin_code < ?', ...areaRange(filter.originCode));
  if (filter.destinationCode) {
    conditions.add(
      'li.id IN (SELECT info_id FROM offer_destinations WHERE code >= ? AND code < ?)',
      ...areaRange(filter.destinationCode),
    );
  }
  const search = {
    table: 'logistics_info',
    // The order changes with the day: today is part of the key.
    key: [today, filter],
    ids: `SELECT li.id FROM logistics_info li ${conditions.where} ORDER BY ${CURRENT_FIRST}`,
    params: [...conditions.params, today],
    itemsById: ITEMS_BY_ID,
  } as const;
  const answer = pagedSearch<StoredItem>(db, search, page, pageSize);
  return { ...answer, list: answer.list.map((item) => withExpiry(item, today)) };
}

/** The latest `limit` items of one kind (the portal home), current offers first. */
export function latestLogisticsInfo(
  db: Database,
  kind: LogisticsKind,
  limit: number,
  today: string,
): LogisticsInfoItem[] {
  const rows = statement(
    db,
    `SELECT ${ITEM_COLUMNS} FROM logistics_info li WHERE li.kind = ? ORDER BY ${CURRENT_FIRST} LIMIT ?`,
  ).all(kind, today, limit) as unknown as StoredItem[];
  return rows.map((item) => withExpiry(item, today));
}

export function countLogisticsInfo(db: Database): number {
  return countRows(db, 'logistics_info');
}

type StoredDetail = Omit<LogisticsInfoDetail, 'contactMasked' | 'expired'>;

/** Counts a view and returns the item with its full contact phone, or undefined. */
export function viewLogisticsInfo(
  db: Database,
  id: number,
  today: string,
): Omit<LogisticsInfoDetail, 'contactMasked'> | undefined {
  statement(db, 'UPDATE logistics_info SET views = views + 1 WHERE id = ?').run(id);
  const item = statement(
    db,
    `SELECT ${ITEM_COLUMNS}, li.content, li.contact_name AS contactName, li.contact_phone AS contactPhone,
       li.enterprise_id AS enterpriseId
     FROM logistics_info li WHERE li.id = ?`,
  ).get(id) as StoredDetail | undefined;
  return item && withExpiry(item, today);
}
