import { areaList } from '@vant/area-data';
import { Hono } from 'hono';
import { type Subscription, type SubscriptionList } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { laneEndName, lanePrefix, subscriptionInputSchema } from '../../src/lib/shared/rules/lane.ts';
import {
  countSubscriptions,
  deleteSubscription,
  insertSubscription,
  listSubscriptions,
  type SubscriptionRow,
} from '../queries/subscriptions.ts';
import { readIdParam, readJson } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';

import { ok } from '../http/envelope.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { validate } from '../http/input.ts';
import { currentUser, requireUser } from '../http/session.ts';

/**
 * 订阅线路: the lanes a signed-in user follows (server/domain/subscriptions.ts tells them of new offers).
 * At most `subscriptionLimit` per account (PORTAL_SUBSCRIPTION_LIMIT); another account's lane is 10404.
 */
const resource = new Hono<AppEnv>();

const subscriptionInput = subscriptionInputSchema(areaList);

const named = (row: SubscriptionRow): Subscription => ({
  ...row,
  originName: laneEndName(areaList, row.originCode) ?? row.originCode,
  destinationName: laneEndName(areaList, row.destinationCode) ?? row.destinationCode,
});

resource.get('/user/subscriptions', requireUser, async (c) => {
  const list = (await listSubscriptions(c.get('db'), currentUser(c).id)).map(named);
  return ok<SubscriptionList>(c, { list, limit: c.get('config').subscriptionLimit });
});

resource.post('/user/subscriptions', requireUser, async (c) => {
  const input = validate(subscriptionInput, await readJson(c));
  const lane = {
    kind: input.kind,
    originCode: lanePrefix(input.originCode),
    destinationCode: lanePrefix(input.destinationCode),
  };
  const db = c.get('db');
  const userId = currentUser(c).id;
  const limit = c.get('config').subscriptionLimit;
  const now = new Date(c.var.config.now()).toISOString();
  const id = await db.transaction(async () => {
    if ((await countSubscriptions(db, userId)) >= limit)
      throw new ApiError(
        ErrorCodes.subscriptionLimit,
        `每个账号最多订阅 ${limit} 条线路，请先删除不再需要的线路再添加`,
        409,
      );
    const created = await insertSubscription(db, userId, lane, now);
    if (created === null)
      throw new ApiError(ErrorCodes.subscriptionExists, '已订阅过这条线路，无需重复添加', 409);
    return created;
  });
  return ok(c, named({ id, ...lane, createdAt: now }));
});

resource.delete('/user/subscriptions/:id', requireUser, async (c) => {
  if (!(await deleteSubscription(c.get('db'), currentUser(c).id, readIdParam(c))))
    throw notFound('订阅的线路');
  return ok(c, null);
});

export default resource;
