import { Hono } from 'hono';
import type { LogisticsInfoDetail } from '../../src/lib/contract.ts';
import { listLogisticsInfo, viewLogisticsInfo } from '../queries/logistics-info.ts';
import { chinaToday } from '../../src/lib/dates.ts';
import { maskPhone } from '../../src/lib/phone.ts';
import { maskPlate } from '../../src/lib/plate.ts';
import { readIdParam } from '../http.ts';
import type { AppEnv } from '../app-env.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../errors.ts';
import { serveList } from '../content-endpoints.ts';
import { optionalUser } from '../session.ts';

/** 物流信息: 货源, 车源 and 专线 (cargo, vehicle and line offers). */
const resource = new Hono<AppEnv>();

serveList(resource, '/logistics-info', (db, filter, page, pageSize, config) =>
  listLogisticsInfo(db, filter, page, pageSize, chinaToday((config.now ?? Date.now)())),
);

/**
 * The contact phone is masked for everyone but the offer's publisher (others ask for it with `POST
 * …/contact`, offer-contacts.ts); a plate is masked for everyone; the publisher is never named beyond
 * the offer's company.
 */
resource.get('/logistics-info/:id', optionalUser, (c) => {
  const { config } = c.var;
  const viewed = viewLogisticsInfo(c.get('db'), readIdParam(c), chinaToday((config.now ?? Date.now)()));
  if (!viewed) throw notFound('物流信息');
  const { userId, contactReveals, ...item } = viewed;
  const user = c.get('user');
  const mine = user !== null && user.id === userId;
  const detail: LogisticsInfoDetail = {
    ...item,
    contactPhone: mine ? item.contactPhone : maskPhone(item.contactPhone),
    contactMasked: !mine,
    plate: maskPlate(item.plate),
    mine,
    contactReveals: mine ? contactReveals : null,
  };
  return ok(c, detail);
});

export default resource;
