/** 发布货源's fields (offer-shared-fields.ts has what both kinds share): only the cargo page loads them. */
import type { FieldSpecs } from '../form/form.ts';
import { place, sharedOfferFields as shared } from './offer-shared-fields.ts';
import { wantedVehicleFields } from './wanted-vehicle-fields.ts';
import { loadingDate } from '../shared/rules/delivery.ts';
import { offerFieldRules as rules, OfferLimits } from '../shared/rules/offer.ts';

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
  ...wantedVehicleFields,
  ...shared,
} as const satisfies FieldSpecs<string>;
