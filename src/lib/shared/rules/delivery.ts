/**
 * The rules of a shipment (发货单), written once: the reference server validates `POST` and `PUT
 * /deliveries` with `deliveryInputSchema`, and the delivery form checks each field with the same
 * field rules and the same cross-field checks before sending. Messages are the form catalogue's
 * templates with `${label}` open (rule.ts).
 */
import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '../contract.ts';
import { addDays, chinaDay, isCalendarDate } from '../china-time.ts';
import { messages } from '../messages.ts';
import { regionNames, type RegionData } from '../regions.ts';
import { cargoType, oneOf, vehicleLength, wantedVehicleType } from './choices.ts';
import { calendarDate, contactPhone, integerBetween, optionalBody, requiredText } from './fields.ts';
import { CHOOSE_REQUIRED, REQUIRED, template, typeMessage, type Rule } from './rule.ts';

export const DeliveryLimits = {
  name: 50,
  address: 200,
  cargoName: 50,
  remarks: 500,
  /** A shipment's pieces: a whole number up to this many. */
  pieces: 100_000,
  /** The expected arrival at most this many days after the loading day. */
  transitDays: 30,
} as const;

/**
 * The numbers a shipment or an offer takes, each from `min` to `max` with at most `decimals`
 * places (docs/api.md, Limits): what a load, a truck and a freight really are, so that 0.000000001 元
 * or 100 000 吨 is refused on the form and on the server alike.
 */
export const AMOUNTS = {
  /** 重量（吨）: a shipment's or a cargo offer's, to the kilogram. */
  weightTons: { min: 0.001, max: 1000, decimals: 3 },
  /** 体积（方）. */
  volumeCubic: { min: 0.01, max: 1000, decimals: 2 },
  /** 载重（吨） of one truck. */
  capacityTons: { min: 0.1, max: 100, decimals: 2 },
  /** 容积（方） of one truck. */
  capacityCubic: { min: 0.1, max: 200, decimals: 2 },
  /** 运费 / 运价（元）: to the fen, with a floor below which no freight is real. */
  price: { min: 10, max: 1_000_000, decimals: 2 },
} as const satisfies Record<string, AmountBounds>;

export interface AmountBounds {
  min: number;
  max: number;
  decimals: number;
}

/** How far ahead a loading day may be by default (PORTAL_LOADING_HORIZON overrides it on the server). */
export const LOADING_HORIZON_DAYS_DEFAULT = 90;

/** The last loading day the forms offer (their date inputs' `max`): the default horizon from today. */
export const lastLoadingDay = (today: string = chinaDay()): string =>
  addDays(today, LOADING_HORIZON_DAYS_DEFAULT);

export const DeliveryTexts = {
  region: '请选择有效的${label}',
  loadingPast: '${label}不能早于今天',
  loadingBeyond: '${label}须在今天起${days}天以内',
  arrivalTooLate: `\${label}距装货日期不能超过${DeliveryLimits.transitDays}天`,
  decimals: '${label}最多${decimals}位小数',
  arrivalBeforeLoading: '${label}不能早于装货日期',
  freightWhenNegotiable: '运费面议时${label}应为空',
} as const;

/** `value` has at most `decimals` places (as typed: 12.35 has two, 0.000000001 nine). */
const hasDecimals = (value: number, decimals: number): boolean =>
  Number.isFinite(value) && Number(value.toFixed(decimals)) === value;

/**
 * A number of `bounds` (`${label}最小值为${min}`, `${label}最大值为${max}`, `${label}最多2位小数`):
 * the floor is said before the places, so 0.000000001 元 hears about the 10 元 floor.
 */
export const amountOf = ({ min, max, decimals }: AmountBounds): Rule<number> =>
  z.number().check(
    z.gte(min, template(messages.form.number.min, { min })),
    z.lte(max, template(messages.form.number.max, { max })),
    z.refine((value: number) => hasDecimals(value, decimals), template(DeliveryTexts.decimals, { decimals })),
  );

/** A district's GB/T 2260 code, chosen: six digits (checked against the data set where it is loaded). */
export const regionCode: Rule<string> = z
  .string()
  .check(z.trim(), z.minLength(1, CHOOSE_REQUIRED), z.regex(/^\d{6}$/, DeliveryTexts.region));

