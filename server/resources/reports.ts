/**
 * Moderation (docs/api.md, Moderation): a user reports a post, a reply or an offer (`POST /reports`);
 * editors work through the queue (`GET /desk/reports`) and hide the reported words (withdraw the
 * offer) or dismiss the report. Hidden words reach only their author (server/domain/hidden-words.ts);
 * the author is told, and so is every reporter once the report is handled.
 */
import { Hono, type Context } from 'hono';
import {
  REPORT_STATES,
  type ReportAction,
  type ReportReceipt,
  type ReportState,
} from '../../src/lib/shared/contract/moderation.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { COMPLAINT_ERROR_CODES } from '../../src/lib/shared/contract/complaints.ts';
import { newReportRules, REPORT_REASON_LABELS } from '../../src/lib/shared/rules/report.ts';
import type { AppEnv } from '../http/app-env.ts';

import { ok } from '../http/envelope.ts';
import { ApiError, invalid, notFound } from '../domain/errors.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import { postDeleted, replyDeleted } from '../domain/own-words.ts';
import {
  addReport,
  closeReport,
  findReport,
  findReportedWords,
  hideWords,
  isFirstReporter,
  listReports,
  reporterIds,
} from '../queries/reports.ts';
import { insertNotice } from '../queries/notice-writes.ts';
import { noticeEditors } from '../queries/notice-writes.ts';
import { maskPostTitle, maskReplyWords } from '../queries/notice-words.ts';
import { HIDDEN_WORDS } from '../domain/hidden-words.ts';
import { currentUser, requireEditor, requireUser } from '../http/session.ts';
import { validate } from '../http/input.ts';

const resource = new Hono<AppEnv>();

export const contentHidden = (): ApiError => new ApiError(ErrorCodes.contentHidden, '该内容已被屏蔽', 403);

const TARGET_NAMES = { post: '帖子', reply: '回复', offer: '物流信息' } as const;

resource.post('/reports', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const input = validate(newReportRules, await readJson(c));
  const config = c.get('config');
  const now = config.now();
  const receipt = await db.transaction(async (): Promise<ReportReceipt> => {
    const words = await findReportedWords(db, input.target, input.id);
    if (!words) throw notFound(TARGET_NAMES[input.target]);
    if (words.deletedAt !== null) throw input.target === 'post' ? postDeleted() : replyDeleted();
    if (words.hiddenAt !== null && input.target === 'offer')
      throw new ApiError(
        COMPLAINT_ERROR_CODES.reportOfferClosed,
        '该信息已成交或已撤回，不再展示，无需举报',
        409,
      );
    if (words.hiddenAt !== null) throw contentHidden();
    if (words.authorId === user.id)
      throw new ApiError(ErrorCodes.reportOwnWords, `不能举报自己发表的${TARGET_NAMES[input.target]}`, 403);
    await c.var.rates.report.check(db, user.id, '举报');
    const entry = { userId: user.id, target: input.target, targetId: input.id, reason: input.reason };
    const reportId = await addReport(db, { ...entry, note: input.note ?? '' }, new Date(now).toISOString());
    if (reportId === null)
      throw new ApiError(
        ErrorCodes.reportDuplicate,
        `你已举报过该${TARGET_NAMES[input.target]}，编辑正在处理，处理后会通知你`,
        409,
      );
    // The first reporter of an open report is new work for the desk; more reporters join it. The
    // reported words stay out of the notice (they may be hidden): the queue shows them.
    if (await isFirstReporter(db, reportId, user.id)) {
      await noticeEditors(
        db,
        `新的${TARGET_NAMES[input.target]}举报待处理`,
        `举报理由：${REPORT_REASON_LABELS[input.reason]}。请到“举报处理”查看并处理`,
        new Date(now).toISOString(),
        'reports',
      );
    }
    return { reportId, state: 'open' };
  });
  return ok(c, receipt);
});

function readState(c: Context<AppEnv>): ReportState {
  const state = c.req.query('state') || 'open';
  if (!(REPORT_STATES as readonly string[]).includes(state))
    throw invalid(`举报状态（state）只能是 ${REPORT_STATES.join('、')} 之一`);
  return state as ReportState;
}

resource.get('/desk/reports', requireEditor, async (c) => {
  const { page, pageSize } = readPaging(c);
  return ok(c, await listReports(c.get('db'), readState(c), page, pageSize));
});

/** What the reporters are told when their report is handled. */
const OUTCOME: Record<ReportAction, string> = {
  hide: '经核实，该内容违反社区规定，已被屏蔽。感谢你的举报。',
  dismiss: '经核实，该内容未发现违反社区规定，暂不处理。感谢你的举报。',
};
const OFFER_OUTCOME: Record<ReportAction, string> = {
  hide: '经核实，该信息虚假或违规，已被撤下。感谢你的举报。',
  dismiss: '经核实，该信息未发现虚假或违规，暂不处理。感谢你的举报。',
};

async function handle(c: Context<AppEnv>, action: ReportAction) {
  const db = c.get('db');
  const editor = currentUser(c);
  const id = readIdParam(c);
  const at = new Date(c.get('config').now()).toISOString();
  return db.transaction(async () => {
    const report = await findReport(db, id);
    if (!report) throw notFound('举报');
    if (!(await closeReport(db, id, action, editor.id, at)))
      throw new ApiError(ErrorCodes.reportHandled, '该举报已被处理（屏蔽或驳回），请刷新列表', 409);
    const words = await findReportedWords(db, report.target, report.targetId);
    const what = TARGET_NAMES[report.target];
    // A hidden post's title is its author's alone, also in the notice of a reply under it.
    const titleShown = words && (words.postHiddenAt === null || words.postAuthorId === words.authorId);
    const where = `「${titleShown ? words.title : HIDDEN_WORDS}」`;
    if (action === 'hide' && words && report.target === 'offer') {
      await hideWords(db, report.target, report.targetId, at);
      await insertNotice(
        db,
        words.authorId,
        `你发布的「${words.title}」已被撤下`,
        '该信息经举报核实为虚假或违规信息，已被撤回，不再对外展示。如有异议，请联系网站管理员。',
        at,
      );
    } else if (action === 'hide' && words) {
      await hideWords(db, report.target, report.targetId, at);
      if (report.target === 'post') await maskPostTitle(db, words.postId, words.authorId);
      else await maskReplyWords(db, words);
      const place =
        report.target === 'post' ? `你的帖子${where}` : `你在${where}的回复（第 ${words.floor} 楼）`;
      await insertNotice(
        db,
        words.authorId,
        `${place}已被屏蔽`,
        `该${what}经举报核实违反社区规定，其他人将看到“该内容已被屏蔽”，仅你自己仍可查看。如有异议，请联系网站管理员。`,
        at,
      );
    }
    for (const reporter of await reporterIds(db, id))
      await insertNotice(
        db,
        reporter,
        `你举报的${what}已处理`,
        (report.target === 'offer' ? OFFER_OUTCOME : OUTCOME)[action],
        at,
      );
    const state: ReportState = action === 'hide' ? 'hidden' : 'dismissed';
    return { id, state, handledAt: at, handledBy: editor.nickname };
  });
}

resource.post('/desk/reports/:id/hide', requireEditor, async (c) => ok(c, await handle(c, 'hide')));
resource.post('/desk/reports/:id/dismiss', requireEditor, async (c) => ok(c, await handle(c, 'dismiss')));

export default resource;
