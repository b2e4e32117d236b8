import { describe, expect, it } from 'vitest';
import type { RouteDetail } from '../../../src/lib/shared/contract';
import { routeDetails, routeList } from '../../../src/lib/freight-routes/freight-routes';
import { listParams } from '../../../src/lib/list/list-definition';
import { parseListQuery } from '../../../src/lib/shared/list-query';

const route: RouteDetail = {
  id: 7,
  enterpriseId: 3,
  enterpriseName: '深圳嘉诚运输有限公司',
  origin: '深圳',
  destination: '哈尔滨',
  heavyPrice: 1.8,
  lightPrice: 260,
  minimumCharge: 80,
  transitHours: 72,
  departures: '每日 20:30 发车',
  vehicleType: '集装箱车',
  contactName: '陈俊杰',
  contactPhone: '17275121729',
  contactMasked: false,
  address: '广东省深圳市龙华区环城东路1261号',
  remarks: '',
};

describe('the route descriptions', () => {
  it('columns: the route to its details, the carrier to its profile, prices with their units', () => {
    expect(routeList.columns.map((column) => [column.title, column.value(route)])).toEqual([
      ['线路', '深圳 → 哈尔滨'],
      ['承运企业', '深圳嘉诚运输有限公司'],
      ['重货价', '1.80 元/公斤'],
      ['轻货价', '260.00 元/方'],
      ['最低收费', '80.00 元'],
      ['时效', '72 小时'],
      ['发车班次', '每日 20:30 发车'],
    ]);
    expect(routeList.columns.map((column) => column.href?.(route) ?? null)).toEqual([
      '/basic/portal/routeDetails?id=7',
      '/basic/portal/detailsEnterprise?id=3',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('searches by origin and destination, sent to GET /routes as they are', () => {
    const query = parseListQuery(routeList.spec, '?origin= 上海 &destination=成都&keyword=x&page=2');
    expect(query.filters).toEqual({ origin: '上海', destination: '成都' });
    expect(routeList.endpoint.path).toBe('/routes');
    expect(listParams(routeList, query)).toEqual({
      origin: '上海',
      destination: '成都',
      page: 2,
      pageSize: 10,
    });
  });

  it('details fields (备注 is drawn as structured text after them), and the endpoint', () => {
    expect(routeDetails.fields.map((field) => `${field.label}:${field.value(route)}`)).toEqual([
      '承运企业:深圳嘉诚运输有限公司',
      '重货价:1.80 元/公斤',
      '轻货价:260.00 元/方',
      '最低收费:80.00 元',
      '运输时效:72 小时',
      '发车班次:每日 20:30 发车',
      '车型:集装箱车',
      '联系人:陈俊杰',
      '网点地址:广东省深圳市龙华区环城东路1261号',
    ]);
    expect(routeDetails.fields[0]!.href?.(route)).toBe('/basic/portal/detailsEnterprise?id=3');
    expect(routeDetails.endpoint.path(7)).toBe('/routes/7');
    expect(routeDetails.listPath).toBe('/basic/logisticsPage');
  });
});
