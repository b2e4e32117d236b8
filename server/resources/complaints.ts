/**
 * Complaints about a waybill (docs/api.md, Complaints): either party complains (once per
 * Idempotency-Key, one unresolved complaint per party and waybill, within PORTAL_COMPLAINT_WINDOW_DAYS
 * of 已签收 or 已取消); both parties add statements until it is resolved; editors accept it (受理,
 * due PORTAL_COMPLAINT_ACCEPT_HOURS after it came in) and resolve it (upheld or not, with a written
 * result). Only the two parties and editors see a complaint (404 to anyone else); each step is told
 * to each side as a 消息 (the live stream carries it).
 */
import { Hono, type Context } from 'hono';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import {
  COMPLAINT_ERROR_CODES,
  COMPLAINT_STATES,
  type ComplaintDetail,
  type ComplaintState,
} from '../../src/lib/shared/contract/complaints.ts';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATE_LABELS,
  complaintOutcomeLabel,
} from '../../src/lib/shared/complaint-labels.ts';
import {
  complaintResolutionRules,
  complaintRules,
  complaintStatementRules,
} from '../../src/lib/shared/rules/complaint.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { readIdempotencyKey, requestFingerprint, runOnce } from '../http/idempotency.ts';
import { validate } from '../http/input.ts';
import { queryChoice } from '../http/list-params.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import { currentUser, requireEditor, requireUser } from '../http/session.ts';
import { ApiError, invalid, notFound } from '../domain/errors.ts';
import { parsePositiveId } from '../../src/lib/shared/ids.ts';
import {
  acceptComplaint,
  findComplainedWaybill,
  findComplaint,
  findComplaintParties,
  hasOpenComplaint,
  insertComplaint,
  insertStatement,
  listDeskComplaints,
  listUserComplaints,
  resolveComplaint,
  type AcceptDeadline,
  type ComplaintParties,
} from '../queries/complaints.ts';
import { insertNotice, noticeEditors } from '../queries/notice-writes.ts';
import { countOwnFiles } from '../queries/waybills.ts';
import type { Store } from '../store/store.ts';

const resource = new Hono<AppEnv>();

const DAY_MS = 24 * 3600 * 1000;
const stateQuery = queryChoice(COMPLAINT_STATES);

export const deadlineOf = (c: Context<AppEnv>): AcceptDeadline => ({
  now: c.var.config.now(),
  hours: c.var.config.complaintAcceptHours,
});
const isoOf = (deadline: AcceptDeadline) => new Date(deadline.now).toISOString();

async function ownFilesOnly(db: Store, userId: number, fileIds: readonly string[]): Promise<void> {
  if ((await countOwnFiles(db, userId, fileIds)) !== new Set(fileIds).size)
    throw new ApiError(
      COMPLAINT_ERROR_CODES.complaintFilesRefused,
      '照片须是你自己上传的图片，请重新上传',
      400,
    );
}

const stateRefused = (state: ComplaintState, action: string) =>
  new ApiError(
    COMPLAINT_ERROR_CODES.complaintStateRefused,
    `投诉${COMPLAINT_STATE_LABELS[state]}，不能${action}`,
    409,
  );

resource.post('/waybills/:id/complaints', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const waybillId = readIdParam(c);
  const key = readIdempotencyKey(c);
  const input = validate(complaintRules, await readJson(c));
  const deadline = deadlineOf(c);
  const at = isoOf(deadline);
  const fingerprint = requestFingerprint(`POST /waybills/${waybillId}/complaints`, input);
  const detail = await runOnce<ComplaintDetail>(db, user.id, key, fingerprint, at, async () => {
    const waybill = await findComplainedWaybill(db, waybillId);
    const parties = waybill ? [waybill.shipperId, waybill.carrierId] : [];
    // A third user learns nothing of the waybill; an editor, who reads it, is not a party of it.
    if (!waybill || (!parties.includes(user.id) && user.role !== 'editor')) throw notFound('运单');
    if (!parties.includes(user.id))
      throw new ApiError(ErrorCodes.waybillPartyRefused, '只有运单双方可以投诉', 403);
    const ended = waybill.state === 'received' || waybill.state === 'cancelled';
    const windowDays = c.var.config.complaintWindowDays;
    if (ended && deadline.now - Date.parse(waybill.updatedAt) > windowDays * DAY_MS)
      throw new ApiError(
        COMPLAINT_ERROR_CODES.complaintWindowClosed,
        `运单已签收或取消超过 ${windowDays} 天，不能再投诉；如有需要请联系网站管理员`,
        409,
      );
    if (await hasOpenComplaint(db, waybill.id, user.id))
      throw new ApiError(
        COMPLAINT_ERROR_CODES.complaintOpenExists,
        '你对该运单的投诉尚未处理完毕，可在投诉页面补充说明',
        409,
      );
    await ownFilesOnly(db, user.id, input.fileIds);
    await c.var.rates.complaint.check(db, user.id, '投诉');
    const respondentId = waybill.shipperId === user.id ? waybill.carrierId : waybill.shipperId;
    const id = await insertComplaint(
      db,
      { ...input, waybillId: waybill.id, complainantId: user.id, respondentId },
      at,
    );
    const category = COMPLAINT_CATEGORY_LABELS[input.category];
    await insertNotice(
      db,
      user.id,
      `运单 ${waybill.waybillNo} 的投诉已提交`,
      `投诉类型：${category}。编辑将在 ${deadline.hours} 小时内受理，处理结果会通知你`,
      at,
      'message',
    );
    await insertNotice(
      db,
      respondentId,
      `运单 ${waybill.waybillNo} 收到对方的投诉`,
      `${user.nickname} 投诉：${category}。编辑受理后会请你说明情况，也可在投诉页面补充说明`,
      at,
      'message',
    );
    await noticeEditors(
      db,
      `新的投诉待受理：运单 ${waybill.waybillNo}`,
      `投诉类型：${category}。请在 ${deadline.hours} 小时内到“投诉处理”受理`,
      at,
      'complaints',
    );
    return (await findComplaint(db, id, deadline))!;
  });
  return ok(c, detail);
});

