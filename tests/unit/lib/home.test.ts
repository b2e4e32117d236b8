import { describe, expect, it } from 'vitest';
import type { AnnouncementItem, LogisticsInfoItem, PolicyItem } from '../../../src/lib/shared/contract';
import { announcementLinks, circleHref, countItems, policyLinks } from '../../../src/lib/home/home';
import { latestByKind, latestRow } from '../../../src/lib/home/home-latest';

const item: LogisticsInfoItem = {
  id: 9,
  kind: 'vehicle',
  title: '广州回长沙 9.6米厢式货车 求货',
  origin: '广州',
  destination: '长沙',
  cargoName: '',
  weightTons: 18,
  volumeCubic: 55,
  vehicleType: '厢式货车',
  vehicleLengthMeters: 9.6,
  price: null,
  companyName: '个体车主',
  publishedAt: '2026-11-22T23:30:00.000Z',
  views: 3,
  loadingDate: '2026-11-24',
  expired: false,
  marks: [],
  credit: null,
  publisherProfileId: 7,
};

describe('the latest logistics rows', () => {
  it('keep only what a row shows, ready to print', () => {
    expect(latestRow(item)).toEqual({
      id: 9,
      href: '/basic/portal/logisticsInformationDetails?id=9',
      title: '广州回长沙 9.6米厢式货车 求货',
      state: '',
      marks: [],
      route: '广州 → 长沙',
      price: '面议',
      time: '2026/11/23 07:30',
    });
  });

  it('carry the publisher’s marks as the answer gives them, none made up', () => {
    expect(latestRow({ ...item, marks: ['identity', 'vehicle'] }).marks).toEqual(['identity', 'vehicle']);
    expect(latestRow(item).marks).toEqual([]);
  });

  it('a stale offer carries 已过期', () => {
    expect(latestRow({ ...item, expired: true }).state).toBe('已过期');
  });

  it('by kind', () => {
    const rows = latestByKind({ cargo: [], vehicle: [item], line: [] });
    expect(rows.cargo).toEqual([]);
    expect(rows.vehicle.map((row) => row.id)).toEqual([9]);
  });
});

describe('articles and circles', () => {
  it('policies and announcements link to their details pages', () => {
    const policy = {
      id: 3,
      title: '关于加快发展应急物流的通知',
      authority: '交通运输部',
      publishedAt: '2026-10-26T02:00:00.000Z',
    } as PolicyItem;
    const announcement = {
      id: 5,
      title: '关于客服热线变更的公告',
      enterpriseName: '郑州德运运输有限公司',
      publishedAt: '2026-10-25T02:00:00.000Z',
    } as AnnouncementItem;
    expect(policyLinks({ policies: [policy] })).toEqual([
      {
        id: 3,
        href: '/basic/portal/policyDetails?id=3',
        title: '关于加快发展应急物流的通知',
        source: '交通运输部',
        date: '2026/10/26',
      },
    ]);
    expect(announcementLinks({ announcements: [announcement] })[0]).toMatchObject({
      href: '/basic/portal/announcementDetails?id=5',
      source: '郑州德运运输有限公司',
      date: '2026/10/25',
    });
  });

  it('a circle opens the community on it', () => {
    expect(circleHref(4)).toBe('/basic/community?circleId=4');
  });
});

describe('the counts', () => {
  it('in order, formatted, each with its list; a missing one reads -', () => {
    expect(
      countItems({
        logisticsInfo: 12345,
        enterprises: 40,
        routes: 200,
        policies: 120,
        announcements: 80,
      }).map((entry) => `${entry.label} ${entry.value}${entry.unit} ${entry.href}`),
    ).toEqual([
      '物流信息 12,345条 /basic/portal/logisticsInformation',
      '入驻企业 40家 /basic/portal/enterpriseList',
      '物流专线 200条 /basic/logisticsPage',
      '政策法规 120篇 /basic/portal/PolicyTotality',
      '企业公告 80篇 /basic/portal/corporateAnnouncementList',
      '社区帖子 -篇 /basic/community',
    ]);
  });
});
