/** SQL for quotes on a 货源 (the `quotes` table); accepting one is in waybills.ts. */
import type { Quote, QuoteState } from '../../src/lib/shared/contract.ts';
import { maskPlate } from '../../src/lib/shared/plate.ts';
import type { QuoteInput } from '../../src/lib/shared/rules/quote.ts';
import { CREDIT_FACT_COLUMNS, CREDIT_FACTS_JOIN, creditBriefOfRow, type CreditFactsRow } from './credit.ts';
import { verifiedVehicles } from './marks.ts';
import type { Store } from '../store/store.ts';
import { OFFER_STATE_SQL } from './logistics-info.ts';
import { authorEnterpriseColumns } from './verifications.ts';

/** What a quote's checks read of its offer: its kind, its publisher and its state today. */
export interface QuotedOffer {
  id: number;
  kind: string;
  /** Null for the portal's own offers. */
  userId: number | null;
  title: string;
  state: string;
}

export const findQuotedOffer = (
  db: Store,
  offerId: number,
  today: string,
): Promise<QuotedOffer | undefined> =>
  db.get<QuotedOffer>(
    `SELECT li.id, li.kind, li.user_id AS userId, li.title, ${OFFER_STATE_SQL} AS state
     FROM logistics_info li WHERE li.id = ?`,
    today,
    offerId,
  );

/** A new quote's checks, read in one statement: its offer, and what the checks ask beside it. */
export interface QuoteChecks extends QuotedOffer {
  /** 1 when the offer's publisher blocks the carrier. */
  withheld: number;
  /** 1 when the carrier has an open quote on the offer already. */
  quoted: number;
  /** The owner of the vehicle the quote names; null when it names none or one not found. */
  vehicleOwner: number | null;
}

export async function readQuoteChecks(
  db: Store,
  offerId: number,
  carrierId: number,
  vehicleId: number | null,
  today: string,
): Promise<QuoteChecks | undefined> {
  const row = await db.get<QuoteChecks>(
    `SELECT li.id, li.kind, li.user_id AS userId, li.title, ${OFFER_STATE_SQL} AS state,
       CASE WHEN EXISTS (SELECT 1 FROM user_blocks b WHERE b.user_id = li.user_id AND b.blocked_user_id = ?)
         THEN 1 ELSE 0 END AS withheld,
       CASE WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.offer_id = li.id AND q.carrier_id = ? AND q.state = 'open')
         THEN 1 ELSE 0 END AS quoted,
       (SELECT v.user_id FROM vehicles v WHERE v.id = CAST(? AS BIGINT)) AS vehicleOwner
     FROM logistics_info li WHERE li.id = ?`,
    today,
    carrierId,
    carrierId,
    vehicleId,
    offerId,
  );
  return (
    row && {
      ...row,
      withheld: Number(row.withheld),
      quoted: Number(row.quoted),
      vehicleOwner: row.vehicleOwner === null ? null : Number(row.vehicleOwner),
    }
  );
}

