/**
 * What a complaint, a statement and the desk's result carry (docs/api.md, Complaints), checked by
 * the server and by the complaint forms: a category of the list, words under the community's text
 * rules (normalised, counted as length.ts counts), and at most COMPLAINT_LIMITS.filesMax photos.
 */
import * as z from 'zod/mini';
import { COMPLAINT_CATEGORIES } from '../contract/complaints.ts';
import { FILE_ID } from '../files.ts';
import { oneOf, requiredBody } from './fields.ts';
import { COMPLAINT_LIMITS } from './complaint-limits.ts';

/**
 * The names of the complaint's own fields, for the server's 10001 messages and the complaint forms;
 * kept with the rules rather than in FIELD_LABELS, whose every entry the publish and shipment pages
 * carry (at their weight limit).
 */
export const COMPLAINT_FIELD_LABELS = {
  category: '投诉类型',
  upheld: '投诉是否成立',
  result: '处理结果',
} as const;

const fileIds = z._default(
  z.array(z.string().check(z.regex(FILE_ID, '${label}不存在'))).check(z.maxLength(COMPLAINT_LIMITS.filesMax)),
  [],
);

/** `POST /waybills/:id/complaints`. */
export const complaintRules = z.object({
  category: oneOf(COMPLAINT_CATEGORIES),
  content: requiredBody(COMPLAINT_LIMITS.contentMax),
  fileIds,
});

/** `POST /complaints/:id/evidence`. */
export const complaintStatementRules = z.object({
  content: requiredBody(COMPLAINT_LIMITS.contentMax),
  fileIds,
});

/** `POST /desk/complaints/:id/resolve`. */
export const complaintResolutionRules = z.object({
  upheld: z.boolean({ error: '请选择投诉是否成立（upheld）' }),
  result: requiredBody(COMPLAINT_LIMITS.contentMax),
});
