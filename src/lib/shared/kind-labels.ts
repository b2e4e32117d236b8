/**
 * Each kind of logistics information in words, as the tabs, the details page, a lane's subscription
 * and its notices say it. Apart from the contract, whose files every page's core chunk carries.
 */
import type { LogisticsKind } from './contract.ts';

export const LOGISTICS_KIND_LABELS = {
  cargo: '货源',
  vehicle: '车源',
  line: '专线',
} as const satisfies Readonly<Record<LogisticsKind, string>>;

/**
 * What an offer's publisher is to whoever keeps them (常用车辆/常用货主, docs/api.md, Favourites and
 * blocks): a truck's a carrier, a cargo offer's a shipper.
 */
export const KEPT_PUBLISHER_LABELS = {
  cargo: '常用货主',
  vehicle: '常用车辆',
  line: '常用专线',
} as const satisfies Readonly<Record<LogisticsKind, string>>;
