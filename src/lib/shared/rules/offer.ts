/**
 * The rules of an offer published on the market (货源, 车源), written once: the reference server
 * validates `POST` and `PUT /logistics-info` with `offerInputSchema`, and the publish form checks each
 * field with the same rules. Messages are the form catalogue's templates with `${label}` open.
 */
import * as z from 'zod/mini';
import { vehicleLength, vehicleType, wantedVehicleType } from './choices.ts';
import { calendarDate, contactPhone, optionalBody, requiredText } from './fields.ts';
import { AMOUNTS, amountOf, loadingDate, regionCode } from './delivery.ts';
import { CHOOSE_REQUIRED, REQUIRED, typeMessage } from './rule.ts';
import { regionNames, type RegionData } from '../regions.ts';
import { normalizePlate } from '../plate.ts';

export const OfferLimits = {
  cargoName: 50,
  contactName: 20,
  remarks: 500,
  /** A truck names at most this many destinations (provinces or cities). */
  destinations: 5,
  /** A truck is offered for at most this many days from its first available day. */
  availableDays: 60,
} as const;

export const OfferTexts = {
  region: '请选择有效的${label}',
  area: '${label}须为省或市',
  destinationsCount: `\${label}须选择 1～${OfferLimits.destinations} 个省或市`,
  destinationsRepeated: '${label}不能重复',
  plate: '请输入正确的${label}，如 沪A12345',
  availableToBefore: '${label}不能早于可装车日期',
  availableTooLong: `\${label}距可装车日期不能超过 ${OfferLimits.availableDays} 天`,
  priceWhenNegotiable: '运价面议时${label}应为空',
} as const;

/** A mainland plate: province, issuing letter, five or six letters and digits (no I or O). */
export const PLATE_PATTERN =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{5,6}$/;

export const plate = z
  .string()
  .check(z.overwrite(normalizePlate), z.minLength(1, REQUIRED), z.regex(PLATE_PATTERN, OfferTexts.plate));

/** A province or city code (`310000`, `320500`) of the data set when it is given. */
const areaOf = (regions: RegionData | undefined) =>
  z.string().check(
    z.trim(),
    z.minLength(1, CHOOSE_REQUIRED),
    z.refine(
      (code: string) =>
        /^\d{4}00$/.test(code) &&
        (regions === undefined ||
          Object.hasOwn(regions.province_list, code) ||
          Object.hasOwn(regions.city_list, code)),
      OfferTexts.area,
    ),
  );

const districtOf = (regions: RegionData | undefined) =>
  regions === undefined
    ? regionCode
    : regionCode.check(z.refine((code: string) => regionNames(regions, code) !== null, OfferTexts.region));

/** The rules of single fields, as the form checks each one and the request schema below reads them. */
export const offerFieldRules = {
  cargoName: requiredText(OfferLimits.cargoName),
  weightTons: amountOf(AMOUNTS.weightTons),
  volumeCubic: amountOf(AMOUNTS.volumeCubic),
  // The enumerations (rules/choices.ts): a truck is one type, cargo asks for one or 不限 (any).
  vehicleLengthMeters: vehicleLength,
  capacityTons: amountOf(AMOUNTS.capacityTons),
  capacityCubic: amountOf(AMOUNTS.capacityCubic),
  price: amountOf(AMOUNTS.price),
  plate,
  vehicleType,
  wantedVehicleType,
  contactName: requiredText(OfferLimits.contactName),
  contactPhone,
  remarks: optionalBody(OfferLimits.remarks),
} as const;

const rules = offerFieldRules;

const common = {
  price: z.nullable(rules.price),
  priceNegotiable: z.boolean(typeMessage('选项')),
  contactName: rules.contactName,
  contactPhone: rules.contactPhone,
  remarks: z._default(rules.remarks, ''),
};

/** The checks across fields, as `[field, message template]`: used by the server and the form. */
export function offerCrossIssues(input: {
  price?: unknown;
  priceNegotiable?: unknown;
  availableFrom?: unknown;
  availableTo?: unknown;
  destinationCodes?: unknown;
}): [string, string][] {
  const issues: [string, string][] = [];
  const noPrice = input.price === null || input.price === undefined;
  if (input.priceNegotiable === true && !noPrice) issues.push(['price', OfferTexts.priceWhenNegotiable]);
  if (input.priceNegotiable === false && noPrice) issues.push(['price', REQUIRED]);
  const { availableFrom: from, availableTo: to } = input;
  if (typeof from === 'string' && typeof to === 'string' && from.length === 10 && to.length === 10) {
    if (to < from) issues.push(['availableTo', OfferTexts.availableToBefore]);
    else if (Date.parse(to) - Date.parse(from) > OfferLimits.availableDays * 86_400_000)
      issues.push(['availableTo', OfferTexts.availableTooLong]);
  }
  const codes = input.destinationCodes;
  if (Array.isArray(codes) && new Set(codes).size !== codes.length)
    issues.push(['destinationCodes', OfferTexts.destinationsRepeated]);
  return issues;
}

const crossCheck = z.superRefine(
  (input: object, context) => {
    for (const [field, message] of offerCrossIssues(input)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  },
  { when: () => true },
);

/**
 * The whole request: a cargo offer or a truck, told apart by `kind`. `regions` checks the place
 * codes against the division data; `today` is China's day by default; a loading day lies within
 * `horizonDays` of it.
 */
export function offerInputSchema(
  options: { regions?: RegionData; today?: () => string; horizonDays?: number } = {},
) {
  const { regions, today, horizonDays } = options;
  const cargo = z
    .object({
      kind: z.literal('cargo'),
      originCode: districtOf(regions),
      destinationCode: districtOf(regions),
      cargoName: rules.cargoName,
      weightTons: rules.weightTons,
      volumeCubic: z.nullable(rules.volumeCubic),
      vehicleLengthMeters: z.nullable(rules.vehicleLengthMeters),
      loadingDate: loadingDate(today, horizonDays),
      vehicleType: rules.wantedVehicleType,
      ...common,
    })
    .check(crossCheck);
  const vehicle = z
    .object({
      kind: z.literal('vehicle'),
      originCode: districtOf(regions),
      destinationCodes: z
        .array(areaOf(regions))
        .check(
          z.minLength(1, OfferTexts.destinationsCount),
          z.maxLength(OfferLimits.destinations, OfferTexts.destinationsCount),
        ),
      plate: rules.plate,
      vehicleLengthMeters: rules.vehicleLengthMeters,
      capacityTons: rules.capacityTons,
      capacityCubic: z.nullable(rules.capacityCubic),
      availableFrom: loadingDate(today, horizonDays),
      availableTo: calendarDate,
      vehicleType: rules.vehicleType,
      ...common,
    })
    .check(crossCheck);
  return z.discriminatedUnion('kind', [cargo, vehicle], { error: '请选择信息类型（cargo 或 vehicle）' });
}

export type OfferInput = z.infer<ReturnType<typeof offerInputSchema>>;
