/**
 * The forms that publish an offer (发布货源, 发布车源): their fields described for the form building
 * block with the shared rules (rules/offer.ts), the values as typed (all text, so a half-typed number
 * survives a reload), and the conversion to the request body (own-offer-form.ts fills them from an
 * offer, for 编辑 and 重新发布).
 */
import type { cargoFields } from './cargo-offer-fields.ts';
import type { vehicleFields } from './vehicle-offer-fields.ts';
import type { CrossCheck, FieldSpecs, FormValues } from '../form/form.ts';
import { formatMessage } from '../shared/messages.ts';
import { regionCode } from '../shared/rules/delivery.ts';
import {
  offerCrossIssues,
  offerFieldRules as rules,
  OfferLimits,
  OfferTexts,
} from '../shared/rules/offer.ts';
import { checkValue } from '../shared/rules/rule.ts';

export type OfferKind = 'cargo' | 'vehicle';

export type CargoFieldName = keyof typeof cargoFields;
export type VehicleFieldName = keyof typeof vehicleFields;
export type OfferFields = FieldSpecs<OfferFieldName>;
export type OfferFieldName = CargoFieldName | VehicleFieldName;
/** The values of both kinds' fields (a form uses its kind's; the others stay empty). */
export type OfferFormValues = FormValues<OfferFieldName>;

/** A kind's description as the form takes it: the form checks and shows only these fields. */
export const asOfferFields = (fields: FieldSpecs<string>): OfferFields => fields;

/** Every field of both kinds: a draft holds them all, the other kind's empty (offer-form.test.ts checks the list). */
export const OFFER_FIELD_NAMES = [
  'originProvince',
  'originCity',
  'originCode',
  'destinationProvince',
  'destinationCity',
  'destinationCode',
  'destinationCodes',
  'loadingDate',
  'cargoName',
  'weightTons',
  'volumeCubic',
  'plate',
  'vehicleType',
  'vehicleLengthMeters',
  'capacityTons',
  'capacityCubic',
  'availableFrom',
  'availableTo',
  'price',
  'priceNegotiable',
  'contactName',
  'contactPhone',
  'remarks',
] as const satisfies readonly OfferFieldName[];

export const emptyOfferForm = (): OfferFormValues =>
  Object.fromEntries(OFFER_FIELD_NAMES.map((name) => [name, ''])) as OfferFormValues;

/** The truck's destinations as kept in the form: codes joined by commas. */
export const destinationList = (text: string | undefined): string[] =>
  (text ?? '').split(',').filter((code) => code !== '');

/** Text to a number; empty is null, not a number stays as text so the rules name the field. */
function numberOf(value: string | undefined): number | string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** What the form sends; the shared rules decide whether it is a valid offer. */
export function toOfferInput(kind: OfferKind, values: OfferFormValues): Record<string, unknown> {
  const negotiable = values.priceNegotiable === '1';
  const common = {
    kind,
    originCode: values.originCode ?? '',
    vehicleType: values.vehicleType ?? '',
    vehicleLengthMeters: numberOf(values.vehicleLengthMeters),
    price: negotiable ? null : numberOf(values.price),
    priceNegotiable: negotiable,
    contactName: values.contactName ?? '',
    contactPhone: values.contactPhone ?? '',
    remarks: values.remarks ?? '',
  };
  if (kind === 'cargo')
    return {
      ...common,
      destinationCode: values.destinationCode ?? '',
      cargoName: values.cargoName ?? '',
      weightTons: numberOf(values.weightTons),
      volumeCubic: numberOf(values.volumeCubic),
      loadingDate: values.loadingDate ?? '',
    };
  return {
    ...common,
    destinationCodes: destinationList(values.destinationCodes),
    plate: values.plate ?? '',
    capacityTons: numberOf(values.capacityTons),
    capacityCubic: numberOf(values.capacityCubic),
    availableFrom: values.availableFrom ?? '',
    availableTo: values.availableTo ?? '',
  };
}

const PLACES = [
  ['originProvince', 'originCity', 'originCode'],
  ['destinationProvince', 'destinationCity', 'destinationCode'],
] as const;

/** Optional numbers: checked only when something is typed. */
const OPTIONAL_NUMBERS = {
  volumeCubic: rules.volumeCubic,
  capacityCubic: rules.capacityCubic,
  price: rules.price,
} as const;

/**
 * The checks across fields, the server's own (offerCrossIssues), plus what one field's rule cannot
 * say: a place missing its district (on its first empty select, so that select gets the focus), a
 * truck's one to five destinations, optional numbers only when typed.
 */
export const offerCrossCheck =
  (kind: OfferKind, fields: OfferFields): CrossCheck<OfferFieldName> =>
  (values) => {
    const input = toOfferInput(kind, values);
    const errors: Partial<Record<OfferFieldName, string>> = {};
    for (const [province, city, code] of PLACES) {
      if (!(code in fields)) continue;
      const message = checkValue(regionCode, values[code] ?? '', fields[code].label);
      if (!message) continue;
      const at = values[code] ? code : [province, city, code].find((name) => !values[name]);
      errors[at ?? code] = message;
    }
    if (kind === 'vehicle') {
      const count = destinationList(values.destinationCodes).length;
      if (count < 1 || count > OfferLimits.destinations)
        errors.destinationCodes = formatMessage(OfferTexts.destinationsCount, { label: '目的地' });
    }
    for (const [field, message] of offerCrossIssues(input)) {
      const name = field as OfferFieldName;
      if (name in fields) errors[name] ??= formatMessage(message, { label: fields[name].label });
    }
    for (const [name, rule] of Object.entries(OPTIONAL_NUMBERS) as [
      keyof typeof OPTIONAL_NUMBERS,
      typeof rules.price,
    ][]) {
      const value = input[name];
      if (!(name in fields) || value === null || value === undefined) continue;
      const message = checkValue(rule, value, fields[name].label);
      if (message) errors[name] ??= message;
    }
    return errors;
  };

/** True for stored values of the kind's form (a value from an older version is dropped). */
export function isOfferFormValues(value: unknown): value is OfferFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return OFFER_FIELD_NAMES.every((name) => typeof record[name] === 'string');
}
