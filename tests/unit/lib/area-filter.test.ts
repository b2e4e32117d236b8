import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { areaWords, knownAreas } from '../../../src/lib/list/area-filter';
import { areaIndex } from '../../../src/lib/shared/area-index';
import { describeFilters } from '../../../src/lib/list/filter-summary';
import { listParams } from '../../../src/lib/list/list-definition';
import { parseListQuery, writeListQuery } from '../../../src/lib/shared/list-query';
import { logisticsList } from '../../../src/lib/offers/logistics-info';

const regions = areaIndex(areaList);
const codes = (options: { code: string }[]) => options.map((option) => option.code);

describe('the place picker over the GB/T 2260 data set', () => {
  it('shows the provinces, then the cities of the chosen province, then the districts of the city', () => {
    const [provinces, cities, districts] = regions.levels('');
    expect(provinces?.options).toHaveLength(34);
    expect(provinces?.options[0]).toEqual({ code: '110000', name: '北京市' });
    expect([cities?.options, districts?.options]).toEqual([[], []]);

    const shanghai = regions.levels('31');
    expect(shanghai.map((level) => level.code)).toEqual(['310000', '', '']);
    expect(codes(shanghai[1]!.options)).toEqual(['310100']);
    expect(shanghai[2]!.options).toEqual([]);

    const pudong = regions.levels('310115');
    expect(pudong.map((level) => level.code)).toEqual(['310000', '310100', '310115']);
    expect(pudong[2]!.options).toContainEqual({ code: '310115', name: '浦东新区' });
    expect(codes(pudong[2]!.options).every((code) => code.startsWith('3101'))).toBe(true);
    expect(codes(regions.levels('44')[1]!.options)).toContain('440300');
  });

  it.each([
    ['', 0, '310000', '31'],
    ['31', 1, '310100', '3101'],
    ['3101', 2, '310115', '310115'],
    // 全部 at a level leaves the level above: the whole province, the whole city, nothing.
    ['310115', 2, '', '3101'],
    ['310115', 1, '', '31'],
    ['310115', 0, '', ''],
    // Another province clears the city and the district below it.
    ['310115', 0, '110000', '11'],
    ['41', 1, '419000', '4190'],
  ])('from %j, level %i showing %j is the area %j', (prefix, level, code, area) => {
    expect(regions.choose(prefix, level, code)).toBe(area);
  });

  it.each([
    ['31', '上海市'],
    ['3101', '上海市'],
    ['310115', '上海市 浦东新区'],
    ['44', '广东省'],
    ['4403', '广东省 深圳市'],
    ['440305', '广东省 深圳市 南山区'],
    ['110105', '北京市 朝阳区'],
    ['419001', '河南省 济源市'],
    ['99', null],
    ['3199', null],
    ['310199', null],
    ['3', null],
    ['', null],
  ])('%j is named %j', (prefix, name) => {
    expect(regions.name(prefix)).toBe(name);
  });
});

describe('the lane in the 物流信息 URL', () => {
  it('keeps place codes of any level, as prefixes, and sends them to the API', () => {
    const query = parseListQuery(
      logisticsList.spec,
      '?tab=2&originCode=310000&destinationCode=110105&page=2',
    );
    expect(query.filters).toEqual({ originCode: '31', destinationCode: '110105' });
    expect(writeListQuery(logisticsList.spec, query)).toBe(
      '?tab=2&originCode=31&destinationCode=110105&page=2',
    );
    expect(listParams(logisticsList, query)).toEqual({
      originCode: '31',
      destinationCode: '110105',
      kind: 'vehicle',
      page: 2,
      pageSize: 10,
    });
  });

  it('drops a malformed code as any bad parameter', () => {
    for (const code of ['3', '31011', 'abc', '0031', '上海', '3101150']) {
      expect(parseListQuery(logisticsList.spec, `?originCode=${encodeURIComponent(code)}`).filters).toEqual(
        {},
      );
    }
  });

  it('still reads the text of links from before the picker (?origin=上海)', () => {
    const query = parseListQuery(
      logisticsList.spec,
      `?origin=${encodeURIComponent(' 上海 ')}&destination=成都`,
    );
    expect(query.filters).toEqual({ origin: '上海', destination: '成都' });
    expect(listParams(logisticsList, query)).toMatchObject({ origin: '上海', destination: '成都' });
  });

  it('has place fields for 出发地 and 目的地, not text fields', () => {
    expect(logisticsList.fields.slice(0, 2)).toEqual([
      { kind: 'area', name: 'originCode', label: '出发地', text: 'origin' },
      { kind: 'area', name: 'destinationCode', label: '目的地', text: 'destination' },
    ]);
    expect(logisticsList.fields.some((field) => field.kind === 'text' && field.name === 'origin')).toBe(
      false,
    );
  });
});

describe('the place filters in the empty state and against the regions', () => {
  const fields = logisticsList.fields;

  it('words a place by name once the regions are there, by code before', () => {
    const filters = { originCode: '31', destinationCode: '110105', vehicleType: '冷藏车' };
    expect(describeFilters(fields, areaWords(fields, filters, regions.name))).toEqual([
      '出发地“上海市”',
      '目的地“北京市 朝阳区”',
      '车型“冷藏车”',
    ]);
    expect(describeFilters(fields, areaWords(fields, filters))).toEqual([
      '出发地“31”',
      '目的地“110105”',
      '车型“冷藏车”',
    ]);
  });

  it('words the text of an old link under the same label', () => {
    expect(describeFilters(fields, areaWords(fields, { origin: '上海', destination: '拉萨' }))).toEqual([
      '出发地“上海”',
      '目的地“拉萨”',
    ]);
  });

  it('drops a code that names no place, and keeps the same filters when all are known', () => {
    const known = { originCode: '31', destinationCode: '5101', keyword: '钢材' };
    expect(knownAreas(fields, known, regions.name)).toBe(known);
    expect(
      knownAreas(fields, { originCode: '99', destinationCode: '3199', keyword: '钢材' }, regions.name),
    ).toEqual({
      keyword: '钢材',
    });
  });
});
