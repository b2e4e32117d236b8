/**
 * The delivery form: its fields described for the form building block (label, kind, shared rule),
 * in the order they are shown; its values as typed (all text, so a half-typed number survives a
 * reload); and the conversions to and from the contract's `DeliveryInput`.
 */
import type { Delivery, DeliveryInput } from '../shared/contract.ts';
import { cargoTypeOptions, paymentMethodOptions } from '../shared/freight-choices.ts';
import { checkValue } from '../shared/rules/rule.ts';
import {
  AMOUNTS,
  amountOf,
  deliveryCrossIssues,
  deliveryFieldRules as rules,
  DeliveryLimits,
  loadingDate,
  regionCode,
} from '../shared/rules/delivery.ts';
import type { DraftKind } from '../form/drafts.ts';
import { wantedVehicleFields } from '../offers/wanted-vehicle-fields.ts';
import type { CrossCheck, FieldSpecs, FormValues } from '../form/form.ts';
import { FIELD_LABELS } from '../shared/field-labels.ts';
import { formatMessage } from '../shared/messages.ts';
import { cityCodeOf, provinceCodeOf } from '../shared/regions.ts';

const PHONE_HINT = '手机号或带区号的固定电话';

/**
 * Every field in the order of the page (the order the focus looks for the first message). A place
 * is three fields, province and city only steering the district, whose code is what is checked.
 * `freightNegotiable` is `'1'` or `''`.
 */
export const deliveryFields = {
  shipperName: {
    label: FIELD_LABELS.shipperName,
    rule: rules.shipperName,
    maxLength: DeliveryLimits.name,
    autoComplete: 'name',
  },
  shipperPhone: {
    label: FIELD_LABELS.shipperPhone,
    kind: 'tel',
    rule: rules.shipperPhone,
    hint: PHONE_HINT,
    autoComplete: 'tel',
  },
  consigneeName: {
    label: FIELD_LABELS.consigneeName,
    rule: rules.consigneeName,
    maxLength: DeliveryLimits.name,
  },
  consigneePhone: {
    label: FIELD_LABELS.consigneePhone,
    kind: 'tel',
    rule: rules.consigneePhone,
    hint: PHONE_HINT,
  },
  originProvince: { label: '出发地省份' },
  originCity: { label: '出发地城市' },
  originCode: { label: FIELD_LABELS.originCode },
  destinationProvince: { label: '目的地省份' },
  destinationCity: { label: '目的地城市' },
  destinationCode: { label: FIELD_LABELS.destinationCode },
  shipperAddress: {
    label: FIELD_LABELS.shipperAddress,
    rule: rules.shipperAddress,
    maxLength: DeliveryLimits.address,
  },
  consigneeAddress: {
    label: FIELD_LABELS.consigneeAddress,
    rule: rules.consigneeAddress,
    maxLength: DeliveryLimits.address,
  },
  loadingDate: { label: FIELD_LABELS.loadingDate, kind: 'date', rule: loadingDate() },
  expectedArrivalDate: {
    label: FIELD_LABELS.expectedArrivalDate,
    kind: 'date',
    rule: rules.expectedArrivalDate,
  },
  cargoName: { label: FIELD_LABELS.cargoName, rule: rules.cargoName, maxLength: DeliveryLimits.cargoName },
  cargoType: {
    label: FIELD_LABELS.cargoType,
    kind: 'select',
    rule: rules.cargoType,
    options: cargoTypeOptions,
  },
  weightTons: { label: FIELD_LABELS.weightTons, kind: 'number', rule: rules.weightTons },
  volumeCubic: { label: FIELD_LABELS.volumeCubic, kind: 'number', rule: rules.volumeCubic },
  pieces: { label: FIELD_LABELS.pieces, kind: 'number', rule: rules.pieces },
  ...wantedVehicleFields,
  freight: { label: FIELD_LABELS.freight, kind: 'number' },
  freightNegotiable: { label: FIELD_LABELS.freightNegotiable, kind: 'checkbox' },
  paymentMethod: {
    label: FIELD_LABELS.paymentMethod,
    kind: 'select',
    rule: rules.paymentMethod,
    options: paymentMethodOptions,
  },
  remarks: {
    label: FIELD_LABELS.remarks,
    rule: rules.remarks,
    maxLength: DeliveryLimits.remarks,
    placeholder: '选填：装卸要求、温控等',
  },
} as const satisfies FieldSpecs<string>;

export type DeliveryFieldName = keyof typeof deliveryFields;
export type DeliveryFormValues = FormValues<DeliveryFieldName>;

const NAMES = Object.keys(deliveryFields) as DeliveryFieldName[];
export const emptyDeliveryForm = Object.fromEntries(NAMES.map((name) => [name, ''])) as DeliveryFormValues;

