import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import {
  citiesOf,
  districtsOf,
  loadRegionData,
  placeText,
  provinces,
  regionNames,
  type RegionData,
} from '../../../src/lib/shared/regions.ts';
import { shortPlace } from '../../../src/lib/shared/short-place.ts';
import { shortPlaceOf } from '../../../src/lib/delivery/delivery-list.ts';

/** A hand-made slice of the data, so the lookups are checked on known values. */
const sample: RegionData = {
  province_list: { '320000': '江苏省', '110000': '北京市', '500000': '重庆市' },
  city_list: { '320500': '苏州市', '320100': '南京市', '110100': '北京市', '500200': '县' },
  county_list: {
    '320508': '姑苏区',
    '320505': '虎丘区',
    '320102': '玄武区',
    '110105': '朝阳区',
    '500229': '城口县',
  },
};

describe('region lookup', () => {
  it('lists provinces in code order', () => {
    expect(provinces(sample)).toEqual([
      { code: '110000', name: '北京市' },
      { code: '320000', name: '江苏省' },
      { code: '500000', name: '重庆市' },
    ]);
  });

  it('lists the cities of a province and the districts of a city', () => {
    expect(citiesOf(sample, '320000').map((c) => c.name)).toEqual(['南京市', '苏州市']);
    expect(districtsOf(sample, '320500')).toEqual([
      { code: '320505', name: '虎丘区' },
      { code: '320508', name: '姑苏区' },
    ]);
  });

  it.each([['330000'], [''], ['32'], ['constructor'], ['320000 ']])(
    'gives no cities for the unknown province %j',
    (code) => {
      expect(citiesOf(sample, code)).toEqual([]);
    },
  );

  it.each([['320600'], ['320000'], ['__proto__']])('gives no districts for the unknown city %j', (code) => {
    expect(districtsOf(sample, code)).toEqual([]);
  });

  it('names a district code, and nothing else', () => {
    expect(regionNames(sample, '320508')).toEqual({ province: '江苏省', city: '苏州市', district: '姑苏区' });
    expect(regionNames(sample, '320500')).toBeNull();
    expect(regionNames(sample, '320000')).toBeNull();
    expect(regionNames(sample, '320599')).toBeNull();
    expect(regionNames(sample, 'toString')).toBeNull();
  });

  it('writes a place without repeating a municipality or saying a grouping entry', () => {
    expect(placeText({ province: '江苏省', city: '苏州市', district: '姑苏区' })).toBe(
      '江苏省 苏州市 姑苏区',
    );
    expect(placeText({ province: '北京市', city: '北京市', district: '朝阳区' })).toBe('北京市 朝阳区');
    expect(placeText({ province: '重庆市', city: '县', district: '城口县' })).toBe('重庆市 城口县');
    expect(placeText({ province: '海南省', city: '省直辖县', district: '五指山市' })).toBe('海南省 五指山市');
  });
});

describe('the data set', () => {
  it('is the one the lookups load, with every province, city and district reachable', async () => {
    const data = await loadRegionData();
    expect(data).toBe(areaList);
    const all = provinces(data);
    expect(all.length).toBeGreaterThanOrEqual(34);
    let districts = 0;
    for (const province of all) {
      const cities = citiesOf(data, province.code);
      expect(cities.length, province.name).toBeGreaterThan(0);
      for (const city of cities) {
        const list = districtsOf(data, city.code);
        expect(list.length, city.name).toBeGreaterThan(0);
        districts += list.length;
      }
    }
    expect(districts).toBe(Object.keys(data.county_list).length);
  });

  it('carries the GB/T 2260 codes', async () => {
    const data = await loadRegionData();
    expect(regionNames(data, '320508')).toEqual({ province: '江苏省', city: '苏州市', district: '姑苏区' });
    expect(regionNames(data, '310115')).toEqual({ province: '上海市', city: '上海市', district: '浦东新区' });
    expect(regionNames(data, '440305')?.district).toBe('南山区');
  });
});

describe('a place in one short form (list columns)', () => {
  it.each([
    ['江苏省 苏州市 姑苏区', '苏州'],
    ['上海市 浦东新区', '上海'],
    ['重庆市 城口县', '重庆'],
    ['河南省 济源市', '济源'],
    ['广西壮族自治区 南宁市 青秀区', '南宁'],
    ['新疆维吾尔自治区 石河子市', '石河子'],
    ['吉林省 延边朝鲜族自治州 延吉市', '延边朝鲜族自治州'],
    ['新疆维吾尔自治区 阿克苏地区 阿克苏市', '阿克苏'],
    ['广东省、苏州市', '广东、苏州'],
    ['内蒙古自治区', '内蒙古'],
    ['香港特别行政区', '香港'],
    ['江苏省苏州市', '苏州'],
    ['临沂', '临沂'],
    ['上海', '上海'],
  ])('%s → %s', (text, short) => {
    expect(shortPlace(text)).toBe(short);
  });

  it('names every district of the data set by one word, without 市 or 省', () => {
    for (const code of Object.keys(areaList.county_list)) {
      const names = regionNames(areaList, code);
      if (!names) continue;
      const short = shortPlaceOf(names);
      expect(short, code).toMatch(/^\S{2,}$/);
      expect(short, code).not.toMatch(/[市省]$/);
    }
  });
});
