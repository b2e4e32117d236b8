/**
 * How a rule speaks. A rule is a `zod/mini` schema whose checks carry message templates from the
 * form layer's catalogue with `${label}` left open; the browser fills in the field's label
 * (`请输入昵称`), the server the label and the request key (`请输入昵称（nickname）`), so both sides
 * say the same thing and a form can tell from the server's answer which field it is about.
 */
import * as z from 'zod/mini';
import { formatMessage, messages } from '../messages.ts';

export type Rule<T = unknown> = z.ZodMiniType<T>;
export type Issue = z.core.$ZodIssue;

const form = messages.form;

/** `请输入${label}`. */
export const REQUIRED = form.required;

/** `请选择${label}`: a required value that is chosen (a select, a place), not typed. */
export const CHOOSE_REQUIRED = form.chooseRequired;

/** A catalogue template with its numbers filled in and `${label}` still open. */
export const template = (text: string, values: Readonly<Record<string, string | number>> = {}): string =>
  formatMessage(text, values);

/** `${label}须在${min}-${max}字符之间`, or `${label}最多${max}个字符` when only the maximum matters. */
export const lengthMessage = (min: number, max: number): string =>
  min <= 1 ? template(form.string.max, { max }) : template(form.string.range, { min, max });

/** `${label}须在${min}-${max}之间`. */
export const rangeMessage = (min: number, max: number): string => template(form.number.range, { min, max });

/** `${label}不是一个有效的${type}`. */
export const typeMessage = (type: string): string => template(form.types, { type });

const TYPE_NAMES: Readonly<Record<string, string>> = { number: '数字', string: '文本', boolean: '选项' };

/** The message of one failed check for a field called `label`. */
export function issueMessage(issue: Issue, label: string): string {
  if (issue.message.includes('${label}')) return formatMessage(issue.message, { label });
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === '') return formatMessage(REQUIRED, { label });
    return formatMessage(form.types, { label, type: TYPE_NAMES[issue.expected] ?? issue.expected });
  }
  return formatMessage(form.default, { label });
}

/** The first message of `rule` for `value`, or null when the value passes. */
export function checkValue(rule: Rule, value: unknown, label: string): string | null {
  const result = z.safeParse(rule, value, { reportInput: true });
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? issueMessage(issue, label) : null;
}
