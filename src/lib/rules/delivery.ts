/**
 * The rules of a shipment (发货单), written once: the reference server validates `POST` and `PUT
 * /deliveries` with `deliveryInputSchema`, and the delivery form checks each field with the same
 * field rules and the same cross-field checks before sending. Messages are the form catalogue's
 * templates with `${label}` open (rule.ts).
 */
import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '../contract.ts';
import { chinaToday, isCalendarDate } from '../dates.ts';
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
  weightTons: 100_000,
  volumeCubic: 100_000,
  pieces: 1_000_000,
  freight: 100_000_000,
} as const;

export const DeliveryTexts = {
  region: '请选择有效的${label}',
  loadingPast: '${label}不能早于今天',
  arrivalBeforeLoading: '${label}不能早于装货日期',
  freightWhenNegotiable: '运费面议时${label}应为空',
} as const;

/** A number above 0 and at most `max` (`${label}须大于0`, `${label}最大值为${max}`). */
export const positiveUpTo = (max: number): Rule<number> =>
  z.number().check(z.gt(0, '${label}须大于0'), z.lte(max, template(messages.form.number.max, { max })));

/** A district's GB/T 2260 code, chosen: six digits (checked against the data set where it is loaded). */
export const regionCode: Rule<string> = z
  .string()
  .check(z.trim(), z.minLength(1, CHOOSE_REQUIRED), z.regex(/^\d{6}$/, DeliveryTexts.region));

/** A loading day: a real day, today or later in China. */
export const loadingDate = (today: () => string = () => chinaToday()): Rule<string> =>
  calendarDate.check(z.refine((value: string) => value >= today(), DeliveryTexts.loadingPast));

export const deliveryFieldRules = {
  shipperName: requiredText(DeliveryLimits.name),
  shipperPhone: contactPhone,
  shipperAddress: requiredText(DeliveryLimits.address),
  consigneeName: requiredText(DeliveryLimits.name),
  consigneePhone: contactPhone,
  consigneeAddress: requiredText(DeliveryLimits.address),
  cargoName: requiredText(DeliveryLimits.cargoName),
  cargoType,
  weightTons: positiveUpTo(DeliveryLimits.weightTons),
  volumeCubic: positiveUpTo(DeliveryLimits.volumeCubic),
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
    isCalendarDate(arrival) &&
    arrival < loading
  ) {
    issues.push(['expectedArrivalDate', DeliveryTexts.arrivalBeforeLoading]);
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
export function deliveryInputSchema(options: { regions?: RegionData; today?: () => string } = {}) {
  const { regions, today } = options;
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
      loadingDate: loadingDate(today),
      freight: z.nullable(positiveUpTo(DeliveryLimits.freight)),
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
