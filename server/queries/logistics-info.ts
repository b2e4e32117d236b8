import {
  ANY_VEHICLE_TYPE,
  type LogisticsInfoDetail,
  type LogisticsInfoItem,
  type LogisticsKind,
  type Paged,
} from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { eachDialect, type DialectFragments } from './dialects.ts';
import { areaRange, enclosingAreas } from '../../src/lib/shared/area-codes.ts';
import { keywordMatch, placeMatch } from './search.ts';
import { authorEnterpriseColumns } from './verifications.ts';
import { Conditions, NO_IDS, pagedRows, pagedSearch, searchIds, selectIds } from './sql.ts';
import { countRows } from './kept-results.ts';
import { markedCondition, offerStandings, withMarks } from './marks.ts';
import { orderByCredit, searchIdsByCredit } from './credit.ts';

export interface LogisticsInfoFilter {
  kind?: LogisticsKind | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  vehicleType?: string | undefined;
  keyword?: string | undefined;
  /** Area prefixes (`31`, `3101`, `310115`; src/lib/shared/area-codes.ts): the lane searched. */
  originCode?: string | undefined;
  destinationCode?: string | undefined;
  /** `1`: only offers whose publisher has a mark (只看认证; marks.ts). */
  verifiedOnly?: '1' | undefined;
  /** `credit`: the publishers' credit first (credit.ts); `kept`: the kept users' offers first. */
  sort?: 'credit' | 'kept' | undefined;
}

const ITEM_COLUMNS = `li.id, li.kind, li.title, li.origin, li.destination, li.cargo_name AS cargoName,
  li.weight_tons AS weightTons, li.volume_cubic AS volumeCubic, li.vehicle_type AS vehicleType,
  li.vehicle_length_meters AS vehicleLengthMeters, li.price, li.company_name AS companyName,
  li.published_at AS publishedAt, li.views, li.loading_date AS loadingDate,
  COALESCE(li.expires_on, li.loading_date) AS lastDay,
  (SELECT u.id FROM users u WHERE u.id = li.user_id AND u.closed_at IS NULL) AS publisherProfileId`;

const ITEMS_BY_ID = eachDialect(
  (sql) => `SELECT ${ITEM_COLUMNS} FROM logistics_info li WHERE li.id IN (${sql.jsonIntegers()})`,
);

/** Newest first. Stale offers have left the lists (`STANDING`), so no current one sits below them. */
const NEWEST_FIRST = `li.published_at DESC, li.id`;

/** An offer still listed: 发布中, and its last day not passed (`?` is today, `YYYY-MM-DD` in China). */
export const STANDING = "li.state = 'published' AND (li.expires_on IS NULL OR li.expires_on >= ?)";

type StoredItem = Omit<LogisticsInfoItem, 'expired' | 'marks'> & { lastDay: string | null };

/**
 * The item as the contract has it: `expired` when its last day is before `today` (a cargo offer's
 * loading day, a truck's last available day: a truck available from yesterday to next week stands).
 */
function withExpiry<T extends StoredItem>(
  { lastDay, ...item }: T,
  today: string,
): Omit<T, 'lastDay'> & { expired: boolean } {
  return { ...item, expired: lastDay !== null && lastDay < today };
}

/**
 * The items of `rows` as the contract has them (`expired` as withExpiry says), with their publisher's
 * standing (marks.ts), each written as one object: copying each row twice (expiry, then standing)
 * had been a fifth of a lane's read.
 */
async function asItems(db: Store, rows: readonly StoredItem[], today: string): Promise<LogisticsInfoItem[]> {
  const ids = rows.map((row) => row.id);
  const standings = await offerStandings(db, ids, today);
  return rows.map((row) => {
    const standing = standings.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      origin: row.origin,
      destination: row.destination,
      cargoName: row.cargoName,
      weightTons: row.weightTons,
      volumeCubic: row.volumeCubic,
      vehicleType: row.vehicleType,
      vehicleLengthMeters: row.vehicleLengthMeters,
      price: row.price,
      companyName: row.companyName,
      publishedAt: row.publishedAt,
      views: row.views,
      loadingDate: row.loadingDate,
      publisherProfileId: row.publisherProfileId,
      expired: row.lastDay !== null && row.lastDay < today,
      marks: standing?.marks ?? [],
      credit: standing?.credit ?? null,
    };
  });
}

