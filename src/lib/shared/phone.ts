/** Phones as the portal shows them: the one mask, and the `tel:` address of a revealed number. */

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
