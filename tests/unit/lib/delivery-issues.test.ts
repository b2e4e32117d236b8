import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { emptyDeliveryForm } from '../../../src/lib/delivery-form.ts';
import {
  checkDeliveryForm,
  DELIVERY_FIELDS,
  firstInvalid,
  serverFieldError,
} from '../../../src/lib/delivery-issues.ts';

const errorsOf = (change: Partial<typeof emptyDeliveryForm>) => {
  const result = checkDeliveryForm({ ...emptyDeliveryForm, ...change }, areaList, () => '2026-11-23');
  return result.ok ? {} : result.errors;
};

describe('the delivery form messages', () => {
  it('ask for every required field of an empty form in the catalogue wording', () => {
    const errors = errorsOf({});
    expect(errors).toEqual({
      shipperName: '请输入发货人',
      shipperPhone: '请输入发货人电话',
      shipperAddress: '请输入发货地址',
      consigneeName: '请输入收货人',
      consigneePhone: '请输入收货人电话',
      consigneeAddress: '请输入收货地址',
      originCode: '请选择出发地',
      destinationCode: '请选择目的地',
      cargoName: '请输入货物名称',
      cargoType: '请选择货物类型',
      weightTons: '请输入重量（吨）',
      volumeCubic: '请输入体积（方）',
      pieces: '请输入件数',
      vehicleType: '请选择车型',
      vehicleLengthMeters: '请选择车长（米）',
      loadingDate: '请选择装货日期',
      expectedArrivalDate: '请选择预计到达日期',
      freight: '请输入运费（元）',
      paymentMethod: '请选择付款方式',
    });
    expect(firstInvalid(errors)).toBe('shipperName');
  });

  it.each([
    [{ shipperPhone: '12345' }, 'shipperPhone', '发货人电话格式不正确，请填写手机号或带区号的固定电话'],
    [{ cargoName: '货'.repeat(51) }, 'cargoName', '货物名称最多50个字符'],
    [{ weightTons: '0' }, 'weightTons', '重量（吨）必须大于0'],
    [{ weightTons: '十二' }, 'weightTons', '重量（吨）不是一个有效的数字'],
    [{ volumeCubic: '100001' }, 'volumeCubic', '体积（方）最大值为100000'],
    [{ pieces: '2.5' }, 'pieces', '件数必须是整数'],
    [{ loadingDate: '2026-11-22' }, 'loadingDate', '装货日期不能早于今天'],
    [
      { loadingDate: '2026-11-25', expectedArrivalDate: '2026-11-24' },
      'expectedArrivalDate',
      '预计到达日期不能早于装货日期',
    ],
    [{ remarks: '备'.repeat(501) }, 'remarks', '备注最多500个字符'],
  ] as const)('%j → %s: %s', (change, field, message) => {
    expect(errorsOf(change)[field]).toBe(message);
  });

  it('ask for no freight when it is negotiable', () => {
    expect(errorsOf({ freightNegotiable: true }).freight).toBeUndefined();
  });

  it("put the server's 10001 answer on the field it names", () => {
    expect(serverFieldError('发货人（shipperName）不能为空')).toEqual({
      name: 'shipperName',
      text: '发货人不能为空',
    });
    expect(serverFieldError('出发地（originCode）不是有效的区县代码')).toEqual({
      name: 'originCode',
      text: '出发地不是有效的区县代码',
    });
    expect(serverFieldError('请求内容不是有效的 JSON')).toBeNull();
    expect(serverFieldError('某字段（unknownField）不能为空')).toBeNull();
  });

  it('list the fields in the order of the form', () => {
    expect(DELIVERY_FIELDS[0].name).toBe('shipperName');
    expect(firstInvalid({ remarks: 'x', pieces: 'y' })).toBe('pieces');
  });
});
