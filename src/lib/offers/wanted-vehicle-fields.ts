/**
 * What the cargo side asks of a vehicle, in a shipment (发货) and a cargo offer (发布货源) alike: 不限
 * or a type, and a length or 不限 (sent as null; the server checks the number against the same list).
 */
import type { FieldSpecs } from '../form/form.ts';
import {
  LENGTH_ANY_TEXT,
  vehicleLengthOptions,
  wantedVehicleTypeOptions,
} from '../shared/freight-choices.ts';
import { optionalVehicleLengthChoice, wantedVehicleType } from '../shared/rules/choices.ts';

export const wantedVehicleFields = {
  vehicleType: { label: '车型', kind: 'select', rule: wantedVehicleType, options: wantedVehicleTypeOptions },
  vehicleLengthMeters: {
    label: '车长（米）',
    kind: 'select',
    rule: optionalVehicleLengthChoice,
    placeholder: LENGTH_ANY_TEXT,
    options: vehicleLengthOptions,
  },
} as const satisfies FieldSpecs<string>;