/**
 * A loading day: a real day, today or later in China, and within `horizonDays` of today, so that an
 * offer dated 9999-12-31 never stands for ever.
 */
export const loadingDate = (
  today: () => string = () => chinaDay(),
  horizonDays: number = LOADING_HORIZON_DAYS_DEFAULT,
): Rule<string> =>
  calendarDate.check(
    z.refine((value: string) => value >= today(), DeliveryTexts.loadingPast),
    z.refine(
      (value: string) => value <= addDays(today(), horizonDays),
      template(DeliveryTexts.loadingBeyond, { days: horizonDays }),
    ),
  );

export const deliveryFieldRules = {
  shipperName: requiredText(DeliveryLimits.name),
  shipperPhone: contactPhone,
  shipperAddress: requiredText(DeliveryLimits.address),
  consigneeName: requiredText(DeliveryLimits.name),
  consigneePhone: contactPhone,
  consigneeAddress: requiredText(DeliveryLimits.address),
  cargoName: requiredText(DeliveryLimits.cargoName),
  cargoType,
  weightTons: amountOf(AMOUNTS.weightTons),
  volumeCubic: amountOf(AMOUNTS.volumeCubic),
  pieces: integerBetween(1, DeliveryLimits.pieces),
  vehicleType: wantedVehicleType,
  /** null: any length (不限). */
  vehicleLengthMeters: z.nullable(vehicleLength),
  expectedArrivalDate: calendarDate,
  paymentMethod: oneOf(PAYMENT_METHODS),
  remarks: optionalBody(DeliveryLimits.remarks),
} as const;

/** The checks across fields, as `[field, message template]`: used by the server and the form. */
export function deliveryCrossIssues(input: {
  loadingDate?: unknown;
  expectedArrivalDate?: unknown;
  freight?: unknown;
  freightNegotiable?: unknown;
}): ['expectedArrivalDate' | 'freight', string][] {
  const issues: ['expectedArrivalDate' | 'freight', string][] = [];
  const { loadingDate: loading, expectedArrivalDate: arrival, freight, freightNegotiable } = input;
  if (
    typeof loading === 'string' &&
    typeof arrival === 'string' &&
    isCalendarDate(loading) &&
    isCalendarDate(arrival)
  ) {
    if (arrival < loading) issues.push(['expectedArrivalDate', DeliveryTexts.arrivalBeforeLoading]);
    else if (arrival > addDays(loading, DeliveryLimits.transitDays))
      issues.push(['expectedArrivalDate', DeliveryTexts.arrivalTooLate]);
  }
  const noFreight = freight === null || freight === undefined;
  if (freightNegotiable === true && !noFreight) issues.push(['freight', DeliveryTexts.freightWhenNegotiable]);
  if (freightNegotiable === false && noFreight) issues.push(['freight', REQUIRED]);
  return issues;
}

/**
 * The whole request. `regions` checks the place codes against the division data; `today` is
 * China's day by default.
 */
export function deliveryInputSchema(
  options: { regions?: RegionData; today?: () => string; horizonDays?: number } = {},
) {
  const { regions, today, horizonDays } = options;
  const place =
    regions === undefined
      ? regionCode
      : regionCode.check(
          z.refine((code: string) => regionNames(regions, code) !== null, DeliveryTexts.region),
        );
  return z
    .object({
      ...deliveryFieldRules,
      originCode: place,
      destinationCode: place,
      loadingDate: loadingDate(today, horizonDays),
      freight: z.nullable(amountOf(AMOUNTS.price)),
      freightNegotiable: z.boolean(typeMessage('选项')),
      remarks: z._default(deliveryFieldRules.remarks, ''),
    })
    .check(
      // Runs even when other fields are wrong (`when`), so that every message is found at once.
      z.superRefine(
        (input, context) => {
          for (const [field, message] of deliveryCrossIssues(input)) {
            context.addIssue({ code: 'custom', path: [field], message });
          }
        },
        { when: () => true },
      ),
    );
}
