import { describe, expect, it } from 'vitest';
import { areaPrefix, areaRange, enclosingAreas } from '../../../src/lib/shared/area-codes';
import { parseListQuery } from '../../../src/lib/shared/list-query';
import { logisticsList, logisticsParams } from '../../../src/lib/offers/logistics-info';

describe('areaPrefix', () => {
  it.each([
    ['31', '31'],
    ['310000', '31'],
    ['3101', '3101'],
    ['310100', '3101'],
    ['310115', '310115'],
    [' 5101 ', '5101'],
    ['440305', '440305'],
  ])('%j stands for %j', (code, prefix) => {
    expect(areaPrefix(code)).toBe(prefix);
  });

  it.each(['', '3', '310', '31011', '3101150', '00', '000000', 'ab', '31a1', '３１'])(
    '%j is no code',
    (code) => {
      expect(areaPrefix(code)).toBeNull();
    },
  );
});

describe('areaRange', () => {
  it.each([
    ['31', ['31', '32']],
    ['3101', ['3101', '3102']],
    ['3109', ['3109', '3110']],
    ['310115', ['310115', '310116']],
    ['09', ['09', '10']],
  ] as const)('%j covers %j', (prefix, range) => {
    expect(areaRange(prefix)).toEqual(range);
  });
});

describe('enclosingAreas', () => {
  it.each([
    ['440305', ['440000', '440300']],
    ['4403', ['440000', '440300']],
    ['44', ['440000', '440000']],
  ] as const)('%j lies in %j', (prefix, areas) => {
    expect(enclosingAreas(prefix)).toEqual(areas);
  });
});

describe('the logistics list keeps the lane in the URL', () => {
  it('reads the codes as prefixes and sends them to the API, dropping a wrong one', () => {
    const query = parseListQuery(logisticsList.spec, '?tab=2&originCode=310000&destinationCode=5101&page=2');
    expect(logisticsParams(query)).toMatchObject({
      originCode: '31',
      destinationCode: '5101',
      kind: 'vehicle',
    });
    const wrong = parseListQuery(logisticsList.spec, '?originCode=3&destinationCode=abc');
    expect(logisticsParams(wrong)).not.toHaveProperty('originCode');
    expect(logisticsParams(wrong)).not.toHaveProperty('destinationCode');
  });
});
