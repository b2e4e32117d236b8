/**
 * Plates as the portal takes and shows them: as typed (normalised, for an offer's and a vehicle's
 * rules alike), and the one mask, applied by the server before an answer leaves it.
 */

/** A plate as typed: spaces, `·` and lower case letters are forgiven. */
export const normalizePlate = (plate: string): string => plate.replace(/[\s·.\-]/g, '').toUpperCase();

/**
 * `沪A12345` → `沪A·***45`: the province and issuing letter (where the truck is registered) and the
 * last two characters. Anything shorter than five characters is hidden whole; a masked plate stays
 * as it is.
 */
export function maskPlate(plate: string): string {
  const text = plate.replace(/[\s·]/g, '');
  if (text === '') return '';
  if (text.includes('***')) return plate;
  if (text.length < 5) return '***';
  return `${text.slice(0, 2)}·***${text.slice(-2)}`;
}
