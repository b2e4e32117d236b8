import { describe, expect, it } from 'vitest';
import type { LogisticsInfoDetail, LogisticsInfoItem } from '../../../src/lib/shared/contract';
import { listParams } from '../../../src/lib/list/list-definition';
import { defaultListQuery, parseListQuery, writeListQuery } from '../../../src/lib/shared/list-query';
import {
  columnsOfTab,
  kindOfTab,
  loadText,
  logisticsList,
  logisticsTabHref,
  tabOfKind,
  vehicleText,
} from '../../../src/lib/offers/logistics-info';
import { logisticsDetails, logisticsFieldsOf, offerSummary } from '../../../src/lib/offers/logistics-details';

const cargo: LogisticsInfoItem = {
  id: 42,
  kind: 'cargo',
  title: '上海→成都 钢材 12.5吨 求9.6米高栏车',
  origin: '上海',
  destination: '成都',
  cargoName: '钢材',
  weightTons: 12.5,
  volumeCubic: 40,
  vehicleType: '高栏车',
  vehicleLengthMeters: 9.6,
  price: 6800,
  companyName: '上海顺达钢铁贸易有限公司',
  publishedAt: '2026-11-22T08:05:00.000Z',
  views: 1234,
  loadingDate: '2026-12-01',
  expired: false,
  marks: [],
  credit: null,
  publisherProfileId: 7,
};
const line: LogisticsInfoItem = {
  ...cargo,
  id: 43,
  kind: 'line',
  cargoName: '',
  weightTons: null,
  volumeCubic: null,
  vehicleType: '厢式货车',
  price: null,
  companyName: '上海华运物流有限公司',
};

describe('tabs', () => {
  it.each([
    ['1', 'cargo'],
    ['2', 'vehicle'],
    ['3', 'line'],
    ['9', 'cargo'],
    ['', 'cargo'],
  ] as const)('tab %j lists %s', (tab, kind) => {
    expect(kindOfTab(tab)).toBe(kind);
  });

  it('a kind has its tab key', () => {
    expect([tabOfKind('cargo'), tabOfKind('vehicle'), tabOfKind('line')]).toEqual(['1', '2', '3']);
  });

  it('the tab is in the URL and becomes the API kind; nonsense is corrected', () => {
    const query = parseListQuery(logisticsList.spec, '?tab=2&origin=上海&vehicleType=冷藏车&page=3');
    expect(listParams(logisticsList, query)).toEqual({
      origin: '上海',
      vehicleType: '冷藏车',
      page: 3,
      pageSize: 10,
      kind: 'vehicle',
    });
    expect(writeListQuery(logisticsList.spec, query)).toBe(
      `?tab=2&origin=${encodeURIComponent('上海')}&vehicleType=${encodeURIComponent('冷藏车')}&page=3`,
    );
    const nonsense = parseListQuery(logisticsList.spec, '?tab=cargo&vehicleType=飞船&page=-1&pageSize=7');
    expect(nonsense).toEqual(defaultListQuery(logisticsList.spec));
    expect(listParams(logisticsList, nonsense)).toEqual({ page: 1, pageSize: 10, kind: 'cargo' });
  });
});

describe('columns', () => {
  const row = (tab: string, item: LogisticsInfoItem) =>
    columnsOfTab(tab).map((column) => [column.title, column.value(item)]);

  it('货源: cargo, load, wanted vehicle, freight', () => {
    expect(row('1', cargo)).toEqual([
      ['标题', cargo.title],
      ['出发地', '上海'],
      ['目的地', '成都'],
      ['货物', '钢材'],
      ['重量 / 体积', '12.5 吨 / 40 方'],
      ['需求车型', '9.6米 高栏车'],
      ['运费', '6,800.00 元'],
      ['发布时间', '2026/11/22 16:05'],
    ]);
    expect(columnsOfTab('1')[0]?.href?.(cargo)).toBe('/basic/portal/logisticsInformationDetails?id=42');
    // A stale offer (its loading date passed) shows 已过期 before its title on every tab.
    for (const tab of ['1', '2', '3']) {
      expect(columnsOfTab(tab)[0]?.tag?.({ ...cargo, expired: true })).toBe('已过期');
      expect(columnsOfTab(tab)[0]?.tag?.(cargo)).toBe('');
    }
  });

  // 货源 has no room for a publisher column (the table would scroll): its page names 发布人.
  it("车主 and 承运企业 link to the publisher's profile, but for a closed account", () => {
    for (const tab of ['2', '3']) {
      const publisher = columnsOfTab(tab).find((column) => column.key === 'company')!;
      expect(publisher.href?.(cargo)).toBe('/basic/portal/userProfile?id=7');
      expect(publisher.href?.({ ...cargo, publisherProfileId: null })).toBe('');
    }
  });

  it('places in one short form, whether seeded (临沂) or published (上海市 浦东新区)', () => {
    const published = { ...cargo, origin: '上海市 浦东新区', destination: '四川省 成都市 锦江区' };
    expect(row('1', published).slice(1, 3)).toEqual([
      ['出发地', '上海'],
      ['目的地', '成都'],
    ]);
    const truck = {
      ...cargo,
      kind: 'vehicle' as const,
      origin: '江苏省 苏州市 姑苏区',
      destination: '广东省、成都市',
    };
    expect(row('2', truck).slice(1, 3)).toEqual([
      ['出发地', '苏州'],
      ['目的地', '广东、成都'],
    ]);
    expect(row('1', { ...cargo, origin: '临沂' })[1]).toEqual(['出发地', '临沂']);
  });

  it('车源 and 专线 have their own columns', () => {
    expect(columnsOfTab('2').map((column) => column.title)).toEqual([
      '标题',
      '出发地',
      '目的地',
      '车型',
      '载重 / 容积',
      '报价',
      '车主',
      '发布时间',
    ]);
    expect(row('3', line)).toEqual([
      ['标题', line.title],
      ['出发地', '上海'],
      ['目的地', '成都'],
      ['承运企业', '上海华运物流有限公司'],
      ['车型', '9.6米 厢式货车'],
      ['整车价', '面议'],
      ['发布时间', '2026/11/22 16:05'],
    ]);
    expect(columnsOfTab('nonsense')).toBe(columnsOfTab('1'));
  });

  it.each([
    [{ vehicleType: '冷藏车', vehicleLengthMeters: 4.2 }, '4.2米 冷藏车'],
    [{ vehicleType: '冷藏车', vehicleLengthMeters: null }, '冷藏车'],
    [{ vehicleType: '', vehicleLengthMeters: 13 }, '13米'],
    [{ vehicleType: '', vehicleLengthMeters: null }, '-'],
  ])('vehicleText(%j) = %j', (item, text) => {
    expect(vehicleText(item)).toBe(text);
  });

  it.each([
    [{ weightTons: 3, volumeCubic: 16 }, '3 吨 / 16 方'],
    [{ weightTons: 0.5, volumeCubic: null }, '0.5 吨'],
    [{ weightTons: null, volumeCubic: 12 }, '12 方'],
    [{ weightTons: null, volumeCubic: null }, '-'],
  ])('loadText(%j) = %j', (item, text) => {
    expect(loadText(item)).toBe(text);
  });
});