/**
 * The offers still standing, newest first, less `hidden` (those of users the reader blocked); with
 * `sort: 'kept'` (常用优先), the offers of `kept` (those of the users the reader keeps) first.
 * `today`: China's day (`chinaDay(now)`), which decides what is stale.
 */
export async function listLogisticsInfo(
  db: Store,
  filter: LogisticsInfoFilter,
  page: number,
  pageSize: number,
  today: string,
  hidden: ReadonlySet<number> = NO_IDS,
  kept: ReadonlySet<number> = NO_IDS,
): Promise<Paged<LogisticsInfoItem>> {
  const conditions = new Conditions();
  // Only offers still standing are listed: 已成交, 已撤回 and 已过期 ones leave the lists.
  conditions.add(STANDING, today);
  if (filter.kind) conditions.add('li.kind = ?', filter.kind);
  if (filter.origin) conditions.addFragment(placeMatch('li.origin', filter.origin, db.dialect));
  if (filter.destination)
    conditions.addFragment(placeMatch('li.destination', filter.destination, db.dialect));
  // A cargo offer that takes any vehicle (不限) suits every type a carrier filters by.
  if (filter.vehicleType) conditions.add('li.vehicle_type IN (?, ?)', filter.vehicleType, ANY_VEHICLE_TYPE);
  if (filter.keyword)
    conditions.addFragment(keywordMatch('logistics_info', filter.keyword, 'li', db.dialect));
  if (filter.originCode)
    conditions.add('li.origin_code >= ? AND li.origin_code < ?', ...areaRange(filter.originCode));
  if (filter.verifiedOnly) {
    const marked = markedCondition(today);
    conditions.add(marked.sql, ...marked.params);
  }
  if (filter.destinationCode) {
    // Inside the area, or a whole province or city that holds it: a truck bound for 广东省 serves 深圳.
    conditions.add(
      'li.id IN (SELECT info_id FROM offer_destinations WHERE (code >= ? AND code < ?) OR code IN (?, ?))',
      ...areaRange(filter.destinationCode),
      ...enclosingAreas(filter.destinationCode),
    );
  }
  const search = {
    table: 'logistics_info',
    // The order changes with the day: today is part of the key. Another order (`sort`) is applied to
    // the same ids.
    key: [today, { ...filter, sort: undefined }],
    ids: `SELECT li.id FROM logistics_info li ${conditions.where} ORDER BY ${NEWEST_FIRST}`,
    params: conditions.params,
    itemsById: ITEMS_BY_ID,
  } as const;
  // Marks change with the desk's decisions and the days, not as offers are added: a list of marked
  // offers is selected afresh, and ordered by credit afresh. The kept ids' order by credit is kept
  // beside them until the list or some credit changes (credit.ts searchIdsByCredit).
  const selected = async () => {
    if (filter.sort === 'credit' && !filter.verifiedOnly) return searchIdsByCredit(db, search);
    const ids = filter.verifiedOnly
      ? await selectIds(db, search.ids, search.params)
      : await searchIds(db, search);
    if (filter.sort === 'credit') return orderByCredit(db, ids);
    // 常用优先: a stable partition, so each part stays newest first.
    return filter.sort === 'kept'
      ? Int32Array.from([...ids.filter((id) => kept.has(id)), ...ids.filter((id) => !kept.has(id))])
      : ids;
  };
  const answer =
    filter.verifiedOnly || filter.sort
      ? await pagedRows<StoredItem>(db, ITEMS_BY_ID, await selected(), page, pageSize, hidden)
      : await pagedSearch<StoredItem>(db, search, page, pageSize, hidden);
  return { ...answer, list: await asItems(db, answer.list, today) };
}

