/**
 * Quotes on a 货源 (docs/api.md, Quotes and waybills): a signed-in carrier other than its publisher
 * quotes on a cargo offer still 发布中, once per Idempotency-Key and with one open quote per offer;
 * the publisher reads them all, a carrier their own; the carrier withdraws an open quote; the
 * publisher accepts one, which in one transaction makes the waybill, marks the offer 已成交 (its
 * pages re-render through its site change) and closes the other open quotes, whose carriers are told.
 */
import { Hono, type Context } from 'hono';
import { type Quote, type QuoteAccepted, type QuoteList } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { takesQuotes } from '../../src/lib/shared/rules/quoted-offers.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { readIdempotencyKey, requestFingerprint, runOnce } from '../http/idempotency.ts';
import { validate } from '../http/input.ts';
import { readIdParam, readJson } from '../http/params.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { quoteSchemaOn } from '../domain/day-rules.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { insertNotice } from '../queries/notice-writes.ts';
import { closeOffer } from '../queries/offers.ts';
import {
  closeOtherQuotes,
  closeQuote,
  findQuote,
  findQuotedOffer,
  insertQuote,
  listQuotes,
  readQuote,
  readQuoteChecks,
} from '../queries/quotes.ts';
import { insertWaybill } from '../queries/waybills.ts';

const resource = new Hono<AppEnv>();

const clock = (c: Context<AppEnv>) => {
  const now = c.var.config.now();
  return { at: new Date(now).toISOString(), today: chinaDay(now) };
};

const offerClosed = () =>
  new ApiError(ErrorCodes.quoteOfferClosed, '该货源已成交、已撤回或已过期，不再接受报价', 409);
const quoteNotOpen = () =>
  new ApiError(ErrorCodes.quoteStateRefused, '该报价已撤回、已被接受或已关闭，请刷新后查看', 409);

resource.post('/logistics-info/:id/quotes', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const offerId = readIdParam(c);
  const key = readIdempotencyKey(c);
  const { at, today } = clock(c);
  const input = validate(quoteSchemaOn(today, c.var.config.loadingHorizonDays), await readJson(c));
  return ok(
    c,
    await runOnce<Quote>(
      db,
      user.id,
      key,
      requestFingerprint(`POST /logistics-info/${offerId}/quotes`, input),
      at,
      async () => {
        // The offer, the block, an open quote and the vehicle's owner in one read, in the write's turn.
        const offer = await readQuoteChecks(db, offerId, user.id, input.vehicleId, today);
        if (!offer) throw notFound('物流信息');
        if (offer.userId === user.id)
          throw new ApiError(ErrorCodes.quoteOwnOffer, '不能对自己发布的货源报价', 403);
        const publisherId = offer.userId;
        if (publisherId === null || !takesQuotes({ ...offer, publisherId }))
          throw publisherId === null && offer.kind === 'cargo'
            ? new ApiError(
                ErrorCodes.quoteNoPublisher,
                '该货源由平台发布，不接受在线报价，请按页面上的电话联系',
                409,
              )
            : offerClosed();
        // Refused in words that do not say why: a block is never told to the blocked user.
        if (offer.withheld) throw new ApiError(ErrorCodes.quoteWithheld, '暂时无法向该货源报价', 403);
        if (offer.quoted)
          throw new ApiError(ErrorCodes.quoteOpenExists, '你已对该货源报过价，如需修改请先撤回原报价', 409);
        // Any vehicle of the caller's, in review or not: 车辆已认证 tells the shipper which are checked.
        if (input.vehicleId !== null && offer.vehicleOwner !== user.id)
          throw new ApiError(
            ErrorCodes.quoteVehicleRefused,
            '报价车辆须是你名下的车辆（在“我的车辆”中添加），或选择不指定车辆',
            400,
          );
        const id = await insertQuote(db, offerId, user.id, input, at);
        await insertNotice(
          db,
          publisherId,
          `「${offer.title}」收到新报价`,
          `${user.nickname} 报价，请在货源页面查看`,
          at,
          'message',
        );
        return readQuote(db, id, today);
      },
    ),
  );
});

/** The publisher reads every quote; anyone else signed in reads their own (none: an empty list). */
resource.get('/logistics-info/:id/quotes', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const { today } = clock(c);
  const offer = await findQuotedOffer(db, readIdParam(c), today);
  if (!offer) throw notFound('物流信息');
  const owner = offer.userId === user.id;
  return ok<QuoteList>(c, { owner, list: await listQuotes(db, offer.id, owner ? null : user.id, today) });
});

resource.post('/quotes/:id/withdraw', requireUser, async (c) => {
  const db = c.get('db');
  const quote = await findQuote(db, readIdParam(c));
  if (!quote || quote.carrierId !== currentUser(c).id) throw notFound('报价');
  const { at, today } = clock(c);
  if (!(await closeQuote(db, quote.id, 'withdrawn', at))) throw quoteNotOpen();
  return ok(c, await readQuote(db, quote.id, today));
});

resource.post('/quotes/:id/accept', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const quote = await findQuote(db, readIdParam(c));
  // The carrier and others learn nothing of a quote on an offer not theirs to decide.
  if (!quote || quote.ownerId !== user.id) throw notFound('报价');
  const { at, today } = clock(c);
  const accepted = await db.transaction(async (): Promise<QuoteAccepted> => {
    if (!(await closeQuote(db, quote.id, 'accepted', at))) throw quoteNotOpen();
    if (!(await closeOffer(db, user.id, quote.offerId, 'done', at, today))) throw offerClosed();
    const waybillId = await insertWaybill(db, quote.id, at);
    for (const carrierId of await closeOtherQuotes(db, quote.offerId, at))
      await insertNotice(
        db,
        carrierId,
        `「${quote.offerTitle}」已与其他承运方成交`,
        '感谢你的报价。货主已选择了其他承运方，欢迎继续关注其他货源。',
        at,
        'message',
      );
    await insertNotice(
      db,
      quote.carrierId,
      `你的报价已被接受：「${quote.offerTitle}」`,
      '运单已生成，请在“我的运单”中查看并按约装货。',
      at,
      'message',
    );
    return { waybillId };
  });
  return ok(c, accepted);
});

export default resource;
