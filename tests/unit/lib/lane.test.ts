import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../src/lib/shared/contract.ts';
import { noticePath } from '../../../src/lib/notices/notice-links.ts';
import { laneEndName, lanePrefix } from '../../../src/lib/shared/rules/lane.ts';

describe('lane ends', () => {
  it.each([
    ['310000', '31'],
    ['310100', '3101'],
    ['310115', '310115'],
    ['31', '31'],
    ['4403', '4403'],
    [' 440300 ', '4403'],
  ])('reads %j as the prefix %j', (code, prefix) => {
    expect(lanePrefix(code)).toBe(prefix);
  });

  it.each([
    ['31', '上海市'],
    ['310000', '上海市'],
    ['4403', '广东省 · 深圳市'],
    ['440300', '广东省 · 深圳市'],
    ['310115', null],
    ['99', null],
    ['9901', null],
    ['', null],
  ])('names %j as %j (a province or a city, nothing else)', (code, name) => {
    expect(laneEndName(areaList, code)).toBe(name);
  });
});

describe('noticePath', () => {
  const base: Notice = {
    id: 1,
    type: 'message',
    title: '您订阅的线路有新货源',
    description: '',
    read: false,
    createdAt: '2026-11-24T08:00:00.000Z',
    target: null,
  };
  it.each<[string, Partial<Notice>, string | null]>([
    ['an offer on a followed lane', { offerId: 42 }, '/basic/portal/logisticsInformationDetails?id=42'],
    [
      'new replies of a followed post',
      { target: { postId: 7, floor: 3 } },
      '/basic/portal/postPetails?id=7&floor=3',
    ],
    ['a notice stored by an older version', {}, null],
    ['a notice of neither', { offerId: null }, null],
  ])('opens %s', (_, fields, path) => {
    expect(noticePath({ ...base, ...fields })).toBe(path);
  });
});
