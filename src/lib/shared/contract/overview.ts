/**
 * 运营概览's week of the platform (`GET /desk/stats/overview?days=`; docs/api.md, Operator's
 * overview). Imported by its path: only the desk's overview page and the server use it.
 */

/** What is counted per China day: offers published, waybills 已签收, accounts registered. */
export const OVERVIEW_SERIES = ['offers', 'waybills', 'registrations'] as const;
export type OverviewSeriesName = (typeof OVERVIEW_SERIES)[number];

/** The lengths of period the overview offers, in China days to today. */
export const OVERVIEW_PERIODS = [7, 14] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** One China day (`YYYY-MM-DD`) and its count. */
export interface CountOfDay {
  day: string;
  count: number;
}

/** One series over the period: every day (0 included), its total and the previous period's. */
export interface OverviewSeries {
  series: OverviewSeriesName;
  days: CountOfDay[];
  total: number;
  previousTotal: number;
}

/** `GET /desk/stats/overview?days=`: the period (China days, both ends included) and its series. */
export interface PlatformOverview {
  from: string;
  to: string;
  /** The period before, of as many days, whose totals are `previousTotal`. */
  previousFrom: string;
  series: OverviewSeries[];
}
