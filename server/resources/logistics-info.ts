import { Hono } from 'hono';
import type { LogisticsInfoDetail, LogisticsInfoItem, Paged } from '../../src/lib/shared/contract.ts';
import {
  listLogisticsInfo,
  logisticsInfoExists,
  logisticsItemsByIds,
  viewLogisticsInfo,
} from '../queries/logistics-info.ts';
import { offerMatches } from '../queries/kept-matches.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { maskPhone } from '../../src/lib/shared/phone.ts';
import { maskPlate } from '../../src/lib/shared/plate.ts';
import { readIdParam, readPaging } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../domain/errors.ts';
import { serveList, VISITOR_PAGE_MAX_AGE_MS } from '../http/content-endpoints.ts';
import { optionalUser } from '../http/session.ts';
import { hiddenFrom } from '../domain/blocks.ts';
import { offersOfKeptUsers } from '../queries/favorites.ts';
import { NO_IDS } from '../queries/sql.ts';
import { cachedUntilGrowth } from '../queries/kept-results.ts';

/** 物流信息: 货源, 车源 and 专线 (cargo, vehicle and line offers). */
const resource = new Hono<AppEnv>();

/** What a visitor's page of offers is kept by, besides `site_changes` (content-endpoints.ts). */
const OFFER_PAGE_TABLES = ['logistics_info', 'credit_facts', 'enterprises'] as const;

serveList(
  resource,
  '/logistics-info',
  async (db, filter, page, pageSize, config, reader) =>
    listLogisticsInfo(
      db,
      filter,
      page,
      pageSize,
      chinaDay(config.now()),
      await hiddenFrom(db, reader, 'logistics_info'),
      filter.sort === 'kept' && reader !== null ? await offersOfKeptUsers(db, reader) : NO_IDS,
    ),
  { reader: true, keptBy: OFFER_PAGE_TABLES },
);

/**
 * The contact phone is masked for everyone but the offer's publisher (others ask for it with `POST
 * …/contact`, offer-contacts.ts), and left out, with the contact's name, once the offer is over; a
 * plate is masked for everyone; the publisher is never named beyond the offer's company.
 */
resource.get('/logistics-info/:id', optionalUser, async (c) => {
  const { config } = c.var;
  const viewed = await viewLogisticsInfo(
    c.get('db'),
    readIdParam(c),
    chinaDay(config.now()),
    config.countViews !== false,
  );
  if (!viewed) throw notFound('物流信息');
  const { userId, contactReveals, ...item } = viewed;
  const user = c.get('user');
  const mine = user !== null && user.id === userId;
  // An offer over (已成交, 已撤回, 已过期) names no contact at all to others, not even masked.
  const closed = !mine && item.state !== 'published';
  const detail: LogisticsInfoDetail = {
    ...item,
    contactName: closed ? '' : item.contactName,
    contactPhone: mine ? item.contactPhone : closed ? '' : maskPhone(item.contactPhone),
    contactMasked: !mine,
    plate: maskPlate(item.plate),
    mine,
    publisherId: userId,
    contactReveals: mine ? contactReveals : null,
  };
  return ok(c, detail);
});

/**
 * The offers that suit this one (docs/decisions.md, Matching offers): trucks for a cargo offer, cargo
 * for a truck, best first, paged; none for an offer that no longer stands. Public, like the lists,
 * less the offers of users a signed-in reader blocked.
 */
resource.get('/logistics-info/:id/matches', optionalUser, async (c) => {
  const db = c.get('db');
  const { page, pageSize, offset } = readPaging(c);
  const today = chinaDay(c.var.config.now());
  const id = readIdParam(c);
  const reader = c.get('user')?.id ?? null;
  const answer = async (): Promise<Paged<LogisticsInfoItem>> => {
    const all = await offerMatches(db, id, today);
    // No matches may also mean no such offer: asked only then, so a page of matches costs no lookup more.
    if (all.length === 0 && !(await logisticsInfoExists(db, id))) throw notFound('物流信息');
    const hidden = await hiddenFrom(db, reader, 'logistics_info');
    const ranked = hidden.size === 0 ? all : all.filter((match) => !hidden.has(match));
    const ids = Array.from(ranked.subarray(offset, offset + pageSize));
    return { list: await logisticsItemsByIds(db, ids, today), total: ranked.length, page, pageSize };
  };
  if (reader !== null) return ok(c, await answer());
  // A visitor's page of matches is kept as a visitor's page of the list is (content-endpoints.ts):
  // an offer added or changed anywhere records a site change, which may change the matches too.
  const key = `matches:${id}:${today}:${page}:${pageSize}`;
  const tables = [...OFFER_PAGE_TABLES, 'site_changes'] as const;
  return ok(
    c,
    await cachedUntilGrowth(db, tables, key, answer, {
      maxAgeMs: VISITOR_PAGE_MAX_AGE_MS,
      keepWhileWritten: true,
    }),
  );
});

export default resource;
