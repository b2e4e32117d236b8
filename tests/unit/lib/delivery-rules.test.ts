import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DeliveryInput } from '../../../src/lib/contract.ts';
import { deliveryInputSchema, DeliveryTexts } from '../../../src/lib/delivery-rules.ts';

const today = '2026-11-23';
const schema = deliveryInputSchema({ regions: areaList, today: () => today });

const valid: DeliveryInput = {
  shipperName: '张建国',
  shipperPhone: '13812345678',
  shipperAddress: '星湖街 88 号',
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
  loadingDate: today,
  expectedArrivalDate: today,
  freight: 3200,
  freightNegotiable: false,
  paymentMethod: 'prepaid',
  remarks: '',
};

/** The first issue as `path: code/message`, or 'ok'. */
function check(change: Record<string, unknown>, withSchema: z.ZodMiniType = schema): string {
  const result = z.safeParse(withSchema, { ...valid, ...change });
  if (result.success) return 'ok';
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.code === 'custom' ? issue.message : issue?.code}`;
}

describe('the shipment rules shared by the form and the server', () => {
  it('accepts a complete shipment loading today', () => {
    expect(check({})).toBe('ok');
  });

  const cases: [Record<string, unknown>, string][] = [
    [{ shipperName: ' ' }, 'shipperName: too_small'],
    [{ consigneeName: '名'.repeat(51) }, 'consigneeName: too_big'],
    [{ shipperPhone: '1381234567' }, `shipperPhone: invalid_format`],
    [{ consigneePhone: '0512-87654321' }, 'ok'],
    [{ consigneePhone: '051287654321' }, 'ok'],
    [{ originCode: '320500' }, `originCode: ${DeliveryTexts.region}`],
    [{ destinationCode: '999999' }, `destinationCode: ${DeliveryTexts.region}`],
    [{ weightTons: 0 }, 'weightTons: too_small'],
    [{ volumeCubic: 100_001 }, 'volumeCubic: too_big'],
    [{ pieces: 1.5 }, 'pieces: invalid_type'],
    [{ vehicleLengthMeters: 31 }, 'vehicleLengthMeters: too_big'],
    [{ loadingDate: '2026-11-22' }, `loadingDate: ${DeliveryTexts.loadingPast}`],
    [{ loadingDate: '2026-02-30' }, `loadingDate: ${DeliveryTexts.date}`],
    [
      { loadingDate: '2026-11-25', expectedArrivalDate: '2026-11-24' },
      `expectedArrivalDate: ${DeliveryTexts.arrivalBeforeLoading}`,
    ],
    [{ freight: null }, `freight: ${DeliveryTexts.freightMissing}`],
    [{ freight: null, freightNegotiable: true }, 'ok'],
    [{ freightNegotiable: true }, `freight: ${DeliveryTexts.freightWhenNegotiable}`],
    [{ paymentMethod: 'cash' }, 'paymentMethod: invalid_value'],
    [{ remarks: '备'.repeat(501) }, 'remarks: too_big'],
  ];
  it.each(cases.map(([change, expected]) => ({ fields: Object.keys(change).join(' '), change, expected })))(
    '$fields → $expected',
    ({ change, expected }) => {
      expect(check(change)).toBe(expected);
    },
  );

  it('checks place codes only for their form when no data set is given', () => {
    const light = deliveryInputSchema({ today: () => today });
    expect(check({ originCode: '999999' }, light)).toBe('ok');
    expect(check({ originCode: '苏州' }, light)).toBe('originCode: invalid_format');
  });

  it("reads China's day at the time of each check by default", () => {
    const live = deliveryInputSchema({ regions: areaList });
    expect(check({ loadingDate: '2020-01-01', expectedArrivalDate: '2020-01-01' }, live)).toBe(
      `loadingDate: ${DeliveryTexts.loadingPast}`,
    );
  });

  it('names every field of an empty form, freight included', () => {
    const result = z.safeParse(schema, { freight: null, freightNegotiable: false, remarks: '' });
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    const expected = Object.keys(valid).filter((key) => !['freightNegotiable', 'remarks'].includes(key));
    expect([...fields].sort()).toEqual(expected.sort());
  });

  it('trims text and fills missing remarks', () => {
    const { remarks: _remarks, ...rest } = valid;
    const parsed = schema.parse({ ...rest, cargoName: ' 钢材 ' });
    expect(parsed).toMatchObject({ cargoName: '钢材', remarks: '' });
  });
});