resource.get('/user/complaints', requireUser, async (c) => {
  const { page, pageSize } = readPaging(c);
  const waybillQuery = c.req.query('waybillId');
  const waybillId = waybillQuery ? parsePositiveId(waybillQuery) : null;
  if (waybillQuery && waybillId === null) throw invalid('运单编号（waybillId）必须是正整数');
  const db = c.get('db');
  return ok(c, await listUserComplaints(db, currentUser(c).id, waybillId, page, pageSize, deadlineOf(c)));
});

/** The complaint when the signed-in user is one of its parties or an editor; 404 otherwise. */
async function visibleComplaint(c: Context<AppEnv>): Promise<ComplaintParties> {
  const user = currentUser(c);
  const complaint = await findComplaintParties(c.get('db'), readIdParam(c));
  const party = complaint && (complaint.complainantId === user.id || complaint.respondentId === user.id);
  if (!complaint || (!party && user.role !== 'editor')) throw notFound('投诉');
  return complaint;
}

resource.get('/complaints/:id', requireUser, async (c) => {
  const { id } = await visibleComplaint(c);
  return ok<ComplaintDetail>(c, (await findComplaint(c.get('db'), id, deadlineOf(c)))!);
});

resource.post('/complaints/:id/evidence', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const complaint = await visibleComplaint(c);
  const key = readIdempotencyKey(c);
  const input = validate(complaintStatementRules, await readJson(c));
  const deadline = deadlineOf(c);
  const at = isoOf(deadline);
  const fingerprint = requestFingerprint(`POST /complaints/${complaint.id}/evidence`, input);
  const detail = await runOnce<ComplaintDetail>(db, user.id, key, fingerprint, at, async () => {
    // An editor reads the file but speaks through the result, not as a party.
    const other =
      complaint.complainantId === user.id
        ? complaint.respondentId
        : complaint.respondentId === user.id
          ? complaint.complainantId
          : undefined;
    if (other === undefined) throw notFound('投诉');
    const current = (await findComplaintParties(db, complaint.id))!;
    if (current.state === 'resolved') throw stateRefused(current.state, '补充说明');
    await ownFilesOnly(db, user.id, input.fileIds);
    await c.var.rates.complaint.check(db, user.id, '补充说明');
    await insertStatement(db, complaint, user.id, input.content, input.fileIds, at);
    await insertNotice(
      db,
      other,
      `运单 ${complaint.waybillNo} 的投诉有新的说明`,
      `${user.nickname} 补充了说明，请在投诉页面查看`,
      at,
      'message',
    );
    return (await findComplaint(db, complaint.id, deadline))!;
  });
  return ok(c, detail);
});

resource.get('/desk/complaints', requireEditor, async (c) => {
  const { page, pageSize } = readPaging(c);
  const state = validate(stateQuery, c.req.query('state'));
  return ok(c, await listDeskComplaints(c.get('db'), state, page, pageSize, deadlineOf(c)));
});

/** Runs an editor's step on a complaint that exists, in one transaction; answers the file after it. */
async function deskStep(
  c: Context<AppEnv>,
  step: (db: Store, complaint: ComplaintParties, at: string) => Promise<void>,
): Promise<ComplaintDetail> {
  const db = c.get('db');
  const id = readIdParam(c);
  const deadline = deadlineOf(c);
  return db.transaction(async () => {
    const complaint = await findComplaintParties(db, id);
    if (!complaint) throw notFound('投诉');
    await step(db, complaint, isoOf(deadline));
    return (await findComplaint(db, id, deadline))!;
  });
}

resource.post('/desk/complaints/:id/accept', requireEditor, async (c) => {
  const editor = currentUser(c);
  const detail = await deskStep(c, async (db, complaint, at) => {
    if (!(await acceptComplaint(db, complaint.id, editor.id, at)))
      throw stateRefused(complaint.state, '受理');
    const title = `运单 ${complaint.waybillNo} 的投诉已受理`;
    await insertNotice(
      db,
      complaint.complainantId,
      title,
      '编辑正在处理你的投诉，可在投诉页面补充说明和照片',
      at,
      'message',
    );
    await insertNotice(
      db,
      complaint.respondentId,
      `请就运单 ${complaint.waybillNo} 的投诉说明情况`,
      `对方投诉：${COMPLAINT_CATEGORY_LABELS[complaint.category]}。请在投诉页面补充说明，可附照片，编辑将据此处理`,
      at,
      'message',
    );
  });
  return ok(c, detail);
});

resource.post('/desk/complaints/:id/resolve', requireEditor, async (c) => {
  const editor = currentUser(c);
  const input = validate(complaintResolutionRules, await readJson(c));
  const detail = await deskStep(c, async (db, complaint, at) => {
    if (!(await resolveComplaint(db, complaint.id, editor.id, input, at)))
      throw stateRefused(complaint.state, '处理结果');
    for (const userId of [complaint.complainantId, complaint.respondentId])
      await insertNotice(
        db,
        userId,
        `运单 ${complaint.waybillNo} 的投诉已处理：${complaintOutcomeLabel(input.upheld)}`,
        input.result,
        at,
        'message',
      );
  });
  return ok(c, detail);
});

export default resource;
