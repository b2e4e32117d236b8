/**
 * The forms that publish an offer (发布货源, 发布车源): their fields described for the form building
 * block with the shared rules (rules/offer.ts), the values as typed (all text, so a half-typed number
 * survives a reload), and the conversions to the request body and from one of the account's offers
 * (编辑, 重新发布).
 */
import { VEHICLE_TYPES, type OwnOffer } from './contract.ts';
import { VEHICLE_LENGTHS } from './delivery-form.ts';
import type { CrossCheck, FieldSpecs, FormValues } from './form.ts';
import { formatMessage } from './messages.ts';
import { cityCodeOf, provinceCodeOf } from './regions.ts';
import { calendarDate } from './rules/fields.ts';
import { loadingDate, regionCode } from './rules/delivery.ts';
import { offerCrossIssues, offerFieldRules as rules, OfferLimits, OfferTexts } from './rules/offer.ts';
import { checkValue } from './rules/rule.ts';

export type OfferKind = 'cargo' | 'vehicle';

const choices = (list: readonly string[], unit = '') =>
  list.map((value) => ({ value, label: `${value}${unit}` }));

const place = (name: string) => ({
  [`${name}Province`]: { label: `${name === 'origin' ? '出发地' : '目的地'}省份` },
  [`${name}City`]: { label: `${name === 'origin' ? '出发地' : '目的地'}城市` },
});

const shared = {
  price: { label: '运价（元）', kind: 'number' },
  priceNegotiable: { label: '面议', kind: 'checkbox' },
  contactName: { label: '联系人', rule: rules.contactName, maxLength: OfferLimits.contactName },
  contactPhone: {
    label: '联系电话',
    kind: 'tel',
    rule: rules.contactPhone,
    hint: '手机号或带区号的固定电话',
    autoComplete: 'tel',
  },
  remarks: {
    label: '备注',
    kind: 'textarea',
    rule: rules.remarks,
    maxLength: OfferLimits.remarks,
    placeholder: '选填：装卸要求、结算方式等',
  },
} as const;

/** 发布货源: every field in the order of the page (the order the focus looks for the first message). */
export const cargoFields = {
  ...(place('origin') as Record<'originProvince' | 'originCity', { label: string }>),
  originCode: { label: '出发地' },
  ...(place('destination') as Record<'destinationProvince' | 'destinationCity', { label: string }>),
  destinationCode: { label: '目的地' },
  loadingDate: { label: '装货日期', kind: 'date', rule: loadingDate() },
  cargoName: { label: '货物名称', rule: rules.cargoName, maxLength: OfferLimits.cargoName },
  weightTons: { label: '重量（吨）', kind: 'number', rule: rules.weightTons },
  volumeCubic: { label: '体积（方）', kind: 'number', hint: '选填' },
  vehicleType: { label: '车型', kind: 'select', rule: rules.vehicleType, options: choices(VEHICLE_TYPES) },
  vehicleLengthMeters: {
    label: '车长（米）',
    kind: 'select',
    placeholder: '不限',
    options: choices(VEHICLE_LENGTHS, ' 米'),
  },
  ...shared,
} as const satisfies FieldSpecs<string>;

/** 发布车源: the truck's place is a district; its destinations are provinces or cities (`a,b`). */
export const vehicleFields = {
  plate: { label: '车牌号', rule: rules.plate, maxLength: 10, placeholder: '如 沪A12345' },
  vehicleType: { label: '车型', kind: 'select', rule: rules.vehicleType, options: choices(VEHICLE_TYPES) },
  vehicleLengthMeters: {
    label: '车长（米）',
    kind: 'select',
    // A choice of the list here; the server checks the number.
    rule: rules.vehicleType,
    options: choices(VEHICLE_LENGTHS, ' 米'),
  },
  capacityTons: { label: '载重（吨）', kind: 'number', rule: rules.capacityTons },
  capacityCubic: { label: '容积（方）', kind: 'number', hint: '选填' },
  ...(place('origin') as Record<'originProvince' | 'originCity', { label: string }>),
  originCode: { label: '车辆所在地' },
  ...(place('destination') as Record<'destinationProvince' | 'destinationCity', { label: string }>),
  destinationCodes: { label: '目的地' },
  availableFrom: { label: '可装车日期', kind: 'date', rule: loadingDate() },
  availableTo: { label: '可用截止日期', kind: 'date', rule: calendarDate },
  ...shared,
} as const satisfies FieldSpecs<string>;

