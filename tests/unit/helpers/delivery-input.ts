/**
 * A shipment every rule accepts (a cold-chain load from Suzhou, 姑苏区, to Shanghai, 浦东新区),
 * for the rule, server and browser tests; a test changes only the fields it is about.
 */
import type { DeliveryInput } from '../../../src/lib/shared/contract.ts';

export function deliveryInput(
  dates: { loadingDate: string; expectedArrivalDate: string },
  overrides: Partial<DeliveryInput> = {},
): DeliveryInput {
  return {
    shipperName: '张建国',
    shipperPhone: '13812345678',
    shipperAddress: '工业园区星湖街 88 号',
    consigneeName: '李明',
    consigneePhone: '021-65432100',
    consigneeAddress: '张江路 100 号',
    originCode: '320508',
    destinationCode: '310115',
    cargoName: '冷冻水产',
    cargoType: '冷链',
    weightTons: 12.5,
    volumeCubic: 30,
    pieces: 400,
    vehicleType: '冷藏车',
    vehicleLengthMeters: 9.6,
    ...dates,
    freight: 3200,
    freightNegotiable: false,
    paymentMethod: 'prepaid',
    remarks: '',
    ...overrides,
  };
}
