/**
 * The freight vocabulary, one list each: what a vehicle is, how long it is, what a cargo is. The
 * server checks every shipment, offer and route against these (src/lib/shared/rules/choices.ts), and every
 * form and list filter offers exactly them (src/lib/shared/freight-choices.ts).
 */

/** The vehicle types a truck (车源) or a route (专线) is; the seed writes only these (in this order). */
export const VEHICLE_TYPES = [
  '厢式货车',
  '平板车',
  '高栏车',
  '冷藏车',
  '集装箱车',
  '危险品车',
  '飞翼车',
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A shipper's wish that takes any vehicle: offered by the cargo side only (发货, 发布货源). */
export const ANY_VEHICLE_TYPE = '不限';

/** What a cargo offer or a shipment may ask for: any vehicle, or one of the types. */
export const WANTED_VEHICLE_TYPES = [ANY_VEHICLE_TYPE, ...VEHICLE_TYPES] as const;
export type WantedVehicleType = (typeof WANTED_VEHICLE_TYPES)[number];

/**
 * The vehicle lengths (米) of the market, as written on a Chinese freight board. A truck names one;
 * the cargo side may leave it out (null, shown 不限).
 */
export const VEHICLE_LENGTHS = ['4.2', '5.2', '6.8', '7.6', '9.6', '13', '13.75', '17.5'] as const;

/** The kinds of cargo a shipment names. */
export const CARGO_TYPES = ['普货', '冷链', '危险品', '大件设备', '快递快运', '散装', '其他'] as const;
export type CargoType = (typeof CARGO_TYPES)[number];
