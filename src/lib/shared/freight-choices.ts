/**
 * What each form and list filter offers for an enumeration, read from the contract's one list: the
 * shipment form, both publish forms, the route desk and the 物流信息 filter all take their options
 * here (tests/unit/lib/form-choices.test.ts holds every form to its list).
 */
import {
  type PaymentMethod,
  CARGO_TYPES,
  PAYMENT_METHODS,
  POLICY_LEVELS,
  VEHICLE_LENGTHS,
  VEHICLE_TYPES,
  WANTED_VEHICLE_TYPES,
} from './contract.ts';
import { policyLevelLabels } from './policy-levels.ts';

/** One choice of a select or a filter: the value sent and the words shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/** A shipment's payment methods in words: the form's choices and the pages that show a shipment. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  prepaid: '现付',
  collect: '到付',
  monthly: '月结',
};

const plain = (list: readonly string[], unit = ''): FieldOption[] =>
  list.map((value) => ({ value, label: `${value}${unit}` }));

/** A truck's or a route's type. */
export const vehicleTypeOptions = plain(VEHICLE_TYPES);
/** What the cargo side asks for: 不限 first, then the types. */
export const wantedVehicleTypeOptions = plain(WANTED_VEHICLE_TYPES);
/** Lengths as `9.6 米`; the cargo side's empty choice is 不限 (LENGTH_ANY_TEXT). */
export const vehicleLengthOptions = plain(VEHICLE_LENGTHS, ' 米');
export const LENGTH_ANY_TEXT = '不限';
export const cargoTypeOptions = plain(CARGO_TYPES);
export const paymentMethodOptions: FieldOption[] = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));
export const policyLevelOptions: FieldOption[] = POLICY_LEVELS.map((value) => ({
  value,
  label: policyLevelLabels[value],
}));
