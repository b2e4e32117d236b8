import { describe, expect, it } from 'vitest';
import {
  cargoFor,
  isInside,
  suits,
  trucksFor,
  truckArea,
  type CargoToMatch,
  type TruckToMatch,
} from '../../../src/lib/shared/matching.ts';

const PUDONG = '310115';
const HUANGPU = '310101';
const CHAOYANG = '110105';
const SUZHOU_GUSU = '320508';
const NANJING_XUANWU = '320102';

const cargo = (changes: Partial<CargoToMatch> = {}): CargoToMatch => ({
  id: 1,
  originCode: PUDONG,
  destinationCode: CHAOYANG,
  loadingDate: '2026-12-03',
  weightTons: 10,
  volumeCubic: 30,
  vehicleLengthMeters: 9.6,
  publishedAt: '2026-11-24T02:00:00.000Z',
  ...changes,
});

const truck = (changes: Partial<TruckToMatch> = {}): TruckToMatch => ({
  id: 100,
  locationCode: PUDONG,
  destinationCodes: ['110000'],
  availableFrom: '2026-12-01',
  availableTo: '2026-12-05',
  capacityTons: 18,
  capacityCubic: 50,
  vehicleLengthMeters: 9.6,
  publishedAt: '2026-11-24T03:00:00.000Z',
  ...changes,
});

describe('areas', () => {
  it.each([
    [PUDONG, '310000', true],
    [PUDONG, '31', true],
    [PUDONG, '310100', true],
    [PUDONG, PUDONG, true],
    [HUANGPU, PUDONG, false],
    [CHAOYANG, '310000', false],
    [SUZHOU_GUSU, '320100', false],
    [SUZHOU_GUSU, '32', true],
    ['310000', PUDONG, false],
  ])('%s inside %s: %s', (place, area, inside) => {
    expect(isInside(place, area)).toBe(inside);
  });

  it('a truck takes cargo from its city, or its province when that is all it says', () => {
    expect(truckArea(PUDONG)).toBe('3101');
    expect(truckArea('310100')).toBe('3101');
    expect(truckArea('320000')).toBe('32');
  });
});

describe('suits: every condition on its own', () => {
  it.each<[string, Partial<CargoToMatch>, Partial<TruckToMatch>, boolean]>([
    ['the reference pair', {}, {}, true],
    ['loaded elsewhere in the truck’s city', { originCode: HUANGPU }, {}, true],
    [
      'loaded in another city of the province',
      { originCode: SUZHOU_GUSU },
      { locationCode: NANJING_XUANWU },
      false,
    ],
    [
      'a truck placed by province takes the province',
      { originCode: SUZHOU_GUSU },
      { locationCode: '320000', destinationCodes: ['11'] },
      true,
    ],
    ['loaded in another province', { originCode: SUZHOU_GUSU }, {}, false],
    ['unloaded in a destination city', {}, { destinationCodes: ['110100'] }, true],
    ['unloaded in the second destination', {}, { destinationCodes: ['320000', '110000'] }, true],
    ['unloaded outside every destination', {}, { destinationCodes: ['320000', '120000'] }, false],
    [
      'a destination district is not a province',
      { destinationCode: '110101' },
      { destinationCodes: [CHAOYANG] },
      false,
    ],
    ['loading on the first day free', { loadingDate: '2026-12-01' }, {}, true],
    ['loading on the last day free', { loadingDate: '2026-12-05' }, {}, true],
    ['loading before the truck is free', { loadingDate: '2026-11-30' }, {}, false],
    ['loading after the truck is booked again', { loadingDate: '2026-12-06' }, {}, false],
    ['open availability', { loadingDate: '2027-03-01' }, { availableFrom: null, availableTo: null }, true],
    ['weight at capacity', { weightTons: 18 }, {}, true],
    ['too heavy', { weightTons: 18.5 }, {}, false],
    ['too bulky', { volumeCubic: 51 }, {}, false],
    ['no weight asked', { weightTons: null }, { capacityTons: null }, true],
    ['a weight against a truck that gives no capacity', {}, { capacityTons: null }, false],
    ['a shorter truck than wanted', { vehicleLengthMeters: 13 }, {}, false],
    ['a longer truck than wanted', { vehicleLengthMeters: 6.8 }, {}, true],
    ['any length', { vehicleLengthMeters: null }, { vehicleLengthMeters: null }, true],
  ])('%s', (_, cargoChanges, truckChanges, expected) => {
    expect(suits(cargo(cargoChanges), truck(truckChanges))).toBe(expected);
  });
});

describe('best matches first', () => {
  it('orders the trucks for a cargo offer by place, destination, fullness, wait, then newness', () => {
    const trucks = [
      truck({ id: 1, locationCode: HUANGPU, destinationCodes: ['11'] }),
      truck({ id: 2, locationCode: PUDONG, destinationCodes: ['11'] }),
      truck({ id: 3, locationCode: PUDONG, destinationCodes: ['110100'] }),
      truck({ id: 4, locationCode: PUDONG, destinationCodes: ['11'], capacityTons: 12, capacityCubic: 60 }),
      truck({ id: 5, locationCode: PUDONG, destinationCodes: ['11'], availableFrom: '2026-12-03' }),
      truck({
        id: 6,
        locationCode: PUDONG,
        destinationCodes: ['11'],
        publishedAt: '2026-11-24T05:00:00.000Z',
      }),
      truck({ id: 7, locationCode: SUZHOU_GUSU }),
    ];
    expect(trucksFor(cargo(), trucks).map((match) => match.id)).toEqual([3, 4, 5, 6, 2, 1]);
  });

  it('is the same rule the other way: the cargo offers for a truck', () => {
    const offers = [
      cargo({ id: 1, originCode: HUANGPU }),
      cargo({ id: 2 }),
      cargo({ id: 3, weightTons: 17 }),
      cargo({ id: 4, weightTons: 40 }),
      cargo({ id: 5, destinationCode: SUZHOU_GUSU }),
    ];
    expect(cargoFor(truck(), offers).map((match) => match.id)).toEqual([3, 2, 1]);
  });
});
