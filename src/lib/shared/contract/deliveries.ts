/** Shipments (我要发货). */
import type { CargoType, WantedVehicleType } from './freight-terms.ts';

export const DELIVERY_STATUSES = ['draft', 'confirmed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const PAYMENT_METHODS = ['prepaid', 'collect', 'monthly'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface DeliveryInput {
  shipperName: string;
  shipperPhone: string;
  shipperAddress: string;
  consigneeName: string;
  consigneePhone: string;
  consigneeAddress: string;
  /** GB/T 2260 code of the district (县级) loaded at, e.g. `320508` */
  originCode: string;
  /** GB/T 2260 code of the district delivered to */
  destinationCode: string;
  cargoName: string;
  cargoType: CargoType;
  weightTons: number;
  volumeCubic: number;
  pieces: number;
  /** One of WANTED_VEHICLE_TYPES: 不限 or a type. */
  vehicleType: WantedVehicleType;
  /** 米, one of VEHICLE_LENGTHS; null when any length will do (不限). */
  vehicleLengthMeters: number | null;
  /** `YYYY-MM-DD` */
  loadingDate: string;
  /** `YYYY-MM-DD` */
  expectedArrivalDate: string;
  /** 元; null when 面议 */
  freight: number | null;
  freightNegotiable: boolean;
  paymentMethod: PaymentMethod;
  remarks: string;
}
/** A district by its code and names, as stored with the shipment (names as of the day it was saved). */
export interface Place {
  code: string;
  province: string;
  city: string;
  district: string;
}
export interface Delivery extends DeliveryInput {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
  origin: Place;
  destination: Place;
  /**
   * The cargo offer (货源) this shipment stands as in 物流信息 now; null while it is not public (never
   * published, or its offer was withdrawn, done or is past its loading day).
   */
  offerId: number | null;
  createdAt: string;
  updatedAt: string;
}
/** One row of the user's shipment list (`GET /deliveries`), newest first. */
export interface DeliverySummary {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
  origin: Place;
  destination: Place;
  cargoName: string;
  loadingDate: string;
  createdAt: string;
  /** As on `Delivery`: the standing cargo offer, or null. */
  offerId: number | null;
}
export interface DeliveryCreated {
  id: number;
  orderNo: string;
  status: DeliveryStatus;
}