export type CargoFieldName = keyof typeof cargoFields;
export type VehicleFieldName = keyof typeof vehicleFields;
export type OfferFieldName = CargoFieldName | VehicleFieldName;
/** The values of both kinds' fields (a form uses its kind's; the others stay empty). */
export type OfferFormValues = FormValues<OfferFieldName>;

/** The kind's description; the form checks and shows only these fields. */
export const offerFields = (kind: OfferKind): FieldSpecs<OfferFieldName> =>
  (kind === 'cargo' ? cargoFields : vehicleFields) as unknown as FieldSpecs<OfferFieldName>;

const namesOf = (kind: OfferKind) =>
  Object.keys(kind === 'cargo' ? cargoFields : vehicleFields) as OfferFieldName[];

const ALL_NAMES = [...new Set([...namesOf('cargo'), ...namesOf('vehicle')])];

export const emptyOfferForm = (): OfferFormValues =>
  Object.fromEntries(ALL_NAMES.map((name) => [name, ''])) as OfferFormValues;

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
  (kind: OfferKind): CrossCheck<OfferFieldName> =>
  (values) => {
    const fields = offerFields(kind);
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

/**
 * One of the account's offers back in its form: for 编辑 as it stands; for 重新发布 (`today` given)
 * its days are kept only when still ahead, so a past offer asks for new dates.
 */
export function fromOwnOffer(offer: OwnOffer, today?: string): OfferFormValues {
  const day = (value: string | null) =>
    value === null || (today !== undefined && value < today) ? '' : value;
  const origin = offer.originCode ?? '';
  const common = {
    originProvince: origin && provinceCodeOf(origin),
    originCity: origin && cityCodeOf(origin),
    originCode: origin,
    destinationProvince: '',
    destinationCity: '',
    vehicleType: offer.vehicleType,
    vehicleLengthMeters: offer.vehicleLengthMeters === null ? '' : String(offer.vehicleLengthMeters),
    price: offer.price === null ? '' : String(offer.price),
    priceNegotiable: offer.price === null ? '1' : '',
    contactName: offer.contactName,
    contactPhone: offer.contactPhone,
    remarks: offer.content,
  };
  if (offer.kind === 'vehicle')
    return {
      ...emptyOfferForm(),
      ...common,
      plate: offer.plate,
      capacityTons: offer.weightTons === null ? '' : String(offer.weightTons),
      capacityCubic: offer.volumeCubic === null ? '' : String(offer.volumeCubic),
      destinationCodes: offer.destinationCodes.join(','),
      availableFrom: day(offer.availableFrom),
      availableTo: day(offer.availableTo),
    };
  const destination = offer.destinationCodes[0] ?? '';
  return {
    ...emptyOfferForm(),
    ...common,
    destinationProvince: destination && provinceCodeOf(destination),
    destinationCity: destination && cityCodeOf(destination),
    destinationCode: destination,
    cargoName: offer.cargoName,
    weightTons: offer.weightTons === null ? '' : String(offer.weightTons),
    volumeCubic: offer.volumeCubic === null ? '' : String(offer.volumeCubic),
    loadingDate: day(offer.loadingDate),
  };
}

/** True for stored values of the kind's form (a value from an older version is dropped). */
export function isOfferFormValues(kind: OfferKind, value: unknown): value is OfferFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return namesOf(kind).every((name) => typeof record[name] === 'string');
}
