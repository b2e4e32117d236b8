/**
 * The rules of a shipment (发货单), written once: the reference server validates `POST` and `PUT
 * /deliveries` with this schema and the delivery form checks the same fields with it before sending.
 * `zod/mini` keeps it small in the browser. Messages of the built-in checks are worded by whoever
 * reads the issues (the server names the field, the form uses the catalogue); the custom ones are
 * Chinese phrases that follow the field's name.
 */
import * as z from 'zod/mini';
import type { PaymentMethod } from './contract.ts';
import { chinaToday } from './dates.ts';
import { asBody, asLine, isCalendarDate } from './rules/fields.ts';
import { regionNames, type RegionData } from './regions.ts';

export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const PAYMENT_METHODS = ['prepaid', 'collect', 'monthly'] as const satisfies readonly PaymentMethod[];

export const DeliveryLimits = {
  name: 50,
  address: 200,
  cargoName: 50,
  choice: 30,
  remarks: 500,
  weightTons: 100_000,
  volumeCubic: 100_000,
  pieces: 1_000_000,
  vehicleLengthMeters: 30,
  freight: 100_000_000,
} as const;

export const DeliveryTexts = {
  phone: '格式不正确，请填写手机号或带区号的固定电话',
  date: '必须是 YYYY-MM-DD 格式的有效日期',
  loadingPast: '不能早于今天',
  arrivalBeforeLoading: '不能早于装货日期',
  region: '不是有效的区县代码',
  freightWhenNegotiable: '在运费面议时应为空',
  freightMissing: '不能为空（运费面议时请勾选面议）',
} as const;

const text = (max: number) => z.string().check(asLine(), z.minLength(1), z.maxLength(max));
const positive = (max: number) => z.number().check(z.positive(), z.maximum(max));
const phone = z
  .string()
  .check(asLine(), z.minLength(1), z.maxLength(20), z.regex(PHONE_PATTERN, DeliveryTexts.phone));
const day = z
  .string()
  .check(
    z.maxLength(10, DeliveryTexts.date),
    z.refine(isCalendarDate, { message: DeliveryTexts.date, abort: true }),
  );

/**
 * The schema of a shipment's fields. `regions` (the division data) makes the place codes checked
 * against it; without it they are only checked to be six digits. `today` is China's day by default.
 */
export function deliveryInputSchema(options: { regions?: RegionData; today?: () => string } = {}) {
  const { regions, today = () => chinaToday() } = options;
  const regionCode = z.string().check(
    z.regex(/^\d{6}$/, DeliveryTexts.region),
    z.refine((code) => regions === undefined || regionNames(regions, code) !== null, DeliveryTexts.region),
  );
  return z
    .object({
      shipperName: text(DeliveryLimits.name),
      shipperPhone: phone,
      shipperAddress: text(DeliveryLimits.address),
      consigneeName: text(DeliveryLimits.name),
      consigneePhone: phone,
      consigneeAddress: text(DeliveryLimits.address),
      originCode: regionCode,
      destinationCode: regionCode,
      cargoName: text(DeliveryLimits.cargoName),
      cargoType: text(DeliveryLimits.choice),
      weightTons: positive(DeliveryLimits.weightTons),
      volumeCubic: positive(DeliveryLimits.volumeCubic),
      pieces: z.int().check(z.positive(), z.maximum(DeliveryLimits.pieces)),
      vehicleType: text(DeliveryLimits.choice),
      vehicleLengthMeters: positive(DeliveryLimits.vehicleLengthMeters),
      loadingDate: day.check(z.refine((value) => value >= today(), DeliveryTexts.loadingPast)),
      expectedArrivalDate: day,
      freight: z.nullable(positive(DeliveryLimits.freight)),
      freightNegotiable: z.boolean(),
      paymentMethod: z.enum(PAYMENT_METHODS),
      remarks: z._default(z.string().check(asBody(), z.maxLength(DeliveryLimits.remarks)), ''),
    })
    .check(
      // Runs even when other fields are wrong (`when`), so that an empty form names every field;
      // the values are therefore checked for their type before they are compared.
      z.superRefine(
        (input, context) => {
          const { loadingDate, expectedArrivalDate, freight, freightNegotiable } = input as Partial<
            Record<string, unknown>
          >;
          if (
            typeof loadingDate === 'string' &&
            typeof expectedArrivalDate === 'string' &&
            isCalendarDate(loadingDate) &&
            isCalendarDate(expectedArrivalDate) &&
            expectedArrivalDate < loadingDate
          ) {
            context.addIssue({
              code: 'custom',
              path: ['expectedArrivalDate'],
              message: DeliveryTexts.arrivalBeforeLoading,
            });
          }
          if (freightNegotiable === true && freight !== null && freight !== undefined) {
            context.addIssue({
              code: 'custom',
              path: ['freight'],
              message: DeliveryTexts.freightWhenNegotiable,
            });
          }
          if (freightNegotiable === false && (freight === null || freight === undefined)) {
            context.addIssue({ code: 'custom', path: ['freight'], message: DeliveryTexts.freightMissing });
          }
        },
        { when: () => true },
      ),
    );
}
