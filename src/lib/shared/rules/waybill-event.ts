/**
 * What a waybill's step carries (`POST /waybills/:id/events`, docs/api.md, Quotes and waybills). Its
 * own module: a schema built when its module loads stays in every bundle that imports the module,
 * and the pages send steps without a schema of their own (the server checks).
 */
import * as z from 'zod/mini';
import { WAYBILL_EVENT_TYPES } from '../contract.ts';
import { QUOTE_LIMITS } from './quote-limits.ts';
import { FILE_ID } from '../files.ts';
import { oneOf } from './choices.ts';
import { optionalBody } from './fields.ts';

/** `POST /waybills/:id/events`; who may send which, and what it needs, is the step table's (waybill-steps.ts). */
export const waybillEventRules = z.object({
  type: oneOf(WAYBILL_EVENT_TYPES),
  note: z._default(optionalBody(QUOTE_LIMITS.noteMax), ''),
  fileIds: z._default(
    z.array(z.string().check(z.regex(FILE_ID, '${label}不存在'))).check(z.maxLength(QUOTE_LIMITS.filesMax)),
    [],
  ),
});

export type WaybillEventInput = z.infer<typeof waybillEventRules>;
