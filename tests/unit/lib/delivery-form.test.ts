import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../../src/lib/contract.ts';
import {
  emptyDeliveryForm,
  fromDelivery,
  isDeliveryFormValues,
  toDeliveryInput,
} from '../../../src/lib/delivery-form.ts';

const delivery: Delivery = {
  id: 5,
  orderNo: 'FH20261123000001',
  status: 'draft',
  shipperName: '张建国',
  shipperPhone: '13812345678',
  shipperAddress: '星湖街 88 号',
  consigneeName: '李明',
  consigneePhone: '021-65432100',
  consigneeAddress: '张江路 100 号',
  originCode: '320508',
  destinationCode: '310115',
  origin: { code: '320508', province: '江苏省', city: '苏州市', district: '姑苏区' },
  destination: { code: '310115', province: '上海市', city: '上海市', district: '浦东新区' },
  cargoName: '冷冻水产',
  cargoType: '冷链',
  weightTons: 12.5,
  volumeCubic: 30,
  pieces: 400,
  vehicleType: '冷藏车',
  vehicleLengthMeters: 9.6,
  loadingDate: '2026-12-01',
  expectedArrivalDate: '2026-12-02',
  freight: null,
  freightNegotiable: true,
  paymentMethod: 'collect',
  remarks: '',
  createdAt: '2026-11-23T02:00:00.000Z',
  updatedAt: '2026-11-23T02:00:00.000Z',
};

describe('the delivery form values', () => {
  it('go back into the form with the province and city of each place', () => {
    const values = fromDelivery(delivery);
    expect(values).toMatchObject({
      originProvince: '320000',
      originCity: '320500',
      originCode: '320508',
      destinationProvince: '310000',
      destinationCity: '310100',
      weightTons: '12.5',
      freight: '',
      freightNegotiable: true,
    });
    expect(isDeliveryFormValues(values)).toBe(true);
  });

  it('round-trip to the same input', () => {
    const {
      id: _id,
      orderNo: _no,
      status: _s,
      origin: _o,
      destination: _d,
      createdAt: _c,
      updatedAt: _u,
      ...input
    } = delivery;
    expect(toDeliveryInput(fromDelivery(delivery))).toEqual(input);
  });

  it('leave empty answers absent and odd numbers as text, for the rules to name', () => {
    const input = toDeliveryInput({ ...emptyDeliveryForm, weightTons: ' 3 ', pieces: '十', freight: '' });
    expect(input).toMatchObject({
      originCode: undefined,
      weightTons: 3,
      pieces: '十',
      volumeCubic: undefined,
      freight: null,
      loadingDate: undefined,
      paymentMethod: undefined,
    });
  });

  it('send no freight when it is negotiable', () => {
    expect(
      toDeliveryInput({ ...emptyDeliveryForm, freight: '800', freightNegotiable: true }).freight,
    ).toBeNull();
    expect(toDeliveryInput({ ...emptyDeliveryForm, freight: '800' }).freight).toBe(800);
  });

  it('refuse stored values of another shape', () => {
    expect(isDeliveryFormValues({ ...emptyDeliveryForm, freightNegotiable: 'yes' })).toBe(false);
    expect(isDeliveryFormValues(null)).toBe(false);
  });
});
