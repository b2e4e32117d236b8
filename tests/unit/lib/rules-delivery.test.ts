import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deliveryInputSchema } from '../../../src/lib/shared/rules/delivery.ts';
import { issueMessage } from '../../../src/lib/shared/rules/rule.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';

/** The shipment rules as both sides say them: `label` is what the form shows, the server adds the key. */
const today = '2026-11-23';
const schema = deliveryInputSchema({ regions: areaList, today: () => today });

const valid = deliveryInput({ loadingDate: today, expectedArrivalDate: today });

/** The first issue as `field: message` with the label `字段`, or 'ok'. */
function check(change: Record<string, unknown>, withSchema: z.ZodMiniType = schema): string {
  const result = z.safeParse(withSchema, { ...valid, ...change }, { reportInput: true });
  if (result.success) return 'ok';
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issueMessage(issue, '字段')}`;
}

describe('the shipment rules shared by the form and the server', () => {
  it('accept a complete shipment loading today', () => {
    expect(check({})).toBe('ok');
  });

  const cases: [Record<string, unknown>, string][] = [
    [{ shipperName: ' ' }, 'shipperName: 请输入字段'],
    [{ consigneeName: '名'.repeat(51) }, 'consigneeName: 字段最多50个字符'],
    [{ shipperPhone: '1381234567' }, 'shipperPhone: 请输入正确的字段'],
    [{ consigneePhone: '0512-87654321' }, 'ok'],
    [{ consigneePhone: '051287654321' }, 'ok'],
    [{ originCode: '' }, 'originCode: 请选择字段'],
    [{ originCode: '320500' }, 'originCode: 请选择有效的字段'],
    [{ destinationCode: '999999' }, 'destinationCode: 请选择有效的字段'],
    [{ weightTons: 0 }, 'weightTons: 字段最小值为0.001'],
    [{ volumeCubic: 1001 }, 'volumeCubic: 字段最大值为1000'],
    [{ pieces: 1.5 }, 'pieces: 字段不是一个有效的整数'],
    [{ pieces: 0 }, 'pieces: 字段须在1-100000之间'],
    [{ vehicleLengthMeters: 31 }, 'vehicleLengthMeters: 字段不在可选范围内，请从列表中选择'],
    [{ vehicleLengthMeters: null }, 'ok'],
    [{ vehicleType: '不限' }, 'ok'],
    [{ vehicleType: '飞翼车' }, 'ok'],
    [{ loadingDate: '2026-11-22' }, 'loadingDate: 字段不能早于今天'],
    [{ loadingDate: '2026-02-30' }, 'loadingDate: 字段不是一个有效的日期'],
    // The horizon: 90 days from today by default.
    [{ loadingDate: '2027-02-21', expectedArrivalDate: '2027-02-21' }, 'ok'],
    [{ loadingDate: '2027-02-22', expectedArrivalDate: '2027-02-22' }, 'loadingDate: 字段须在今天起90天以内'],
    [{ loadingDate: '9999-12-31', expectedArrivalDate: '9999-12-31' }, 'loadingDate: 字段须在今天起90天以内'],
    [{ expectedArrivalDate: '2026-12-23' }, 'ok'],
    [{ expectedArrivalDate: '2026-12-24' }, 'expectedArrivalDate: 字段距装货日期不能超过30天'],
    [{ freight: 10 }, 'ok'],
    [{ freight: 9.99 }, 'freight: 字段最小值为10'],
    [{ freight: 0.000000001 }, 'freight: 字段最小值为10'],
    [{ freight: 3200.5 }, 'ok'],
    [{ freight: 3200.505 }, 'freight: 字段最多2位小数'],
    [{ weightTons: 0.001 }, 'ok'],
    [{ weightTons: 12.0005 }, 'weightTons: 字段最多3位小数'],
    [{ vehicleLengthMeters: 13.75 }, 'ok'],
    [
      { loadingDate: '2026-11-25', expectedArrivalDate: '2026-11-24' },
      'expectedArrivalDate: 字段不能早于装货日期',
    ],
    [{ freight: null }, 'freight: 请输入字段'],
    [{ freight: null, freightNegotiable: true }, 'ok'],
    [{ freightNegotiable: true }, 'freight: 运费面议时字段应为空'],
    [{ paymentMethod: 'cash' }, 'paymentMethod: 字段不在可选范围内，请从列表中选择'],
    [{ remarks: '备'.repeat(501) }, 'remarks: 字段最多500个字符'],
  ];
  it.each(cases.map(([change, expected]) => ({ fields: Object.keys(change).join(' '), change, expected })))(
    '$fields → $expected',
    ({ change, expected }) => {
      expect(check(change)).toBe(expected);
    },
  );

  it('check place codes only for their form when no data set is given', () => {
    const light = deliveryInputSchema({ today: () => today });
    expect(check({ originCode: '999999' }, light)).toBe('ok');
    expect(check({ originCode: '苏州' }, light)).toBe('originCode: 请选择有效的字段');
  });

  it("read China's day at the time of each check by default", () => {
    const live = deliveryInputSchema({ regions: areaList });
    expect(check({ loadingDate: '2020-01-01', expectedArrivalDate: '2020-01-01' }, live)).toBe(
      'loadingDate: 字段不能早于今天',
    );
  });

  it('name every field of an empty request at once, freight included', () => {
    const result = z.safeParse(schema, { freight: null, freightNegotiable: false, remarks: '' });
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    const expected = Object.keys(valid).filter((key) => !['freightNegotiable', 'remarks'].includes(key));
    expect([...fields].sort()).toEqual(expected.sort());
  });

  it('trim text and fill missing remarks', () => {
    const { remarks: _remarks, ...rest } = valid;
    expect(schema.parse({ ...rest, cargoName: ' 钢材 ' })).toMatchObject({ cargoName: '钢材', remarks: '' });
  });
});