/** The latest `limit` standing items of one kind (the portal home). */
export async function latestLogisticsInfo(
  db: Store,
  kind: LogisticsKind,
  limit: number,
  today: string,
): Promise<LogisticsInfoItem[]> {
  const rows = await db.all<StoredItem>(
    `SELECT ${ITEM_COLUMNS} FROM logistics_info li WHERE li.kind = ? AND ${STANDING}
     ORDER BY ${NEWEST_FIRST} LIMIT ?`,
    kind,
    today,
    limit,
  );
  return asItems(db, rows, today);
}

export const logisticsInfoExists = async (db: Store, id: number): Promise<boolean> =>
  (await db.get('SELECT 1 FROM logistics_info WHERE id = ?', id)) !== undefined;

/** The items of `ids`, in that order (the offers' matches). */
export async function logisticsItemsByIds(
  db: Store,
  ids: readonly number[],
  today: string,
): Promise<LogisticsInfoItem[]> {
  const rows = await db.all<StoredItem>(ITEMS_BY_ID, JSON.stringify(ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return asItems(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    today,
  );
}

export async function countLogisticsInfo(db: Store): Promise<number> {
  return countRows(db, 'logistics_info');
}

type StoredDetail = Omit<
  LogisticsInfoDetail,
  'contactMasked' | 'expired' | 'destinationCodes' | 'mine' | 'contactReveals' | 'marks'
> & {
  contactReveals: number;
  destinationCodes: string;
  userId: number | null;
  lastDay: string | null;
};

/** 发布中, 已成交, 已撤回, or 已过期 for one still 发布中 after its last day (`?` is today). */
export const OFFER_STATE_SQL = `CASE WHEN li.state <> 'published' THEN li.state
  WHEN li.expires_on IS NOT NULL AND li.expires_on < ? THEN 'expired' ELSE 'published' END`;

/** Every destination code of the offer, as a JSON array's text (in one database's words). */
export const destinationCodesSql = (sql: DialectFragments): string =>
  sql.jsonArray('code', 'FROM offer_destinations WHERE info_id = li.id', 'code');

export type ViewedInfo = Omit<LogisticsInfoDetail, 'contactMasked' | 'mine' | 'contactReveals'> & {
  userId: number | null;
  contactReveals: number;
};

/**
 * Counts a view unless `count` is false (a build or a publisher's render is not a reader), and
 * returns the item with its full contact phone and plate, or undefined.
 */
export async function viewLogisticsInfo(
  db: Store,
  id: number,
  today: string,
  count = true,
): Promise<ViewedInfo | undefined> {
  if (count) await db.run('UPDATE logistics_info SET views = views + 1 WHERE id = ?', id);
  const item = await db.get<StoredDetail>(
    eachDialect(
      (
        sql,
      ) => `SELECT ${ITEM_COLUMNS}, li.content, li.contact_name AS contactName, li.contact_phone AS contactPhone,
       li.enterprise_id AS enterpriseId, ${OFFER_STATE_SQL} AS state, li.origin_code AS originCode,
       ${destinationCodesSql(sql)} AS destinationCodes, li.plate, li.available_from AS availableFrom,
       CASE WHEN li.kind = 'vehicle' THEN li.expires_on END AS availableTo, li.user_id AS userId,
       li.contact_reveals AS contactReveals, ${authorEnterpriseColumns('li.user_id')},
       (SELECT u.nickname FROM users u WHERE u.id = li.user_id AND u.closed_at IS NULL) AS publisherName
     FROM logistics_info li WHERE li.id = ?`,
    ),
    today,
    id,
  );
  if (!item) return undefined;
  const [viewed] = await withMarks(db, [withExpiry(item, today)], today);
  return { ...viewed!, destinationCodes: JSON.parse(item.destinationCodes) as string[] };
}
