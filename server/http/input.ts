/** Input checked at the edge: a schema's first problem as 10001 with a Chinese message naming the field. */
import { z } from 'zod';
import { issueMessage } from '../../src/lib/shared/rules/rule.ts';
import { FIELD_LABELS } from '../../src/lib/shared/field-labels.ts';
import { AGREEMENT_LABEL } from '../../src/lib/shared/rules/account.ts';
import { invalid } from './errors.ts';

/** The fields' names; the registration's checkbox is named by its whole sentence, kept with its rule. */
const LABELS: Readonly<Record<string, string>> = { ...FIELD_LABELS, agreed: AGREEMENT_LABEL };

export function fieldLabel(path: PropertyKey[]): string {
  const key = path.map(String).join('.');
  // An item of a list (`destinationCodes.0`) is named by its list.
  const named = path.map(String).filter((part) => !/^\d+$/.test(part));
  const label = LABELS[key] ?? LABELS[named[named.length - 1] ?? ''];
  return label ? `${label}（${key}）` : key || '请求内容';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const label = fieldLabel(issue.path);
  // The shared rules (src/lib/rules) carry the forms' own messages: the browser says the same.
  if (issue.message.includes('${label}')) return issueMessage(issue, label);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label}不能为空`;
      return issue.expected === 'int' ? `${label}必须是整数` : `${label}类型不正确`;
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? `${label}不能为空`
        : issue.origin === 'string'
          ? `${label}不能少于${issue.minimum}个字符`
          : issue.inclusive === false
            ? `${label}必须大于${issue.minimum}`
            : `${label}不能小于${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${label}不能超过${issue.maximum}个字符`
        : `${label}不能大于${issue.maximum}`;
    case 'invalid_value':
      return issue.input === undefined ? `${label}不能为空` : `${label}取值不正确`;
    case 'unrecognized_keys':
      return `不支持的字段：${issue.keys.join('、')}`;
    default:
      return issue.message && /[\u4e00-\u9fa5]/.test(issue.message)
        ? `${label}${issue.message}`
        : `${label}格式不正确`;
  }
}

/** Parses `value` with `schema`, or throws 10001 with a Chinese message naming the first bad field. */
export function validate<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  // reportInput: tells an absent field (不能为空) from one of the wrong type (类型不正确).
  // z.safeParse takes the shared rules written with zod/mini as well as the server's own schemas.
  const result = z.safeParse(schema, value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(issue ? describeIssue(issue) : '请求参数不正确');
}
