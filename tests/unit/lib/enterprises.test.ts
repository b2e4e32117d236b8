import { describe, expect, it } from 'vitest';
import type { EnterpriseDetail } from '../../../src/lib/shared/contract';
import { announcementList } from '../../../src/lib/announcements/announcements';
import {
  enterpriseAnnouncementList,
  enterpriseRouteList,
  readEnterpriseTab,
  searchWithTab,
} from '../../../src/lib/enterprises/enterprise-lists';
import { enterpriseDetails } from '../../../src/lib/enterprises/enterprises';
import { listParams } from '../../../src/lib/list/list-definition';
import { pageSearchFor, parseListQuery } from '../../../src/lib/shared/list-query';

const enterprise: EnterpriseDetail = {
  id: 1,
  name: '苏州顺达物流有限公司',
  verified: 0,
  creditCode: '9132051259174983X4',
  city: '苏州',
  businessScope: '公路货运、零担专线',
  routeCount: 5,
  legalRepresentative: '刘海燕',
  registeredCapital: 800,
  foundedAt: '2017-08-27T02:00:00.000Z',
  address: '江苏省苏州市姑苏区交通路2242号',
  contactName: '朱洋',
  contactPhone: '15767581033',
  contactMasked: false,
  introduction: '简介',
};

describe('the enterprise profile', () => {
  it('fields: registration, contact, address and scope', () => {
    expect(enterpriseDetails.fields.map((field) => `${field.label}:${field.value(enterprise)}`)).toEqual([
      '统一社会信用代码:9132051259174983X4',
      '法定代表人:刘海燕',
      '注册资本:800.00 万元',
      '成立日期:2017/08/27',
      '所在城市:苏州',
      '物流专线:5 条',
      '联系人:朱洋',
      '地址:江苏省苏州市姑苏区交通路2242号',
      '经营范围:公路货运、零担专线',
    ]);
    expect(enterpriseDetails.endpoint.path(1)).toBe('/enterprises/1');
  });
});

describe("an enterprise's routes and announcements tabs", () => {
  const routes = enterpriseRouteList(4);
  const announcements = enterpriseAnnouncementList(announcementList, 4);

  it('ask for the enterprise only and leave out the enterprise column', () => {
    const query = parseListQuery(routes.spec, '?id=4&routesPage=2&page=7');
    expect(listParams(routes, query)).toEqual({ page: 2, pageSize: 5, enterpriseId: 4 });
    expect(routes.columns.map((column) => column.title)).toEqual([
      '线路',
      '重货价',
      '轻货价',
      '最低收费',
      '时效',
      '发车班次',
    ]);
    expect(announcements.columns.map((column) => column.title)).toEqual(['标题', '发布日期', '浏览量']);
    expect(announcements.endpoint.path).toBe('/announcements');
    expect(listParams(announcements, parseListQuery(announcements.spec, '?announcementsPage=3'))).toEqual({
      page: 3,
      pageSize: 5,
      enterpriseId: 4,
    });
  });

  it('keep their pages side by side in the profile URL', () => {
    const search = pageSearchFor(
      announcements.spec,
      '?id=4&routesPage=2&tab=announcements',
      parseListQuery(announcements.spec, '?announcementsPage=3'),
    );
    expect(search).toBe('?id=4&routesPage=2&tab=announcements&announcementsPage=3');
    expect(parseListQuery(routes.spec, search).page).toBe(2);
  });

  it.each([
    ['', 'routes'],
    ['?id=4&tab=announcements', 'announcements'],
    ['?id=4&tab=nonsense', 'routes'],
  ] as const)('tab of %j is %s', (search, tab) => {
    expect(readEnterpriseTab(search)).toBe(tab);
  });

  it('write the tab, leaving the default out', () => {
    expect(searchWithTab('?id=4&routesPage=2', 'announcements')).toBe('?id=4&routesPage=2&tab=announcements');
    expect(searchWithTab('?id=4&tab=announcements', 'routes')).toBe('?id=4');
  });
});
