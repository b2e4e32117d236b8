import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../../src/lib/shared/contract.ts';
import {
  deliveryCrossCheck,
  deliveryFields,
  emptyDeliveryForm,
  fromDelivery,
  isDeliveryFormValues,
  toDeliveryInput,
  type DeliveryFormValues,
} from '../../../src/lib/delivery/delivery-form.ts';
import { fieldNames, validateForm } from '../../../src/lib/form/form.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';

const delivery: Delivery = {
  ...deliveryInput(
    { loadingDate: '2026-12-01', expectedArrivalDate: '2026-12-02' },
    { freight: null, freightNegotiable: true, paymentMethod: 'collect' },
  ),
  id: 5,
  offerId: null,
  orderNo: 'FH20261123000001',
  status: 'draft',
  origin: { code: '320508', province: '江苏省', city: '苏州市', district: '姑苏区' },
  destination: { code: '310115', province: '上海市', city: '上海市', district: '浦东新区' },
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
      freightNegotiable: '1',
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
      offerId: _offer,
      ...input
    } = delivery;
    expect(toDeliveryInput(fromDelivery(delivery))).toEqual(input);
  });

  it('round-trip 不限 (any vehicle length) as null and back to the empty choice', () => {
    const any = { ...delivery, vehicleType: '不限' as const, vehicleLengthMeters: null };
    expect(fromDelivery(any)).toMatchObject({ vehicleType: '不限', vehicleLengthMeters: '' });
    expect(toDeliveryInput(fromDelivery(any))).toMatchObject({
      vehicleType: '不限',
      vehicleLengthMeters: null,
    });
  });

  it('leave empty answers absent and odd numbers as text, for the rules to name', () => {
    const input = toDeliveryInput({ ...emptyDeliveryForm, weightTons: ' 3 ', pieces: '十', freight: '' });
    expect(input).toMatchObject({
      originCode: '',
      weightTons: 3,
      pieces: '十',
      volumeCubic: undefined,
      freight: null,
      loadingDate: '',
      paymentMethod: undefined,
    });
  });

  it('send no freight when it is negotiable', () => {
    expect(
      toDeliveryInput({ ...emptyDeliveryForm, freight: '800', freightNegotiable: '1' }).freight,
    ).toBeNull();
    expect(toDeliveryInput({ ...emptyDeliveryForm, freight: '800' }).freight).toBe(800);
  });

  it('refuse stored values of another shape', () => {
    expect(isDeliveryFormValues({ ...emptyDeliveryForm, freightNegotiable: true })).toBe(false);
    expect(isDeliveryFormValues(null)).toBe(false);
  });
});

describe('the delivery form description', () => {
  const errorsOf = (change: Partial<DeliveryFormValues>) =>
    validateForm(deliveryFields, { ...emptyDeliveryForm, ...change }, deliveryCrossCheck);

  it('asks for every required field of an empty form, in the order of the page', () => {
    const errors = errorsOf({});
    const inPageOrder = fieldNames(deliveryFields).flatMap((name) =>
      errors[name] ? [[name, errors[name]]] : [],
    );
    expect(inPageOrder).toEqual([
      ['shipperName', '请输入发货人'],
      ['shipperPhone', '请输入发货人电话'],
      ['consigneeName', '请输入收货人'],
      ['consigneePhone', '请输入收货人电话'],
      ['originProvince', '请选择出发地'],
      ['destinationProvince', '请选择目的地'],
      ['shipperAddress', '请输入发货地址'],
      ['consigneeAddress', '请输入收货地址'],
      ['loadingDate', '请输入装货日期'],
      ['expectedArrivalDate', '请输入预计到达日期'],
      ['cargoName', '请输入货物名称'],
      ['cargoType', '请选择货物类型'],
      ['weightTons', '请输入重量（吨）'],
      ['volumeCubic', '请输入体积（方）'],
      ['pieces', '请输入件数'],
      ['vehicleType', '请选择车型'],
      ['freight', '请输入运费（元）'],
      ['paymentMethod', '请选择付款方式'],
    ]);
  });

  it('puts a half-chosen place on its first empty select', () => {
    expect(errorsOf({ originProvince: '320000' }).originCity).toBe('请选择出发地');
    expect(errorsOf({ originProvince: '320000', originCity: '320500' }).originCode).toBe('请选择出发地');
    const chosen = errorsOf({ originProvince: '320000', originCity: '320500', originCode: '320508' });
    expect([chosen.originProvince, chosen.originCity, chosen.originCode]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    [{ shipperPhone: '12345' }, 'shipperPhone', '请输入正确的发货人电话'],
    [{ weightTons: '0' }, 'weightTons', '重量（吨）最小值为0.001'],
    [{ weightTons: '十二' }, 'weightTons', '重量（吨）不是一个有效的数字'],
    [{ pieces: '2.5' }, 'pieces', '件数不是一个有效的整数'],
    [{ loadingDate: '2020-01-01' }, 'loadingDate', '装货日期不能早于今天'],
    [
      { loadingDate: '2099-01-02', expectedArrivalDate: '2099-01-01' },
      'expectedArrivalDate',
      '预计到达日期不能早于装货日期',
    ],
    [{ freight: '0' }, 'freight', '运费（元）最小值为10'],
    [{ freight: '', freightNegotiable: '1' }, 'freight', undefined],
  ] as const)('%j → %s: %s', (change, field, message) => {
    expect(errorsOf(change)[field]).toBe(message);
  });
});
