/**
 * The rules of a report (`POST /reports`), used by the server and by the report dialog: the target
 * and its id, one reason of the list, and optional words.
 */
import * as z from 'zod/mini';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  type ReportReason,
} from '../contract/moderation.ts';
import { optionalText, positiveId } from './fields.ts';
import { CHOOSE_REQUIRED } from './rule.ts';

/** What the dialog offers for each reason, in the list's order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: '垃圾广告',
  abuse: '辱骂攻击',
  fraud: '诈骗或虚假信息',
  illegal: '违法违规',
  privacy: '泄露他人隐私',
  other: '其他',
};

export const newReportRules = z.object({
  target: z.enum(REPORT_TARGETS, { error: CHOOSE_REQUIRED }),
  id: positiveId(),
  reason: z.enum(REPORT_REASONS, { error: '请选择举报原因' }),
  note: z.optional(optionalText(REPORT_NOTE_MAX)),
});
