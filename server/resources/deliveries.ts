import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Delivery, DeliveryInput } from '../../src/lib/contract.ts';
import { changeStatus, createDelivery, findDelivery, updateDraft } from '../queries/deliveries.ts';
import { body, calendarDate, line, phoneNumber } from '../fields.ts';
import { invalid, notFound, ok, readIdParam, readJson, validate, type AppEnv } from '../http.ts';
import { currentUser, requireUser } from '../session.ts';

/** 发货单: a signed-in user's shipments, draft → confirmed, or cancelled. Only the owner sees one. */
const resource = new Hono<AppEnv>();

const text = (max: number) => line(max);
const positive = (max: number) => z.number().positive().max(max);

const deliveryInput = z
  .object({
    shipperName: text(50),
    shipperPhone: phoneNumber,
    shipperAddress: text(200),
    consigneeName: text(50),
    consigneePhone: phoneNumber,
    consigneeAddress: text(200),
    origin: text(50),
    destination: text(50),
    cargoName: text(50),
    cargoType: text(30),
    weightTons: positive(100_000),
    volumeCubic: positive(100_000),
    pieces: z.number().int().positive().max(1_000_000),
    vehicleType: text(30),
    vehicleLengthMeters: positive(30),
    loadingDate: calendarDate,
    expectedArrivalDate: calendarDate,
    freight: positive(100_000_000).nullable(),
    freightNegotiable: z.boolean(),
    paymentMethod: z.enum(['prepaid', 'collect', 'monthly']),
    remarks: body(500, 0).default(''),
  })
  .superRefine((input, context) => {
    if (input.expectedArrivalDate < input.loadingDate) {
      context.addIssue({ code: 'custom', path: ['expectedArrivalDate'], message: '不能早于装货日期' });
    }
    if (input.freightNegotiable && input.freight !== null) {
      context.addIssue({ code: 'custom', path: ['freight'], message: '在运费面议时应为空' });
    }
    if (!input.freightNegotiable && input.freight === null) {
      context.addIssue({ code: 'custom', path: ['freight'], message: '不能为空（运费面议时请勾选面议）' });
    }
  });

const readInput = async (c: Context): Promise<DeliveryInput> => validate(deliveryInput, await readJson(c));

function ownDelivery(c: Context<AppEnv>): Delivery {
  const delivery = findDelivery(c.get('db'), currentUser(c).id, readIdParam(c));
  if (!delivery) throw notFound('发货单');
  return delivery;
}

resource.post('/deliveries', requireUser, async (c) => {
  const input = await readInput(c);
  return ok(c, createDelivery(c.get('db'), currentUser(c).id, input));
});

resource.get('/deliveries/:id', requireUser, (c) => ok(c, ownDelivery(c)));

const DRAFT_ONLY = '只有草稿状态的发货单可以修改';

resource.put('/deliveries/:id', requireUser, async (c) => {
  const delivery = ownDelivery(c);
  if (delivery.status !== 'draft') throw invalid(DRAFT_ONLY);
  const input = await readInput(c);
  if (!updateDraft(c.get('db'), currentUser(c).id, delivery.id, input)) throw invalid(DRAFT_ONLY);
  return ok(c, ownDelivery(c));
});

resource.post('/deliveries/:id/confirm', requireUser, (c) => {
  const delivery = ownDelivery(c);
  if (!changeStatus(c.get('db'), currentUser(c).id, delivery.id, ['draft'], 'confirmed')) {
    throw invalid(delivery.status === 'confirmed' ? '发货单已确认，无需重复确认' : '已取消的发货单不能确认');
  }
  return ok(c, ownDelivery(c));
});

resource.post('/deliveries/:id/cancel', requireUser, (c) => {
  const delivery = ownDelivery(c);
  if (!changeStatus(c.get('db'), currentUser(c).id, delivery.id, ['draft', 'confirmed'], 'cancelled')) {
    throw invalid('发货单已取消，无需重复取消');
  }
  return ok(c, ownDelivery(c));
});

export default resource;
