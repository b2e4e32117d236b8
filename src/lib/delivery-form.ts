/**
 * The delivery form's values as typed (all text, so a half-typed number survives a reload), the
 * choices it offers, and the conversions to and from the contract's `DeliveryInput`.
 */
import type { Delivery, DeliveryInput, DeliveryStatus, PaymentMethod } from './contract.ts';
import { cityCodeOf, provinceCodeOf } from './regions.ts';

export interface DeliveryFormValues {
  shipperName: string;
  shipperPhone: string;
  shipperAddress: string;
  consigneeName: string;
  consigneePhone: string;
  consigneeAddress: string;
  originProvince: string;
  originCity: string;
  originCode: string;
  destinationProvince: string;
  destinationCity: string;
  destinationCode: string;
  cargoName: string;
  cargoType: string;
  weightTons: string;
  volumeCubic: string;
  pieces: string;
  vehicleType: string;
  vehicleLengthMeters: string;
  loadingDate: string;
  expectedArrivalDate: string;
  freight: string;
  freightNegotiable: boolean;
  paymentMethod: string;
  remarks: string;
}

export const emptyDeliveryForm: DeliveryFormValues = {
  shipperName: '',
  shipperPhone: '',
  shipperAddress: '',
  consigneeName: '',
  consigneePhone: '',
  consigneeAddress: '',
  originProvince: '',
  originCity: '',
  originCode: '',
  destinationProvince: '',
  destinationCity: '',
  destinationCode: '',
  cargoName: '',
  cargoType: '',
  weightTons: '',
  volumeCubic: '',
  pieces: '',
  vehicleType: '',
  vehicleLengthMeters: '',
  loadingDate: '',
  expectedArrivalDate: '',
  freight: '',
  freightNegotiable: false,
  paymentMethod: '',
  remarks: '',
};

export const CARGO_TYPES = ['普货', '冷链', '危险品', '大件设备', '快递快运', '散装', '其他'] as const;
export const VEHICLE_TYPES = [
  '厢式货车',
  '平板车',
  '高栏车',
  '冷藏车',
  '危险品车',
  '集装箱车',
  '不限',
] as const;
export const VEHICLE_LENGTHS = ['4.2', '5.2', '6.8', '7.6', '9.6', '13', '13.75', '17.5'] as const;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  prepaid: '现付',
  collect: '到付',
  monthly: '月结',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  draft: '草稿',
  confirmed: '已确认',
  cancelled: '已取消',
};

/** Text to a number; empty or not a number stays as text so the rules name the field. */
function numberOf(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** What the form sends; the shared rules decide whether it is a valid `DeliveryInput`. */
export function toDeliveryInput(values: DeliveryFormValues): Record<keyof DeliveryInput, unknown> {
  return {
    shipperName: values.shipperName,
    shipperPhone: values.shipperPhone,
    shipperAddress: values.shipperAddress,
    consigneeName: values.consigneeName,
    consigneePhone: values.consigneePhone,
    consigneeAddress: values.consigneeAddress,
    originCode: values.originCode || undefined,
    destinationCode: values.destinationCode || undefined,
    cargoName: values.cargoName,
    cargoType: values.cargoType,
    weightTons: numberOf(values.weightTons),
    volumeCubic: numberOf(values.volumeCubic),
    pieces: numberOf(values.pieces),
    vehicleType: values.vehicleType,
    vehicleLengthMeters: numberOf(values.vehicleLengthMeters),
    loadingDate: values.loadingDate || undefined,
    expectedArrivalDate: values.expectedArrivalDate || undefined,
    freight: values.freightNegotiable ? null : (numberOf(values.freight) ?? null),
    freightNegotiable: values.freightNegotiable,
    paymentMethod: values.paymentMethod || undefined,
    remarks: values.remarks,
  };
}

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
    vehicleLengthMeters: String(delivery.vehicleLengthMeters),
    loadingDate: delivery.loadingDate,
    expectedArrivalDate: delivery.expectedArrivalDate,
    freight: delivery.freight === null ? '' : String(delivery.freight),
    freightNegotiable: delivery.freightNegotiable,
    paymentMethod: delivery.paymentMethod,
    remarks: delivery.remarks,
  };
}

/** True for stored values of the form's shape (a value from an older version is dropped). */
export function isDeliveryFormValues(value: unknown): value is DeliveryFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(emptyDeliveryForm).every(([key, initial]) => typeof record[key] === typeof initial);
}
