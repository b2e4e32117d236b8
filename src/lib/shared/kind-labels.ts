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
