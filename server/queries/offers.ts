/**
 * Offers published by users (货源, 车源): writing them, their states, and the account's own list
 * (我的发布). Every change in place counts in `content_changes`, so cached lists are recomputed.
 */
import type { OfferViewState, OwnOffer, Paged } from '../../src/lib/shared/contract.ts';
import { authorEnterpriseColumns } from './verifications.ts';
import { recordSiteChange, siteChanged } from './site-changes.ts';
import type { RunResult, SqlValue, Store } from '../store/store.ts';
import { eachDialect, fragmentsOf, type DialectFragments } from './dialects.ts';
import { insertOfferNotices, offerNoticesInsert, type LaneNotice } from './notice-writes.ts';
import { countContentChange } from './kept-results.ts';
import { destinationCodesSql, OFFER_STATE_SQL } from './logistics-info.ts';

/** What the server stores for an offer, the places' names and the title already worked out. */
export interface OfferRow {
  kind: 'cargo' | 'vehicle';
  title: string;
  origin: string;
  destination: string;
  originCode: string;
  destinationCodes: readonly string[];
  cargoName: string;
  weightTons: number | null;
  volumeCubic: number | null;
  vehicleType: string;
  vehicleLengthMeters: number | null;
  price: number | null;
  companyName: string;
  content: string;
  contactName: string;
  contactPhone: string;
  /** A cargo offer's loading day, a truck's first available day. */
  loadingDate: string;
  /** The last day the offer stands. */
  expiresOn: string;
  availableFrom: string | null;
  plate: string;
  deliveryId?: number | null;
  republishedFrom?: number | null;
}

/** The offer's destinations as `codes` say; `fresh`: a new offer, which has none to remove yet. */
async function writeDestinations(
  db: Store,
  id: number,
  codes: readonly string[],
  fresh = false,
): Promise<void> {
  if (!fresh) await db.run('DELETE FROM offer_destinations WHERE info_id = ?', id);
  const insert = 'INSERT INTO offer_destinations (info_id, code) VALUES (?, ?) ON CONFLICT DO NOTHING';
  for (const code of codes) await db.run(insert, id, code);
}

/**
 * The values of the columns the publisher writes and may edit, in the order both statements below
 * name them: title, origin, destination, cargo_name, weight_tons, volume_cubic, vehicle_type,
 * vehicle_length_meters, price, content, contact_name, contact_phone, loading_date, origin_code,
 * destination_code, expires_on, available_from, plate.
 */
const editable = (row: OfferRow): SqlValue[] => [
  row.title,
  row.origin,
  row.destination,
  row.cargoName,
  row.weightTons,
  row.volumeCubic,
  row.vehicleType,
  row.vehicleLengthMeters,
  row.price,
  row.content,
  row.contactName,
  row.contactPhone,
  row.loadingDate,
  row.originCode,
  row.destinationCodes[0] ?? null,
  row.expiresOn,
  row.availableFrom,
  row.plate,
];

/** The offer's 25 values, numbered so that the PostgreSQL statement below can name them. */
const INSERT_OFFER = `INSERT INTO logistics_info (title, origin, destination, cargo_name, weight_tons, volume_cubic,
       vehicle_type, vehicle_length_meters, price, content, contact_name, contact_phone, loading_date,
       origin_code, destination_code, expires_on, available_from, plate,
       kind, company_name, published_at, updated_at, user_id, state, delivery_id, republished_from)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23,
       'published', ?24, ?25)`;

/**
 * The offer, its destinations, its page's change (site-changes.ts) and its lane notices
 * (notice-writes.ts) as one statement on PostgreSQL, answering the offer's id: one round trip in the
 * turn every transaction takes for what were five or more (docs/decisions.md, "A write's statements
 * in the turn"). Values: the offer's (INSERT_OFFER's: its kind ?19, its publisher ?23), its
 * destinations as a JSON array, the time, then the notice's title, description, lane origins, places,
 * title for those who keep the publisher and time (no lane origins: no notices).
 */
const ADD_OFFER_POSTGRES = `WITH added AS (${INSERT_OFFER} RETURNING id),
  destinations AS (
    INSERT INTO offer_destinations (info_id, code)
    SELECT DISTINCT added.id, d.value FROM added, json_array_elements_text(CAST(?26 AS json)) AS d(value)
  ),
  changed AS (INSERT INTO site_changes (kind, item_id, floor, at) SELECT 'offer', added.id, NULL, ?27 FROM added),
  told AS (${offerNoticesInsert(fragmentsOf('postgres'), {
    title: 'CAST(?28 AS TEXT)',
    description: 'CAST(?29 AS TEXT)',
    at: '?33',
    offerId: '(SELECT id FROM added)',
    kind: '?19',
    originPrefixes: '?30',
    publisherId: '?23',
    destinations: '?31',
    keptTitle: 'CAST(?32 AS TEXT)',
  })})
  SELECT id FROM added`;

