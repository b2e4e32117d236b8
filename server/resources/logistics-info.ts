import { Hono } from 'hono';
import { z } from 'zod';
import type { LogisticsInfoDetail } from '../../src/lib/contract.ts';
import { listLogisticsInfo, viewLogisticsInfo } from '../queries/logistics-info.ts';
import { maskPhone } from '../../src/lib/phone.ts';
import { queryChoice } from '../fields.ts';
import { notFound, ok, queryText, readIdParam, readPaging, validate, type AppEnv } from '../http.ts';
import { optionalUser } from '../session.ts';

/** 物流信息: 货源, 车源 and 专线 (cargo, vehicle and line offers). */
const resource = new Hono<AppEnv>();

const listQuery = z.object({
  kind: queryChoice(['cargo', 'vehicle', 'line']),
  origin: queryText(50),
  destination: queryText(50),
  vehicleType: queryText(30),
  keyword: queryText(50),
});

resource.get('/logistics-info', (c) => {
  const { page, pageSize } = readPaging(c);
  const filter = validate(listQuery, c.req.query());
  return ok(c, listLogisticsInfo(c.get('db'), filter, page, pageSize));
});

/** The contact phone is shown in full to signed-in users only. */
resource.get('/logistics-info/:id', optionalUser, (c) => {
  const item = viewLogisticsInfo(c.get('db'), readIdParam(c));
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
