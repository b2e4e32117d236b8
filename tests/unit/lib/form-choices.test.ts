import { describe, expect, it } from 'vitest';
import { cargoFields } from '../../../src/lib/offers/cargo-offer-fields.ts';
import {
  CARGO_TYPES,
  PAYMENT_METHODS,
  POLICY_LEVELS,
  VEHICLE_LENGTHS,
  VEHICLE_TYPES,
  WANTED_VEHICLE_TYPES,
} from '../../../src/lib/shared/contract.ts';
import { deliveryFields } from '../../../src/lib/delivery/delivery-form.ts';
import { deskForms } from '../../../src/lib/desk/desk-forms.ts';
import type { FieldSpec } from '../../../src/lib/form/form.ts';
import type { FilterField } from '../../../src/lib/list/list-definition.ts';
import { logisticsList } from '../../../src/lib/offers/logistics-info.ts';
import { policyList } from '../../../src/lib/policies/policies.ts';
import { checkValue } from '../../../src/lib/shared/rules/rule.ts';
import { vehicleFields } from '../../../src/lib/offers/vehicle-offer-fields.ts';

/**
 * Every form and list filter offers exactly its enumeration's one list (in the contract's order), and
 * its rule takes every value offered and refuses one outside the list, naming the field.
 */
const FORM_FIELDS: [where: string, field: FieldSpec, list: readonly string[], empty: string | null][] = [
  ['我要发货 · 货物类型', deliveryFields.cargoType, CARGO_TYPES, null],
  ['我要发货 · 车型', deliveryFields.vehicleType, WANTED_VEHICLE_TYPES, null],
  ['我要发货 · 车长', deliveryFields.vehicleLengthMeters, VEHICLE_LENGTHS, '不限'],
  ['我要发货 · 付款方式', deliveryFields.paymentMethod, PAYMENT_METHODS, null],
  ['发布货源 · 车型', cargoFields.vehicleType, WANTED_VEHICLE_TYPES, null],
  ['发布货源 · 车长', cargoFields.vehicleLengthMeters, VEHICLE_LENGTHS, '不限'],
  ['发布车源 · 车型', vehicleFields.vehicleType, VEHICLE_TYPES, null],
  ['发布车源 · 车长', vehicleFields.vehicleLengthMeters, VEHICLE_LENGTHS, null],
  ['内容台专线 · 车型', deskForms.routes.fields['vehicleType']!, VEHICLE_TYPES, null],
  ['内容台政策 · 级别', deskForms.policies.fields['level']!, POLICY_LEVELS, null],
];

describe.each(FORM_FIELDS)('%s', (_where, field, list, empty) => {
  it('is a select offering exactly the list', () => {
    expect(field.kind).toBe('select');
    expect(field.options?.map((option) => option.value)).toEqual([...list]);
  });

  it(`shows its empty choice as ${empty ?? '请选择'}`, () => {
    expect(field.placeholder ?? '请选择').toBe(empty ?? '请选择');
  });

  it('takes every value offered, and nothing else', () => {
    for (const value of list) expect(checkValue(field.rule!, value, field.label), value).toBeNull();
    expect(checkValue(field.rule!, '大货车', field.label)).toBe(
      `${field.label}不在可选范围内，请从列表中选择`,
    );
    expect(checkValue(field.rule!, '', field.label)).toBe(empty === null ? `请选择${field.label}` : null);
  });
});

it('shows lengths in 米 and payment methods in words', () => {
  expect(deliveryFields.vehicleLengthMeters.options.map((option) => option.label)).toContain('9.6 米');
  expect(deliveryFields.paymentMethod.options.map((option) => option.label)).toEqual([
    '现付',
    '到付',
    '月结',
  ]);
});

const select = (fields: readonly FilterField[], name: string) => {
  for (const field of fields) {
    if (field.kind === 'select' && field.name === name) return field.options.map((option) => option.value);
  }
  return null;
};

it.each([
  ['物流信息 · 车型', select(logisticsList.fields, 'vehicleType'), VEHICLE_TYPES],
  ['政策法规 · 级别', select(policyList.fields, 'level'), POLICY_LEVELS],
])('the list filter %s offers exactly the list', (_where, offered, list) => {
  expect(offered).toEqual([...list]);
});
