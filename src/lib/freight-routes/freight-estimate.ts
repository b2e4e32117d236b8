/**
 * The freight estimate of a 专线 route: what a shipment of a given weight and volume costs by the
 * route's heavy rate (元/公斤), light rate (元/方) and minimum charge. One rule, used by the route
 * page's estimator and its tests (docs/decisions.md, "Routes and enterprises"):
 *
 *   charge = max(weight × heavy rate, volume × light rate, minimum charge), rounded half up to 0.01 元
 *
 * Inputs are the text the visitor typed, so a bad value gives a Chinese message instead of NaN.
 */

export interface FreightRates {
  /** 元/公斤 */
  heavyPrice: number;
  /** 元/方 */
  lightPrice: number;
  /** 元 */
  minimumCharge: number;
}

/** Which of the three amounts the charge is. */
export type FreightBasis = 'weight' | 'volume' | 'minimum';

export type FreightEstimate =
  /** Nothing typed yet: no charge and no complaint. */
  | { status: 'empty' }
  /** `field` names the input the message is about. */
  | { status: 'invalid'; field: 'weight' | 'volume'; message: string }
  | {
      status: 'ok';
      weight: number;
      volume: number;
      /** weight × heavy rate, in 元 (0.01) */
      byWeight: number;
      /** volume × light rate, in 元 (0.01) */
      byVolume: number;
      charge: number;
      basis: FreightBasis;
    };

/** One shipment on one route: 100 吨 and 1000 方 are far beyond a truck; larger is a typing slip. */
export const MAX_WEIGHT_KG = 100_000;
export const MAX_VOLUME_M3 = 1_000;

/** Rounds an amount of 元 half up to the fen, ignoring binary noise (1.005 → 1.01). */
export function roundYuan(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6))) / 100;
}

/** Full-width digits and point (typed with a Chinese input method) read as ASCII. */
function asciiDigits(text: string): string {
  return text
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.');
}

type Reading = { value: number } | { message: string } | null;

function readAmount(raw: string, name: string, unit: string, max: number): Reading {
  const text = asciiDigits(raw).trim();
  if (text === '') return null;
  if (/^-\s*(\d+\.?\d*|\.\d+)$/.test(text)) return { message: `${name}不能为负数` };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return { message: `${name}请输入数字，如 12.5` };
  const value = Number(text);
  if (value > max) return { message: `${name}不能超过 ${max} ${unit}` };
  return { value };
}

/** The estimate for what was typed in the weight (公斤) and volume (立方米) fields. */
export function estimateFreight(
  rates: FreightRates,
  weightText: string,
  volumeText: string,
): FreightEstimate {
  const weight = readAmount(weightText, '重量', '公斤', MAX_WEIGHT_KG);
  if (weight && 'message' in weight) return { status: 'invalid', field: 'weight', message: weight.message };
  const volume = readAmount(volumeText, '体积', '立方米', MAX_VOLUME_M3);
  if (volume && 'message' in volume) return { status: 'invalid', field: 'volume', message: volume.message };
  if (weight === null && volume === null) return { status: 'empty' };
  const kg = weight?.value ?? 0;
  const m3 = volume?.value ?? 0;
  if (kg === 0 && m3 === 0)
    return { status: 'invalid', field: weight ? 'weight' : 'volume', message: '重量和体积至少一项须大于 0' };

  const byWeight = roundYuan(kg * rates.heavyPrice);
  const byVolume = roundYuan(m3 * rates.lightPrice);
  const minimum = roundYuan(rates.minimumCharge);
  const charge = Math.max(byWeight, byVolume, minimum);
  // Ties go to the freight amounts before the minimum: a charge met by the goods is not a minimum.
  const basis: FreightBasis = charge === byWeight ? 'weight' : charge === byVolume ? 'volume' : 'minimum';
  return { status: 'ok', weight: kg, volume: m3, byWeight, byVolume, charge, basis };
}
