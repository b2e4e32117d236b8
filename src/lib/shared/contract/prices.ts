/**
 * 运价参考 (`GET /prices`; docs/api.md, Freight price reference): a lane's freight over the last 13
 * China weeks, per ton and per vehicle. Imported by its own path, out of every page's core chunk.
 */

/** The middle of a measure and its spread: the 25th and 75th percentiles, in 元 (two decimals). */
export interface PriceFigure {
  median: number;
  low: number;
  high: number;
}

/**
 * One measure (per ton or per vehicle) of a week or of the whole period: how many offers (asked
 * prices) and waybills (agreed prices) stand behind it, and its figure, null when fewer than the
 * portal's minimum do (`PORTAL_PRICE_MIN_SAMPLES`).
 */
export interface PriceMeasure {
  offers: number;
  waybills: number;
  figure: PriceFigure | null;
}

/** A China week (Monday `weekStart`, `YYYY-MM-DD`) and its two measures. */
export interface PriceWeek {
  weekStart: string;
  perTon: PriceMeasure;
  perVehicle: PriceMeasure;
}

export interface PriceReference {
  /** The lane as read: each end's area prefix (a province `44` or a city `4403`). */
  originCode: string;
  destinationCode: string;
  /** The vehicle type asked for; null: all. */
  vehicleType: string | null;
  /** The first day counted (a Monday, 12 weeks before this week's) and today, China days. */
  from: string;
  to: string;
  /** The fewest offers and waybills behind a figure. */
  minSamples: number;
  /** Oldest first, 13 of them, the last one this week so far. */
  weeks: PriceWeek[];
  /** The whole period (the publish forms' suggested range). */
  whole: Omit<PriceWeek, 'weekStart'>;
}