export async function insertQuote(
  db: Store,
  offerId: number,
  carrierId: number,
  input: QuoteInput,
  at: string,
): Promise<number> {
  const { lastInsertId } = await db.run(
    `INSERT INTO quotes (offer_id, carrier_id, price, loading_at, note, vehicle_id, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
    offerId,
    carrierId,
    input.price,
    input.loadingAt,
    input.note,
    input.vehicleId,
    at,
    at,
  );
  return Number(lastInsertId);
}

const QUOTE_COLUMNS = `q.id, q.offer_id AS offerId, q.carrier_id AS carrierId, u.nickname AS carrierNickname,
  ${authorEnterpriseColumns('q.carrier_id')}, q.price, q.loading_at AS loadingAt, q.note, q.state,
  q.created_at AS createdAt, w.id AS waybillId, v.id AS vehicleId, v.plate AS vehiclePlate,
  v.vehicle_type AS vehicleType, v.length_meters AS vehicleLength, ${CREDIT_FACT_COLUMNS}`;

type QuoteRow = Omit<Quote, 'carrierEnterpriseId' | 'carrierEnterpriseName' | 'carrierCredit' | 'vehicle'> &
  CreditFactsRow & {
    authorEnterpriseId: number | null;
    authorEnterpriseName: string | null;
    vehicleId: number | null;
    vehiclePlate: string | null;
    vehicleType: string | null;
    vehicleLength: number | null;
  };

/**
 * A row as a quote; its vehicle's plate masked for whoever reads it (the waybill has it in full), its
 * carrier's credit computed where every offer's publisher's is (credit.ts).
 */
const asQuote =
  (verified: Set<number>) =>
  (row: QuoteRow): Quote => {
    // The credit facts leave the quote here; creditBriefOfRow reads them from the whole row.
    const {
      authorEnterpriseId,
      authorEnterpriseName,
      vehicleId,
      vehiclePlate,
      vehicleType,
      vehicleLength,
      since: _since,
      waybills: _waybills,
      cancellations: _cancellations,
      ratings: _ratings,
      scoreTotal: _scoreTotal,
      complaintsUpheld: _complaintsUpheld,
      ...quote
    } = row;
    return {
      ...quote,
      price: quote.price === null ? null : Number(quote.price),
      carrierEnterpriseId: authorEnterpriseId,
      carrierEnterpriseName: authorEnterpriseName,
      vehicle:
        vehicleId === null
          ? null
          : {
              id: Number(vehicleId),
              plate: maskPlate(vehiclePlate ?? ''),
              vehicleType: vehicleType ?? '',
              lengthMeters: Number(vehicleLength),
              verified: verified.has(Number(vehicleId)),
            },
      carrierCredit: creditBriefOfRow(row),
    };
  };

const QUOTES_FROM = `SELECT ${QUOTE_COLUMNS} FROM quotes q JOIN users u ON u.id = q.carrier_id ${CREDIT_FACTS_JOIN}
  LEFT JOIN waybills w ON w.quote_id = q.id LEFT JOIN vehicles v ON v.id = q.vehicle_id`;

/** The offer's quotes, oldest first: all of them, or only `carrierId`'s when given; China's day `today` for the marks. */
export async function listQuotes(
  db: Store,
  offerId: number,
  carrierId: number | null,
  today: string,
): Promise<Quote[]> {
  const rows = await db.all<QuoteRow>(
    `${QUOTES_FROM} WHERE q.offer_id = ? AND (CAST(? AS BIGINT) IS NULL OR q.carrier_id = ?) ORDER BY q.id`,
    offerId,
    carrierId,
    carrierId,
  );
  return asQuotes(db, rows, today);
}

/** One quote as its carrier reads it (a new one's answer, a withdrawn one's). */
export async function readQuote(db: Store, id: number, today: string): Promise<Quote> {
  const rows = await db.all<QuoteRow>(`${QUOTES_FROM} WHERE q.id = ?`, id);
  return (await asQuotes(db, rows, today))[0]!;
}

/** Rows as quotes, with their vehicles' marks. */
async function asQuotes(db: Store, rows: QuoteRow[], today: string): Promise<Quote[]> {
  const verified = await verifiedVehicles(
    db,
    rows.flatMap((row) => (row.vehicleId === null ? [] : [Number(row.vehicleId)])),
    today,
  );
  return rows.map(asQuote(verified));
}

/** One quote with its offer's publisher, or undefined. */
export const findQuote = (
  db: Store,
  id: number,
): Promise<
  | { id: number; offerId: number; carrierId: number; ownerId: number; offerTitle: string; state: QuoteState }
  | undefined
> =>
  db.get(
    `SELECT q.id, q.offer_id AS offerId, q.carrier_id AS carrierId, li.user_id AS ownerId,
       li.title AS offerTitle, q.state
     FROM quotes q JOIN logistics_info li ON li.id = q.offer_id WHERE q.id = ?`,
    id,
  );

/** Moves an open quote to `to`; false when it was no longer open. */
export async function closeQuote(db: Store, id: number, to: QuoteState, at: string): Promise<boolean> {
  const { changes } = await db.run(
    "UPDATE quotes SET state = ?, updated_at = ? WHERE id = ? AND state = 'open'",
    to,
    at,
    id,
  );
  return Number(changes) > 0;
}

/** Closes the offer's other open quotes (one was accepted); returns their carriers, to be told. */
export const closeOtherQuotes = (db: Store, offerId: number, at: string): Promise<number[]> =>
  db.column<number>(
    `UPDATE quotes SET state = 'closed', updated_at = ? WHERE offer_id = ? AND state = 'open'
     RETURNING carrier_id`,
    at,
    offerId,
  );
