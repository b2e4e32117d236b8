/**
 * Waybills (docs/api.md, Quotes and waybills): a user's list as shipper or carrier, one waybill for
 * its two parties and editors (404 to anyone else, as for one that does not exist), and its steps,
 * each taken by the party the step table (src/lib/shared/waybill-steps.ts) names, recorded with who and
 * when, and told to the other party as a 消息 (the live stream carries it).
 */
import { Hono, type Context } from 'hono';
import {
  WAYBILL_ROLES,
  WAYBILL_STATES,
  type WaybillDetail,
  type WaybillRole,
} from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { WAYBILL_STATE_LABELS, WAYBILL_EVENT_LABELS } from '../../src/lib/shared/waybill-labels.ts';
import { waybillEventRules } from '../../src/lib/shared/rules/waybill-event.ts';
import type { AppEnv, AuthUser } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { validate } from '../http/input.ts';
import { queryChoice } from '../http/list-params.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { isoNow } from '../domain/clock.ts';
import { ApiError, invalid, notFound } from '../domain/errors.ts';
import { WAYBILL_STEPS } from '../../src/lib/shared/waybill-steps.ts';
import { insertNotice } from '../queries/notice-writes.ts';
import { waybillRatingsFor } from '../domain/ratings.ts';
import {
  countOwnFiles,
  findWaybill,
  findWaybillParties,
  insertWaybillEvent,
  listWaybills,
  moveWaybill,
  type WaybillParties,
} from '../queries/waybills.ts';

const resource = new Hono<AppEnv>();

const roleQuery = queryChoice(WAYBILL_ROLES);
const stateQuery = queryChoice(WAYBILL_STATES);

resource.get('/user/waybills', requireUser, async (c) => {
  const { page, pageSize } = readPaging(c);
  const role = validate(roleQuery, c.req.query('role')) ?? 'shipper';
  const state = validate(stateQuery, c.req.query('state'));
  return ok(c, await listWaybills(c.get('db'), currentUser(c).id, role, state, page, pageSize));
});

const roleOf = (waybill: WaybillParties, user: AuthUser): WaybillRole | undefined =>
  waybill.shipperId === user.id ? 'shipper' : waybill.carrierId === user.id ? 'carrier' : undefined;

/** The waybill when the signed-in user is a party of it or an editor; 404 otherwise. */
async function visibleWaybill(c: Context<AppEnv>): Promise<WaybillParties> {
  const user = currentUser(c);
  const waybill = await findWaybillParties(c.get('db'), readIdParam(c));
  if (!waybill || (!roleOf(waybill, user) && user.role !== 'editor')) throw notFound('运单');
  return waybill;
}

/** The whole waybill with what its viewer may read and do of its ratings. */
async function waybillFor(c: Context<AppEnv>, id: number): Promise<WaybillDetail> {
  const db = c.get('db');
  const user = currentUser(c);
  const viewer = { id: user.id, editor: user.role === 'editor' };
  const ratings = await waybillRatingsFor(
    db,
    id,
    viewer,
    isoNow(c.var.config.now),
    c.var.config.ratings.windowDays,
  );
  return { ...(await findWaybill(db, id))!, ratings };
}

resource.get('/waybills/:id', requireUser, async (c) => {
  const { id } = await visibleWaybill(c);
  return ok<WaybillDetail>(c, await waybillFor(c, id));
});

resource.post('/waybills/:id/events', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const waybill = await visibleWaybill(c);
  const input = validate(waybillEventRules, await readJson(c));
  const step = WAYBILL_STEPS[input.type];
  const role = roleOf(waybill, user);
  if (!role || !step.by.includes(role))
    throw new ApiError(
      ErrorCodes.waybillPartyRefused,
      `“${WAYBILL_EVENT_LABELS[input.type]}”应由${step.by.length > 1 ? '运单双方' : step.by[0] === 'carrier' ? '承运方' : '货主'}操作`,
      403,
    );
  const stateRefused = () =>
    new ApiError(
      ErrorCodes.waybillStateRefused,
      `运单${WAYBILL_STATE_LABELS[waybill.state]}，不能${WAYBILL_EVENT_LABELS[input.type]}`,
      409,
    );
  if (waybill.state !== step.from) throw stateRefused();
  if (step.needsNote && input.note === '') throw invalid('请填写取消原因（note）');
  if (
    step.needsPhoto &&
    (input.fileIds.length === 0 ||
      (await countOwnFiles(db, user.id, input.fileIds)) !== new Set(input.fileIds).size)
  )
    throw new ApiError(
      ErrorCodes.waybillReceiptRequired,
      '请上传签收回单照片（自己上传的图片）后再确认送达',
      400,
    );
  const at = isoNow(c.var.config.now);
  await db.transaction(async () => {
    if (!(await moveWaybill(db, waybill.id, step.from, step.to, at))) throw stateRefused();
    await insertWaybillEvent(db, waybill.id, input.type, user.id, input.note, at, [
      ...new Set(input.fileIds),
    ]);
    await insertNotice(
      db,
      role === 'shipper' ? waybill.carrierId : waybill.shipperId,
      `运单 ${waybill.waybillNo} ${WAYBILL_EVENT_LABELS[input.type]}`,
      `${user.nickname}：${WAYBILL_EVENT_LABELS[input.type]}${input.note ? `（${input.note}）` : ''}`,
      at,
      'message',
    );
  });
  return ok<WaybillDetail>(c, await waybillFor(c, waybill.id));
});

export default resource;
