/**
 * The prices behind 运价参考 (docs/api.md, Freight price reference): the lane's 货源 published since
 * a day, each with its asked price, or the agreed price of its waybill when it has one that was not
 * cancelled (an offer and its waybill count once). `logistics_info_lane` finds the lane's offers by
 * kind, state and a range of origins and holds the destination and the time, so only the lane's
 * offers of the period are read from the table (docs/decisions.md, "Freight price reference").
 */
import { areaRange } from '../../src/lib/shared/area-codes.ts';
import { chinaDay, chinaInstant } from '../../src/lib/shared/china-time.ts';
import type { PriceSample } from '../../src/lib/shared/rules/prices.ts';
import type { Store } from '../store/store.ts';

export interface PriceLane {
  /** Area prefixes (`44`, `4403`): the offers whose codes lie within. */
  originCode: string;
  destinationCode: string;
  vehicleType: string | null;
}

interface PriceRow {
  id: number;
  publishedAt: string;
  askedPrice: number | null;
  askedTons: number | null;
  agreedAt: string | null;
  agreedPrice: number | null;
  agreedTons: number | null;
}

// 发布中 (expired ones too: they stood at that price to the end) and 已成交; 已撤回 ones were taken
// back by their publisher (a mistake, a duplicate) and never stood for what the lane costs. An offer
// comes once per accepted quote: with its waybill, or without when that waybill was cancelled.
const PRICES = `SELECT li.id, li.published_at AS "publishedAt", li.price AS "askedPrice", li.weight_tons AS "askedTons",
    w.created_at AS "agreedAt", w.price AS "agreedPrice", w.weight_tons AS "agreedTons"
  FROM logistics_info li
  LEFT JOIN quotes q ON q.offer_id = li.id AND q.state = 'accepted'
  LEFT JOIN waybills w ON w.quote_id = q.id AND w.state <> 'cancelled'
  WHERE li.kind = 'cargo' AND li.state IN ('published', 'done')
    AND li.origin_code >= ? AND li.origin_code < ?
    AND li.destination_code >= ? AND li.destination_code < ?
    AND li.published_at >= ?`;

const tonsOf = (tons: number | null): number | null => (tons === null ? null : Number(tons));

/** An offer's one price: its waybill's agreed one when it has a waybill standing, else its asked one. */
function sampleOf(row: PriceRow): PriceSample | null {
  const agreed = row.agreedAt !== null;
  const price = agreed ? row.agreedPrice : row.askedPrice;
  if (price === null) return null;
  return {
    day: chinaDay(Date.parse(agreed ? row.agreedAt! : row.publishedAt)),
    price: Number(price),
    weightTons: tonsOf(agreed ? row.agreedTons : row.askedTons),
    source: agreed ? 'waybill' : 'offer',
  };
}

/** The lane's prices asked or agreed since China day `from`, each on the China day it was set. */
export async function lanePrices(db: Store, lane: PriceLane, from: string): Promise<PriceSample[]> {
  const since = new Date(chinaInstant(from, '00:00:00')).toISOString();
  const params = [...areaRange(lane.originCode), ...areaRange(lane.destinationCode), since];
  const rows = lane.vehicleType
    ? await db.all<PriceRow>(`${PRICES} AND li.vehicle_type = ?`, ...params, lane.vehicleType)
    : await db.all<PriceRow>(PRICES, ...params);
  const byOffer = new Map<number, PriceRow>();
  for (const row of rows) if (!byOffer.has(row.id) || row.agreedAt !== null) byOffer.set(row.id, row);
  return [...byOffer.values()].flatMap((row) => sampleOf(row) ?? []);
}
