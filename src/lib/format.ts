/**
 * zh-CN formatting for what pages show: dates, times, money in 元, counts (phones: phone.ts).
 * Dates are shown in China Standard Time whatever the machine's zone, so the static build and the
 * browser print the same text (no hydration mismatch) and a reader abroad sees the portal's dates.
 */

const TIME_ZONE = 'Asia/Shanghai';
const EMPTY = '-';

const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: TIME_ZONE,
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

/** `2026/11/22`; `-` for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : EMPTY;
}

/** `2026/11/22 16:05`; `-` for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : EMPTY;
}

/** `1234.5` → `1,234.50 元`; null (no price agreed) → `面议`. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '面议';
  return `${moneyFormat.format(value)} 元`;
}

/** `12345.678` → `12,345.68`, with an optional unit: `formatNumber(12.5, '吨')` → `12.5 吨`. */
export function formatNumber(value: number | null | undefined, unit?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const text = numberFormat.format(value);
  return unit ? `${text} ${unit}` : text;
}