/** Text to a number; empty or not a number stays as text so the rules name the field. */
function numberOf(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** What the form sends; the shared rules decide whether it is a valid `DeliveryInput`. */
export function toDeliveryInput(values: DeliveryFormValues): Record<keyof DeliveryInput, unknown> {
  const negotiable = values.freightNegotiable === '1';
  return {
    shipperName: values.shipperName,
    shipperPhone: values.shipperPhone,
    shipperAddress: values.shipperAddress,
    consigneeName: values.consigneeName,
    consigneePhone: values.consigneePhone,
    consigneeAddress: values.consigneeAddress,
    originCode: values.originCode,
    destinationCode: values.destinationCode,
    cargoName: values.cargoName,
    cargoType: values.cargoType,
    weightTons: numberOf(values.weightTons),
    volumeCubic: numberOf(values.volumeCubic),
    pieces: numberOf(values.pieces),
    vehicleType: values.vehicleType,
    vehicleLengthMeters: numberOf(values.vehicleLengthMeters) ?? null,
    loadingDate: values.loadingDate,
    expectedArrivalDate: values.expectedArrivalDate,
    freight: negotiable ? null : (numberOf(values.freight) ?? null),
    freightNegotiable: negotiable,
    paymentMethod: values.paymentMethod || undefined,
    remarks: values.remarks,
  };
}

const PLACES = [
  ['originProvince', 'originCity', 'originCode'],
  ['destinationProvince', 'destinationCity', 'destinationCode'],
] as const;

/**
 * The form's checks across fields, the server's own (rules/delivery.ts): arrival not before loading,
 * and a freight unless 面议 — then checked by the freight rule. A place missing its district is
 * reported on its first empty select (so that select gets the focus), in the place's name.
 */
export const deliveryCrossCheck: CrossCheck<DeliveryFieldName> = (values) => {
  const input = toDeliveryInput(values);
  const errors: Partial<Record<DeliveryFieldName, string>> = {};
  for (const [province, city, code] of PLACES) {
    const label = deliveryFields[code].label;
    const message = checkValue(regionCode, values[code], label);
    if (!message) continue;
    const at = values[code] ? code : ([province, city, code] as const).find((name) => values[name] === '');
    errors[at ?? code] = message;
  }
  for (const [field, message] of deliveryCrossIssues(input)) {
    errors[field] ??= formatMessage(message, { label: deliveryFields[field].label });
  }
  const freight =
    input.freight === null ? null : checkValue(amountOf(AMOUNTS.price), input.freight, '运费（元）');
  if (freight) errors.freight ??= freight;
  return errors;
};

/** A saved shipment back in the form, for 修改. */
export function fromDelivery(delivery: Delivery): DeliveryFormValues {
  return {
    shipperName: delivery.shipperName,
    shipperPhone: delivery.shipperPhone,
    shipperAddress: delivery.shipperAddress,
    consigneeName: delivery.consigneeName,
    consigneePhone: delivery.consigneePhone,
    consigneeAddress: delivery.consigneeAddress,
    originProvince: provinceCodeOf(delivery.originCode),
    originCity: cityCodeOf(delivery.originCode),
    originCode: delivery.originCode,
    destinationProvince: provinceCodeOf(delivery.destinationCode),
    destinationCity: cityCodeOf(delivery.destinationCode),
    destinationCode: delivery.destinationCode,
    cargoName: delivery.cargoName,
    cargoType: delivery.cargoType,
    weightTons: String(delivery.weightTons),
    volumeCubic: String(delivery.volumeCubic),
    pieces: String(delivery.pieces),
    vehicleType: delivery.vehicleType,
    vehicleLengthMeters: delivery.vehicleLengthMeters === null ? '' : String(delivery.vehicleLengthMeters),
    loadingDate: delivery.loadingDate,
    expectedArrivalDate: delivery.expectedArrivalDate,
    freight: delivery.freight === null ? '' : String(delivery.freight),
    freightNegotiable: delivery.freightNegotiable ? '1' : '',
    paymentMethod: delivery.paymentMethod,
    remarks: delivery.remarks,
  };
}

/** True for stored values of the form's shape (a value from an older version is dropped). */
export function isDeliveryFormValues(value: unknown): value is DeliveryFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return NAMES.every((name) => typeof record[name] === 'string');
}

/** The shipment being written, kept as it is typed (docs/decisions.md, Shipments). */
export interface DeliveryDraft {
  values: DeliveryFormValues;
  /** Sent with the POST of this draft; a new draft gets a new key. */
  idempotencyKey: string;
  /** Set while a saved draft is being changed (修改): the form saves it with PUT. */
  editingId: number | null;
}

/**
 * Shipment drafts (src/lib/form/drafts.ts): one new shipment per user (`portal:delivery-draft:{userId}`)
 * and one per saved draft being changed (`portal:delivery-draft:{userId}:{id}`), so that editing one
 * never overwrites another. The target is the id being changed, null for a new shipment.
 */
export const deliveryDrafts: DraftKind<number | null, DeliveryDraft> = {
  key: (userId, editingId) =>
    editingId === null ? `portal:delivery-draft:${userId}` : `portal:delivery-draft:${userId}:${editingId}`,
  isDraft(value, editingId): value is DeliveryDraft {
    if (typeof value !== 'object' || value === null) return false;
    const draft = value as Record<string, unknown>;
    return (
      isDeliveryFormValues(draft['values']) &&
      typeof draft['idempotencyKey'] === 'string' &&
      draft['idempotencyKey'] !== '' &&
      draft['editingId'] === editingId
    );
  },
};
