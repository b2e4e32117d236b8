/** 发布车源's fields (offer-shared-fields.ts has what both kinds share): only the truck page loads them. */
import type { FieldSpecs } from '../form/form.ts';
import { vehicleLengthOptions, vehicleTypeOptions } from '../shared/freight-choices.ts';
import { place, sharedOfferFields as shared } from './offer-shared-fields.ts';
import { vehicleLengthChoice } from '../shared/rules/choices.ts';
import { calendarDate } from '../shared/rules/fields.ts';
import { loadingDate } from '../shared/rules/delivery.ts';
import { offerFieldRules as rules } from '../shared/rules/offer.ts';

/** 发布车源: the truck's place is a district; its destinations are provinces or cities (`a,b`). */
export const vehicleFields = {
  plate: { label: '车牌号', rule: rules.plate, maxLength: 10, placeholder: '如 沪A12345' },
  vehicleType: { label: '车型', kind: 'select', rule: rules.vehicleType, options: vehicleTypeOptions },
  vehicleLengthMeters: {
    label: '车长（米）',
    kind: 'select',
    // The form's text choice; the server checks the number against the same list.
    rule: vehicleLengthChoice,
    options: vehicleLengthOptions,
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
