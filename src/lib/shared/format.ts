/**
 * zh-CN formatting for what pages show, one formatter per kind of value, used by every page:
 * - a calendar day `2026/11/26` (`formatDate`), a moment `2026/11/26 16:05` (`formatDateTime`);
 * - money `4,600.00 元` (`formatMoney`, 面议 when no price), any amount with its unit
 *   (`formatAmount(5000, '万元')` → `5,000.00 万元`), unit prices `1.00 元/公斤` (`formatUnitPrice`):
 *   thousands separators and two decimals, a space before the unit;
 * - counts and measures `12.5 吨` (`formatNumber`), masked phones are `maskPhone` in phone.ts.
 * Dates are shown in China Standard Time whatever the machine's zone, so the static build and the
 * browser print the same text (no hydration mismatch) and a reader abroad sees the portal's dates.
 * A calendar day written `YYYY-MM-DD` (a loading date) is that day, never an instant moved by a zone.
 */

import { CHINA_TIME_ZONE, isCalendarDate } from './china-time.ts';

const EMPTY = '-';

const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const moneyFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026/11/22`; a calendar day (`2026-11-22`) as written; `-` for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string' && isCalendarDate(value)) return value.replaceAll('-', '/');
  const date = toDate(value);
  return date ? dateFormat.format(date) : EMPTY;
}

/** `2026/11/22 16:05` of an instant; `-` for a missing or invalid one. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : EMPTY;
}

type Amount = number | null | undefined;
const known = (value: Amount): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** An amount of money in `unit`: `formatAmount(5000, '万元')` → `5,000.00 万元`; `-` when unknown. */
export function formatAmount(value: Amount, unit: string): string {
  return known(value) ? `${moneyFormat.format(value)} ${unit}` : EMPTY;
}

/** A price: `1234.5` → `1,234.50 元`; null (no price agreed) → `面议`. */
export function formatMoney(value: Amount): string {
  return known(value) ? formatAmount(value, '元') : '面议';
}

/** A rate per unit of cargo: `formatUnitPrice(1, '公斤')` → `1.00 元/公斤`; `-` when unknown. */
export function formatUnitPrice(value: Amount, per: '公斤' | '方' | '吨'): string {
  return formatAmount(value, `元/${per}`);
}

/** `12345.678` → `12,345.68`, with an optional unit: `formatNumber(12.5, '吨')` → `12.5 吨`. */
export function formatNumber(value: Amount, unit?: string): string {
  if (!known(value)) return EMPTY;
  const text = numberFormat.format(value);
  return unit ? `${text} ${unit}` : text;
}
