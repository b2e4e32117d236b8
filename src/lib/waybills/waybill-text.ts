/**
 * How quotes and waybills say a price (the amount in 元, or 按货主报价 when none was named) and a
 * vehicle (its plate, type and length, or 未指定车辆).
 */
import type { AgreedVehicle } from '../shared/contract.ts';

export const formatPrice = (price: number | null): string => (price === null ? '按货主报价' : `${price} 元`);

export const formatVehicle = (vehicle: AgreedVehicle | null): string =>
  vehicle === null ? '未指定车辆' : `${vehicle.plate}（${vehicle.vehicleType} ${vehicle.lengthMeters} 米）`;
