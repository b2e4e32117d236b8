/** Input checked at the edge: a schema's first problem as 10001 with a Chinese message naming the field. */
import { z } from 'zod';
import { formatMessage, messages, requestMessages } from '../../src/lib/shared/messages.ts';
import { issueMessage } from '../../src/lib/shared/rules/rule.ts';
import { FIELD_LABELS } from '../../src/lib/shared/field-labels.ts';
import { AGREEMENT_LABEL } from '../../src/lib/shared/rules/account.ts';
import { COMPLAINT_FIELD_LABELS } from '../../src/lib/shared/rules/complaint.ts';
import { invalid } from '../domain/errors.ts';

const form = messages.form;

/**
 * The fields' names; the registration's checkbox is named by its whole sentence and the complaint's
 * fields by their own table, each kept with its rule.
 */
const LABELS: Readonly<Record<string, string>> = {
  ...FIELD_LABELS,
  ...COMPLAINT_FIELD_LABELS,
  agreed: AGREEMENT_LABEL,
};

export function fieldLabel(path: PropertyKey[]): string {
  const key = path.map(String).join('.');
  // An item of a list (`destinationCodes.0`) is named by its list.
  const named = path.map(String).filter((part) => !/^\d+$/.test(part));
  const label = LABELS[key] ?? LABELS[named[named.length - 1] ?? ''];
  return label ? `${label}（${key}）` : key || '请求内容';
}

/** What a value of the wrong JSON type should have been, in the catalogue's words (`不是一个有效的整数`). */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  number: '数字',
  int: '整数',
  string: '文本',
  boolean: '选项',
  object: '对象',
  array: '列表',
};

/**
 * A zod issue in the words of the message catalogue (src/lib/shared/messages.ts), the forms' own:
 * the shared rules carry their template (`${label}最多60个字符`); the server's own schemas get the
 * template of the same situation (nothing given: 请输入…, too long: 最多…, off the list: 不在可选范围内…).
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  const label = fieldLabel(issue.path);
  if (issue.message.includes('${label}')) return issueMessage(issue, label);
  const say = (text: string, values: Record<string, string | number> = {}) =>
    formatMessage(text, { label, ...values });
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return say(form.required);
      return say(form.types, { type: TYPE_NAMES[issue.expected] ?? issue.expected });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return say(min <= 1 ? form.required : form.string.min, { min });
      return say(issue.inclusive === false ? requestMessages.greaterThan : form.number.min, { min });
    }
    case 'too_big':
      return say(issue.origin === 'string' ? form.string.max : form.number.max, {
        max: Number(issue.maximum),
      });
    case 'invalid_value':
      return say(issue.input === undefined ? form.chooseRequired : form.enum);
    case 'unrecognized_keys':
      return formatMessage(requestMessages.unknownKeys, { keys: issue.keys.join('、') });
    default:
      // A rule's own words without the label (`请选择信息类型（cargo 或 vehicle）`) follow the field's name.
      return /[\u4e00-\u9fa5]/.test(issue.message) ? `${label}${issue.message}` : say(form.default);
  }
}

/** Parses `value` with `schema`, or throws 10001 with a Chinese message naming the first bad field. */
export function validate<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  // reportInput: tells an absent field (请输入…) from one of the wrong type (不是一个有效的…).
  // z.safeParse takes the shared rules written with zod/mini as well as the server's own schemas.
  const result = z.safeParse(schema, value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(issue ? describeIssue(issue) : '请求参数不正确');
}