describe('the link to a tab', () => {
  it.each([
    ['1', ''],
    ['2', '?tab=2'],
    ['3', '?tab=3'],
    ['x', ''],
  ])('logisticsTabHref(%j)', (tab, search) => {
    expect(logisticsTabHref(tab)).toBe(`/basic/portal/logisticsInformation${search}`);
    expect(parseListQuery(logisticsList.spec, search).tab).toBe(tab === 'x' ? '1' : tab);
  });
});

describe('details fields', () => {
  const detail: LogisticsInfoDetail = {
    ...cargo,
    content: '12月1日装货。',
    contactName: '张先生',
    contactPhone: '138****8000',
    contactMasked: true,
    enterpriseId: null,
    publisherId: 7,
    publisherName: '货主张',
    state: 'published',
    originCode: '310115',
    destinationCodes: ['510104'],
    plate: '',
    availableFrom: null,
    availableTo: null,
    mine: false,
    contactReveals: null,
  };

  const shownOf = (item: LogisticsInfoDetail) =>
    logisticsFieldsOf(item.kind).map((field) => `${field.label}:${field.value(item)}`);

  it('a 货源: its goods, its loading day, the lane first; the phone left to the view', () => {
    expect(shownOf(detail)).toEqual([
      '出发地:上海',
      '目的地:成都',
      '货物名称:钢材',
      '重量 / 体积:12.5 吨 / 40 方',
      '需求车型:9.6米 高栏车',
      '运费:6,800.00 元',
      '装货日期:2026/12/01',
      '状态:发布中',
      '发布时间:2026/11/22 16:05',
      '发布单位:上海顺达钢铁贸易有限公司',
      '联系人:张先生',
    ]);
    expect(logisticsDetails.endpoint.path(42)).toBe('/logistics-info/42');
  });

  it('a truck: its span of days, its masked plate and what became of it', () => {
    const truck: LogisticsInfoDetail = {
      ...detail,
      kind: 'vehicle',
      plate: '沪A·***45',
      availableFrom: '2026-12-01',
      availableTo: '2026-12-04',
      state: 'expired',
      expired: true,
    };
    expect(shownOf(truck)).toEqual([
      '出发地:上海',
      '目的地:成都',
      '车型:9.6米 高栏车',
      '车牌:沪A·***45',
      '载重 / 容积:12.5 吨 / 40 方',
      '运价:6,800.00 元',
      '可装车日期:2026/12/01 至 2026/12/04（已过期）',
      '状态:已过期',
      '发布时间:2026/11/22 16:05',
      '车主:上海顺达钢铁贸易有限公司',
      '联系人:张先生',
    ]);
  });

  it('says in a sentence what the offer is, for its page’s description', () => {
    expect(offerSummary(detail)).toBe(
      '货源：上海 → 成都，货物名称 钢材，重量 / 体积 12.5 吨 / 40 方，需求车型 9.6米 高栏车，运费 6,800.00 元',
    );
  });

  it('a 专线: a line that runs on, with no loading day, goods or plate', () => {
    const labels = logisticsFieldsOf('line').map((field) => field.label);
    expect(labels).toEqual(['出发地', '目的地', '车型', '整车价', '承运企业', '联系人', '发布时间']);
  });

  it.each(['cargo', 'vehicle', 'line'] as const)(
    'a %s opens with 出发地 and 目的地, side by side',
    (kind) => {
      expect(
        logisticsFieldsOf(kind)
          .slice(0, 2)
          .map((field) => field.label),
      ).toEqual(['出发地', '目的地']);
    },
  );

  it('a stale offer says 已过期 beside its loading date', () => {
    const loading = logisticsDetails.fields.find((field) => field.label === '装货日期');
    expect(loading?.value({ ...detail, loadingDate: '2026-11-02', expired: true })).toBe(
      '2026/11/02（已过期）',
    );
  });

  it('the publisher links to its enterprise page only when it has one', () => {
    const publisher = logisticsDetails.fields.find((field) => field.label === '发布单位');
    expect(publisher?.href?.(detail)).toBe('');
    expect(publisher?.href?.({ ...detail, enterpriseId: 7 })).toBe('/basic/portal/detailsEnterprise?id=7');
  });
});
