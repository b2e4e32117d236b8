/**
 * zh-CN formatting for what pages show: dates, times, money in 元, counts, masked mobiles.
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

const MOBILE = /^1\d{10}$/;
/** A fixed line with its area code: 3 digits for 010 and 02x, 4 for the others (`0571`). */
const FIXED_LINE = /^(0[12]\d|0[3-9]\d{2})-?(\d{7,8})$/;

/**
 * The one mask of phone numbers, for every phone a visitor can see (users' mobiles, the contact
 * phones of logistics items, routes and enterprises), applied by the server before an answer leaves
 * it, so that neither a visitor's page nor the static build ever holds the full number:
 * - a mobile keeps its first three and last four digits: `13800138000` → `138****8000`;
 * - a fixed line keeps its area code and last four digits: `021-12345678` → `021-****5678`,
 *   `057187654321` → `0571-****4321`;
 * - anything else of eight characters or more keeps its first three and last four; shorter is
 *   hidden whole. A masked number stays as it is (masking twice changes nothing).
 */
export function maskPhone(phone: string): string {
  const text = phone.trim();
  if (text.includes('****')) return text;
  if (MOBILE.test(text)) return `${text.slice(0, 3)}****${text.slice(-4)}`;
  const fixed = FIXED_LINE.exec(text);
  if (fixed) return `${fixed[1]}-****${text.slice(-4)}`;
  return text.length >= 8 ? `${text.slice(0, 3)}****${text.slice(-4)}` : '****';
}

/** The `tel:` address of a phone as a link dials it (digits, and a leading `+`). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
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
