import { Hono } from 'hono';
import type { LogisticsInfoDetail } from '../../src/lib/contract.ts';
import { listLogisticsInfo, viewLogisticsInfo } from '../queries/logistics-info.ts';
import { chinaToday } from '../../src/lib/dates.ts';
import { maskPhone } from '../../src/lib/phone.ts';
import { readIdParam } from '../http.ts';
import type { AppEnv } from '../app-env.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../errors.ts';
import { serveList } from '../content-endpoints.ts';
import { optionalUser } from '../session.ts';

/** 物流信息: 货源, 车源 and 专线 (cargo, vehicle and line offers). */
const resource = new Hono<AppEnv>();

serveList(resource, '/logistics-info', (db, filter, page, pageSize) =>
  listLogisticsInfo(db, filter, page, pageSize, chinaToday()),
);

/** The contact phone is shown in full to signed-in users only. */
resource.get('/logistics-info/:id', optionalUser, (c) => {
  const item = viewLogisticsInfo(c.get('db'), readIdParam(c), chinaToday());
  if (!item) throw notFound('物流信息');
  const masked = c.get('user') === null;
  const detail: LogisticsInfoDetail = {
    ...item,
    contactPhone: masked ? maskPhone(item.contactPhone) : item.contactPhone,
    contactMasked: masked,
  };
  return ok(c, detail);
});

export default resource;
