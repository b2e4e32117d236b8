/**
 * Ratings after a waybill (docs/api.md, Ratings and credit): a party rates the other once, after
 * 已签收 or the other's cancellation, within the window; the rating stays blind until both have rated
 * or its blind days pass; the rated party answers a published rating once; anyone reads a user's
 * published ratings. Publishing re-renders the rated user's standing offers' pages (their credit).
 */
import { Hono, type Context } from 'hono';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import {
  type PublicRating,
  type Rating,
  type WaybillRatings,
} from '../../src/lib/shared/contract/ratings.ts';
import { ratingReplyRules, ratingRules } from '../../src/lib/shared/rules/rating.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { readIdempotencyKey, requestFingerprint, runOnce } from '../http/idempotency.ts';
import { validate } from '../http/input.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { isoNow } from '../domain/clock.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { blindUntil, otherRole, rateUntil, roleOn, waybillRatingsFor } from '../domain/ratings.ts';
import { insertNotice } from '../queries/notice-writes.ts';
import {
  findRatedWaybill,
  findRatingParties,
  insertRating,
  listPublicRatings,
  publishBoth,
  ratingsOfWaybill,
  replyToRating,
} from '../queries/ratings.ts';
import { recordPublisherChange } from '../queries/site-changes.ts';
import { findUserById } from '../queries/users.ts';

const resource = new Hono<AppEnv>();

const ratingExists = () => new ApiError(ErrorCodes.ratingExists, '你已评价过这张运单', 409);
const partyRefused = (message: string) => new ApiError(ErrorCodes.waybillPartyRefused, message, 403);

resource.post('/waybills/:id/rating', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const { windowDays, blindDays } = c.var.config.ratings;
  const waybill = await findRatedWaybill(db, readIdParam(c));
  const role = waybill && roleOn(waybill, user.id);
  // Only the two parties read a waybill (an editor too, but an editor rates nobody).
  if (!waybill || (!role && user.role !== 'editor')) throw notFound('运单');
  if (!role) throw partyRefused('只有运单双方可以评价');
  const until = rateUntil(waybill, user.id, windowDays);
  if (until === null)
    throw new ApiError(
      ErrorCodes.ratingNotOpen,
      waybill.state === 'cancelled' ? '运单由你取消，不能评价对方' : '运单签收后才能评价',
      409,
    );
  const at = isoNow(c.var.config.now);
  if (at >= until) throw new ApiError(ErrorCodes.ratingWindowClosed, `评价期（${windowDays} 天）已过`, 409);
  const ratedRole = otherRole(role);
  const input = validate(ratingRules(ratedRole), await readJson(c));
  const key = readIdempotencyKey(c);
  const answer = await runOnce<WaybillRatings>(
    db,
    user.id,
    key,
    requestFingerprint(`POST /waybills/${waybill.id}/rating`, input),
    at,
    async () => {
      const ratedId = ratedRole === 'shipper' ? waybill.shipperId : waybill.carrierId;
      const id = await insertRating(db, {
        waybillId: waybill.id,
        raterId: user.id,
        ratedId,
        ratedRole,
        scores: input.scores,
        comment: input.comment,
        at,
        publishesAt: blindUntil(at, blindDays),
      });
      if (id === undefined) throw ratingExists();
      const both = (await ratingsOfWaybill(db, waybill.id, at)).length === 2;
      if (both)
        for (const userId of await publishBoth(db, waybill.id, at))
          await recordPublisherChange(db, userId, at);
      await insertNotice(
        db,
        ratedId,
        `运单 ${waybill.waybillNo} 收到评价`,
        both ? '双方均已评价，评价已公开' : `${user.nickname} 已评价；你评价后或 ${blindDays} 天后公开`,
        at,
        'message',
      );
      return waybillRatingsFor(db, waybill.id, { id: user.id, editor: false }, at, windowDays);
    },
  );
  return ok(c, answer);
});

/** The rating's reader: its two parties once published, its rater before; 404 to anyone else. */
const ratingOf = async (c: Context<AppEnv>) => {
  const rating = await findRatingParties(c.get('db'), readIdParam(c));
  const user = currentUser(c);
  if (!rating || (rating.raterId !== user.id && rating.ratedId !== user.id && user.role !== 'editor'))
    throw notFound('评价');
  return { rating, user };
};

resource.post('/ratings/:id/reply', requireUser, async (c) => {
  const db = c.get('db');
  const { rating, user } = await ratingOf(c);
  const at = isoNow(c.var.config.now);
  if (rating.ratedId !== user.id) throw partyRefused('只有被评价的一方可以回复');
  if (rating.publishesAt > at) throw new ApiError(ErrorCodes.ratingNotPublished, '评价公开后才能回复', 409);
  const { content } = validate(ratingReplyRules, await readJson(c));
  const answer = await runOnce<Rating>(
    db,
    user.id,
    readIdempotencyKey(c),
    requestFingerprint(`POST /ratings/${rating.id}/reply`, { content }),
    at,
    async () => {
      if (!(await replyToRating(db, rating.id, content, at)))
        throw new ApiError(ErrorCodes.ratingAnswered, '你已回复过这条评价', 409);
      return (await ratingsOfWaybill(db, rating.waybillId, at)).find((row) => row.id === rating.id)!;
    },
  );
  return ok(c, answer);
});

resource.get('/users/:id/ratings', async (c) => {
  const db = c.get('db');
  const userId = readIdParam(c);
  if (!(await findUserById(db, userId))) throw notFound('用户');
  const { page, pageSize } = readPaging(c);
  return ok<{ list: PublicRating[] }>(
    c,
    await listPublicRatings(db, userId, isoNow(c.var.config.now), page, pageSize),
  );
});

export default resource;