/**
 * Inserts a standing offer and tells its lanes' subscribers (`notice`; null for none); the caller
 * runs this in a transaction (its page change is recorded with it).
 */
export async function insertOffer(
  db: Store,
  userId: number,
  row: OfferRow,
  at: string,
  notice: LaneNotice | null,
): Promise<number> {
  const values: SqlValue[] = [
    ...editable(row),
    row.kind,
    row.companyName,
    at,
    at,
    userId,
    row.deliveryId ?? null,
    row.republishedFrom ?? null,
  ];
  if (db.dialect === 'postgres') {
    const { id } = (await db.get<{ id: number }>(
      ADD_OFFER_POSTGRES,
      ...values,
      JSON.stringify(row.destinationCodes),
      at,
      notice?.title ?? '',
      notice?.description ?? '',
      JSON.stringify(notice?.originPrefixes ?? []),
      JSON.stringify(notice?.destinations ?? []),
      notice?.keptTitle ?? '',
      notice?.createdAt ?? at,
    ))!;
    siteChanged(db);
    return id;
  }
  const id = Number((await db.run(INSERT_OFFER, ...values)).lastInsertId);
  await writeDestinations(db, id, row.destinationCodes, true);
  await recordSiteChange(db, 'offer', id, at);
  if (notice) await insertOfferNotices(db, { id, kind: row.kind, userId }, notice);
  return id;
}

/**
 * One UPDATE of a standing offer, then what every change of one records (the list caches' counter, the
 * site change of its pages), in one transaction; false when the UPDATE matched nothing.
 */
async function changeOffer(
  db: Store,
  id: number,
  at: string,
  update: () => Promise<RunResult>,
  then?: () => Promise<void>,
): Promise<boolean> {
  return db.transaction(async () => {
    if (Number((await update()).changes) === 0) return false;
    await then?.();
    await countContentChange(db, 'logistics_info');
    await recordSiteChange(db, 'offer', id, at);
    return true;
  });
}

/** Rewrites a standing offer of `userId`; false when it is not theirs or no longer 发布中. */
export const updateOffer = (
  db: Store,
  userId: number,
  id: number,
  row: OfferRow,
  at: string,
  today: string,
): Promise<boolean> =>
  changeOffer(
    db,
    id,
    at,
    () =>
      db.run(
        `UPDATE logistics_info SET title = ?, origin = ?, destination = ?, cargo_name = ?, weight_tons = ?,
       volume_cubic = ?, vehicle_type = ?, vehicle_length_meters = ?, price = ?, content = ?, contact_name = ?,
       contact_phone = ?, loading_date = ?, origin_code = ?, destination_code = ?, expires_on = ?,
       available_from = ?, plate = ?, updated_at = ?
     WHERE id = ? AND user_id = ? AND kind = ? AND state = 'published' AND expires_on >= ?`,
        ...editable(row),
        at,
        id,
        userId,
        row.kind,
        today,
      ),
    () => writeDestinations(db, id, row.destinationCodes),
  );

/** 发布中 → `to` (已成交 or 已撤回) for a standing offer of `userId`; false otherwise. */
export const closeOffer = (
  db: Store,
  userId: number,
  id: number,
  to: 'done' | 'withdrawn',
  at: string,
  today: string,
): Promise<boolean> =>
  changeOffer(db, id, at, () =>
    db.run(
      `UPDATE logistics_info SET state = ?, updated_at = ?
     WHERE id = ? AND user_id = ? AND state = 'published' AND (expires_on IS NULL OR expires_on >= ?)`,
      to,
      at,
      id,
      userId,
      today,
    ),
  );

/** 发布中 → 已撤回 by the desk, for an offer a report showed to be false; false when no longer 发布中. */
export const withdrawReportedOffer = (db: Store, id: number, at: string): Promise<boolean> =>
  changeOffer(db, id, at, () =>
    db.run(
      "UPDATE logistics_info SET state = 'withdrawn', updated_at = ? WHERE id = ? AND state = 'published'",
      at,
      id,
    ),
  );

