import { areaList } from '@vant/area-data';
import { Hono, type Context } from 'hono';
import type {
  Delivery,
  DeliveryCreated,
  DeliveryInput,
  DeliveryStatus,
  Place,
} from '../../src/lib/shared/contract.ts';
import { deliveryInputSchema } from '../../src/lib/shared/rules/delivery.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { regionNames } from '../../src/lib/shared/regions.ts';
import {
  changeStatus,
  findDelivery,
  insertDelivery,
  listDeliveries,
  updateDraft,
  type DeliveryPayload,
} from '../queries/deliveries.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { invalid, notFound } from '../domain/errors.ts';
import { validate } from '../http/input.ts';
import { isoNow } from '../domain/clock.ts';
import { readIdempotencyKey, requestFingerprint, runOnce } from '../http/idempotency.ts';
import { currentUser, requireUser } from '../http/session.ts';

/**
 * 发货单: a signed-in user's shipments. Only the owner sees one (another account gets 10404).
 * States: draft → confirmed, draft → cancelled, confirmed → cancelled; only a draft is edited.
 * Creating one is exactly-once (idempotency.ts) and limited per account (limits/rates.ts); the
 * limit is checked inside the idempotent write, so replaying a stored submission is never refused.
 */
const resource = new Hono<AppEnv>();

/**
 * The same rules as the delivery form, with the place codes checked against the same data set and the
 * loading horizon of the settings (built once per horizon, as one server has one).
 */
const deliveryInputs = new Map<number, ReturnType<typeof deliveryInputSchema>>();
function deliveryInput(c: Context<AppEnv>) {
  const horizonDays = c.get('config').loadingHorizonDays;
  let schema = deliveryInputs.get(horizonDays);
  if (!schema) {
    schema = deliveryInputSchema({ regions: areaList, horizonDays });
    deliveryInputs.set(horizonDays, schema);
  }
  return schema;
}

function place(code: string): Place {
  const names = regionNames(areaList, code);
  if (!names) throw invalid('地区代码不正确'); // the schema already refused it
  return { code, ...names };
}

async function readPayload(c: Context<AppEnv>): Promise<DeliveryPayload> {
  const input: DeliveryInput = validate(deliveryInput(c), await readJson(c));
  return { ...input, origin: place(input.originCode), destination: place(input.destinationCode) };
}

/** China's day by the server's clock: a shipment's offer stands until its loading day has passed. */
const today = (c: Context<AppEnv>): string => chinaDay(c.var.config.now());

async function ownDelivery(c: Context<AppEnv>): Promise<Delivery> {
  const delivery = await findDelivery(c.get('db'), currentUser(c).id, readIdParam(c), today(c));
  if (!delivery) throw notFound('发货单');
  return delivery;
}

resource.get('/deliveries', requireUser, async (c) => {
  const { page, pageSize } = readPaging(c);
  return ok(c, await listDeliveries(c.get('db'), currentUser(c).id, page, pageSize, today(c)));
});

resource.post('/deliveries', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const key = readIdempotencyKey(c);
  const payload = await readPayload(c);
  const created = await runOnce<DeliveryCreated>(
    db,
    user.id,
    key,
    requestFingerprint('POST /deliveries', payload),
    isoNow(c.var.config.now),
    async () => {
      await c.var.rates.delivery.check(db, user.id, '创建发货单');
      return insertDelivery(db, user.id, payload, isoNow(c.var.config.now));
    },
  );
  return ok(c, created);
});

resource.get('/deliveries/:id', requireUser, async (c) => ok(c, await ownDelivery(c)));

const DRAFT_ONLY = '只有草稿状态的发货单可以修改';

resource.put('/deliveries/:id', requireUser, async (c) => {
  const delivery = await ownDelivery(c);
  if (delivery.status !== 'draft') throw invalid(DRAFT_ONLY);
  const payload = await readPayload(c);
  if (!(await updateDraft(c.get('db'), currentUser(c).id, delivery.id, payload, isoNow(c.var.config.now))))
    throw invalid(DRAFT_ONLY);
  return ok(c, await ownDelivery(c));
});

/**
 * Moves the signed-in user's delivery `:id` from one of `from` to `to`, or refuses with the words
 * `refusal` gives for the status it has; answers the delivery as it now stands.
 */
async function moveDelivery(
  c: Context<AppEnv>,
  from: readonly DeliveryStatus[],
  to: DeliveryStatus,
  refusal: (status: DeliveryStatus) => string,
) {
  const delivery = await ownDelivery(c);
  const at = isoNow(c.var.config.now);
  if (!(await changeStatus(c.get('db'), currentUser(c).id, delivery.id, from, to, at)))
    throw invalid(refusal(delivery.status));
  return ok(c, await ownDelivery(c));
}

resource.post('/deliveries/:id/confirm', requireUser, (c) =>
  moveDelivery(c, ['draft'], 'confirmed', (status) =>
    status === 'confirmed' ? '发货单已确认，无需重复确认' : '已取消的发货单不能确认',
  ),
);

resource.post('/deliveries/:id/cancel', requireUser, (c) =>
  moveDelivery(c, ['draft', 'confirmed'], 'cancelled', () => '发货单已取消，无需重复取消'),
);

export default resource;
