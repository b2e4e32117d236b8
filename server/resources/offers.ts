import { laneNotice } from '../domain/subscriptions.ts';
import { Hono, type Context } from 'hono';
import {
  OFFER_STATE_LABELS,
  OFFER_VIEW_STATES,
  type OfferCreated,
  type OwnOffer,
} from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import type { OfferInput } from '../../src/lib/shared/rules/offer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { queryChoice } from '../http/list-params.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import { readIdempotencyKey, requestFingerprint, runOnce } from '../http/idempotency.ts';
import { offerRow } from '../domain/offer-rows.ts';
import {
  closeOffer,
  findOwnOffer,
  insertOffer,
  listOwnOffers,
  updateOffer,
  type OfferRow,
} from '../queries/offers.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { validate } from '../http/input.ts';
import { offerSchemaOn } from '../domain/day-rules.ts';

/**
 * 货源 and 车源 published by users (docs/api.md, Offers). Only the publisher acts on an offer
 * (another account gets 10404); an offer is edited, withdrawn or marked done while 发布中, and one
 * that is over (已成交, 已撤回, 已过期) may be published again as a new offer. Publishing is
 * exactly-once (Idempotency-Key) and limited per account (limits/rates.ts).
 */
const resource = new Hono<AppEnv>();

const clock = (c: Context<AppEnv>) => {
  const now = c.var.config.now();
  return { at: new Date(now).toISOString(), today: chinaDay(now) };
};

async function readOffer(c: Context<AppEnv>): Promise<OfferInput> {
  const { today } = clock(c);
  return validate(offerSchemaOn(today, c.get('config').loadingHorizonDays), await readJson(c));
}

const refused = (offer: OwnOffer, action: string) =>
  new ApiError(
    ErrorCodes.offerStateRefused,
    offer.state === 'published'
      ? `该信息仍在发布中，不能${action}；如需修改请直接编辑`
      : `该信息${OFFER_STATE_LABELS[offer.state]}，不能${action}；可在“我的发布”中重新发布`,
    409,
  );

async function ownOffer(c: Context<AppEnv>): Promise<OwnOffer> {
  const offer = await findOwnOffer(c.get('db'), currentUser(c).id, readIdParam(c), clock(c).today);
  if (!offer) throw notFound('物流信息');
  return offer;
}

/** Publishes `input` as a new offer of the signed-in account, once per Idempotency-Key. */
async function publish(c: Context<AppEnv>, action: string, extra: Partial<OfferRow>): Promise<OfferCreated> {
  const db = c.get('db');
  const user = currentUser(c);
  const key = readIdempotencyKey(c);
  const input = await readOffer(c);
  const row = { ...(await offerRow(db, user.id, input)), ...extra };
  const { at } = clock(c);
  return runOnce<OfferCreated>(
    db,
    user.id,
    key,
    requestFingerprint(action, { input, extra }),
    at,
    async () => {
      await c.var.rates.offer.check(db, user.id, '发布信息');
      const id = await insertOffer(db, user.id, row, at, laneNotice(row, Date.parse(at)));
      return { id, state: 'published' };
    },
  );
}

resource.post('/logistics-info', requireUser, async (c) =>
  ok(c, await publish(c, 'POST /logistics-info', {})),
);

resource.put('/logistics-info/:id', requireUser, async (c) => {
  const offer = await ownOffer(c);
  if (offer.state !== 'published') throw refused(offer, '修改');
  const input = await readOffer(c);
  if (input.kind !== offer.kind) throw new ApiError(ErrorCodes.invalidInput, '信息类型（kind）不能修改', 400);
  const db = c.get('db');
  const user = currentUser(c);
  const { at, today } = clock(c);
  if (!(await updateOffer(db, user.id, offer.id, await offerRow(db, user.id, input), at, today)))
    throw refused(await ownOffer(c), '修改');
  return ok(c, await ownOffer(c));
});

for (const [path, to, action] of [
  ['withdraw', 'withdrawn', '撤回'],
  ['done', 'done', '标记成交'],
] as const) {
  resource.post(`/logistics-info/:id/${path}`, requireUser, async (c) => {
    const offer = await ownOffer(c);
    const { at, today } = clock(c);
    if (!(await closeOffer(c.get('db'), currentUser(c).id, offer.id, to, at, today)))
      throw refused(offer, action);
    return ok(c, await ownOffer(c));
  });
}

/** A past offer published again as a new one, from the form its old fields filled (new dates). */
resource.post('/logistics-info/:id/republish', requireUser, async (c) => {
  const offer = await ownOffer(c);
  if (offer.state === 'published') throw refused(offer, '重新发布');
  return ok(c, await publish(c, `POST /logistics-info/${offer.id}/republish`, { republishedFrom: offer.id }));
});

const stateQuery = queryChoice(OFFER_VIEW_STATES);

resource.get('/user/offers', requireUser, async (c) => {
  const { page, pageSize } = readPaging(c);
  const state = validate(stateQuery, c.req.query('state'));
  return ok(c, await listOwnOffers(c.get('db'), currentUser(c).id, state, page, pageSize, clock(c).today));
});

/** One of the account's own offers, whatever its state: what the edit and re-publish forms start from. */
resource.get('/user/offers/:id', requireUser, async (c) => ok(c, await ownOffer(c)));

export default resource;