const ownColumns = (
  sql: DialectFragments,
) => `li.id, li.kind, li.title, li.origin, li.destination, li.cargo_name AS cargoName,
  li.weight_tons AS weightTons, li.volume_cubic AS volumeCubic, li.vehicle_type AS vehicleType,
  li.vehicle_length_meters AS vehicleLengthMeters, li.price, li.company_name AS companyName,
  li.published_at AS publishedAt, li.views, li.loading_date AS loadingDate, li.origin_code AS originCode,
  ${destinationCodesSql(sql)} AS destinationCodes, li.plate, li.available_from AS availableFrom,
  CASE WHEN li.kind = 'vehicle' THEN li.expires_on END AS availableTo, li.contact_name AS contactName,
  li.contact_phone AS contactPhone, li.content, li.contact_reveals AS contactReveals,
  li.updated_at AS updatedAt, ${OFFER_STATE_SQL} AS state,
  (SELECT count(*) FROM quotes q WHERE q.offer_id = li.id AND q.state = 'open') AS openQuotes`;

type StoredOwn = Omit<OwnOffer, 'destinationCodes' | 'expired'> & { destinationCodes: string };

const asOwn = (row: StoredOwn): OwnOffer => ({
  ...row,
  destinationCodes: JSON.parse(row.destinationCodes) as string[],
  expired: row.state === 'expired',
  openQuotes: Number(row.openQuotes),
});

/** One offer of `userId`, or undefined when there is none of theirs with that id. */
export async function findOwnOffer(
  db: Store,
  userId: number,
  id: number,
  today: string,
): Promise<OwnOffer | undefined> {
  const row = await db.get<StoredOwn>(
    eachDialect(
      (sql) => `SELECT ${ownColumns(sql)} FROM logistics_info li WHERE li.id = ? AND li.user_id = ?`,
    ),
    today,
    id,
    userId,
  );
  return row && asOwn(row);
}

/** The account's offers, newest first, in one state (all when none is named). */
export async function listOwnOffers(
  db: Store,
  userId: number,
  state: OfferViewState | undefined,
  page: number,
  pageSize: number,
  today: string,
): Promise<Paged<OwnOffer>> {
  // The state's type is named for PostgreSQL, which cannot tell it from `? IS NULL` alone.
  const where = `li.user_id = ? AND (CAST(? AS TEXT) IS NULL OR ${OFFER_STATE_SQL} = ?)`;
  const params = [userId, state ?? null, today, state ?? null] as const;
  const list = await db.all<StoredOwn>(
    eachDialect(
      (sql) =>
        `SELECT ${ownColumns(sql)} FROM logistics_info li WHERE ${where} ORDER BY li.id DESC LIMIT ? OFFSET ?`,
    ),
    today,
    ...params,
    pageSize,
    (page - 1) * pageSize,
  );
  const { n } = (await db.get<{
    n: number;
  }>(`SELECT count(*) AS n FROM logistics_info li WHERE ${where}`, ...params))!;
  return { list: list.map(asOwn), total: n, page, pageSize };
}

/** The standing offer (发布中) published from shipment `deliveryId`, if any. */
export async function offerOfDelivery(
  db: Store,
  deliveryId: number,
  today: string,
): Promise<number | undefined> {
  const row = await db.get<{ id: number }>(
    `SELECT id FROM logistics_info WHERE delivery_id = ? AND state = 'published' AND expires_on >= ?
     ORDER BY id DESC LIMIT 1`,
    deliveryId,
    today,
  );
  return row?.id;
}

/** When the account published its `n`-th newest offer, or undefined when it has fewer. */
export async function nthNewestOfferAt(db: Store, userId: number, n: number): Promise<string | undefined> {
  const row = await db.get<{ at: string }>(
    'SELECT published_at AS at FROM logistics_info WHERE user_id = ? ORDER BY published_at DESC LIMIT 1 OFFSET ?',
    userId,
    n - 1,
  );
  return row?.at;
}

/**
 * The company an account's offers name (发布单位): the enterprise it is verified for (企业认证), else its
 * profile's company, else its nickname (one read, before a publish's turn).
 */
export async function publisherName(db: Store, userId: number): Promise<string> {
  const row = await db.get<{ authorEnterpriseName: string | null; company: string; nickname: string }>(
    `SELECT ${authorEnterpriseColumns('u.id')}, u.company, u.nickname FROM users u WHERE u.id = ?`,
    userId,
  );
  return row?.authorEnterpriseName || row?.company || row?.nickname || '个人';
}
