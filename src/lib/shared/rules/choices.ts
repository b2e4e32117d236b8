/**
 * A value chosen from one of the contract's lists, checked the same way by the server and the forms:
 * nothing chosen is `请选择${label}`, anything not on the list (a typed 车型, an old link's value) is
 * `${label}不在可选范围内，请从列表中选择`. The freight lists' rules are here too, so that the
 * shipment, both offer kinds and the route desk check one rule each.
 */
import * as z from 'zod/mini';
import { VEHICLE_LENGTHS, VEHICLE_TYPES, WANTED_VEHICLE_TYPES, CARGO_TYPES } from '../contract.ts';
import { messages } from '../messages.ts';
import { CHOOSE_REQUIRED, type Rule } from './rule.ts';

/** `${label}不在可选范围内，请从列表中选择`. */
export const OUTSIDE_LIST = messages.form.enum;

const chosen = (input: unknown) => input !== undefined && input !== null && input !== '';

/** One value of `values`, required. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T): Rule<T[number]> =>
  z.enum(values, { error: (issue) => (chosen(issue.input) ? OUTSIDE_LIST : CHOOSE_REQUIRED) });

/** One value of `values`, or '' for none (a select whose empty choice means 不限). */
export const optionalOneOf = (values: readonly string[]): Rule<string> =>
  z.string().check(z.refine((value) => value === '' || values.includes(value), OUTSIDE_LIST));

/** A truck's or a route's vehicle type. */
export const vehicleType = oneOf(VEHICLE_TYPES);

/** The vehicle a shipment or a cargo offer asks for: 不限 or a type. */
export const wantedVehicleType = oneOf(WANTED_VEHICLE_TYPES);

/** A cargo type of a shipment. */
export const cargoType = oneOf(CARGO_TYPES);

const LENGTHS: readonly number[] = VEHICLE_LENGTHS.map(Number);

/** A vehicle length in 米, one of the market's lengths (sent as a number: 9.6, 13). */
export const vehicleLength: Rule<number> = z
  .number({ error: CHOOSE_REQUIRED })
  .check(z.refine((meters) => LENGTHS.includes(meters), OUTSIDE_LIST));

/** The form's value of a length select, required (a truck) or not (the cargo side: '' is 不限). */
export const vehicleLengthChoice = oneOf(VEHICLE_LENGTHS);
export const optionalVehicleLengthChoice = optionalOneOf(VEHICLE_LENGTHS);
