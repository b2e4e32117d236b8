import { z } from 'zod';
import { areaPrefix } from '../../src/lib/shared/area-codes.ts';
import { isCalendarDate } from '../../src/lib/shared/china-time.ts';
import { parsePositiveId } from '../../src/lib/shared/ids.ts';
import type { ListQueryShape } from '../../src/lib/shared/list-queries.ts';
import type { FilterRule } from '../../src/lib/shared/list-query.ts';
import { OUTSIDE_LIST } from '../../src/lib/shared/rules/choices.ts';
import { lengthOf } from '../../src/lib/shared/rules/length.ts';
import { lengthMessage, typeMessage } from '../../src/lib/shared/rules/rule.ts';
import { normalizeLine } from '../../src/lib/shared/text.ts';

/**
 * The query strings of the lists, read by the shapes in src/lib/shared/list-queries.ts that the list pages
 * read too. Absent and empty values are `undefined`; a wrong value is 10001 (never silently
 * dropped, never cut short). Messages are completed with the field's Chinese name by `validate` in
 * validation.ts.
 */

/** Empty text (after trimming) is no value. */
const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/**
 * Text normalised as typed text is (src/lib/shared/text.ts), counted as every rule counts
 * (rules/length.ts): a keyword of only invisible characters is no keyword.
 */
export const queryText = (max: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const text = normalizeLine(value);
      if (lengthOf(text) <= max) return text || undefined;
      context.addIssue({ code: 'custom', message: lengthMessage(0, max) });
      return z.NEVER;
    });

/**
 * An item's id (`parsePositiveId`, the one reading of an id). A blank value is no filter, as for
 * every field; digits with space around them (`%201`, `1%20`) are refused, not read as 1.
 */
export const queryId = z
  .string()
  .optional()
  .transform((value, context) => {
    if (present(value) === undefined) return undefined;
    const id = parsePositiveId(value);
    if (id !== null) return id;
    context.addIssue({ code: 'custom', message: '${label}必须是正整数' });
    return z.NEVER;
  });

/** A calendar day `YYYY-MM-DD`. */
export const queryDate = z
  .string()
  .optional()
  .transform(present)
  .refine((value) => value === undefined || isCalendarDate(value), typeMessage('日期'));

/** A GB/T 2260 code of any level, read as the prefix it stands for (`310000` → `31`; area-codes.ts). */
export const queryAreaCode = z
  .string()
  .optional()
  .transform((value, context) => {
    const text = present(value);
    if (text === undefined) return undefined;
    const prefix = areaPrefix(text);
    if (prefix !== null) return prefix;
    context.addIssue({
      code: 'custom',
      message: '${label}必须是 2、4 或 6 位的行政区划代码（如 31、3101、310115）',
    });
    return z.NEVER;
  });

/** One of `values`. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform(present)
    .pipe(z.enum(values, { error: OUTSIDE_LIST }).optional());

type Parsed<R extends FilterRule> = R extends { kind: 'choice'; values: readonly (infer V)[] }
  ? V
  : R extends { kind: 'id' }
    ? number
    : string;

/** What a list's query holds once parsed: each filter of its shape, or undefined. */
export type ListFilter<S extends ListQueryShape> = { [K in keyof S]?: Parsed<S[K]> | undefined };

function ruleSchema(rule: FilterRule) {
  switch (rule.kind) {
    case 'text':
      return queryText(rule.maxLength);
    case 'choice':
      return queryChoice(rule.values as readonly [string, ...string[]]);
    case 'date':
      return queryDate;
    case 'id':
      return queryId;
    case 'areaCode':
      return queryAreaCode;
  }
}

/** The schema of a list's query string, from its shape (`listQueries['/policies']`). */
export function listFilterSchema<S extends ListQueryShape>(shape: S): z.ZodType<ListFilter<S>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([name, rule]) => [name, ruleSchema(rule)]));
  return z.object(fields) as unknown as z.ZodType<ListFilter<S>>;
}
