import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../../server/domain/errors.ts';
import { validate } from '../../../server/http/input.ts';
import { ruleInput, type FieldKind } from '../../../src/lib/form/form.ts';
import {
  calendarDate,
  currentPassword,
  integerBetween,
  mobile,
  newPassword,
  numberBetween,
  optionalEmail,
  optionalText,
  requiredText,
  smsCode,
} from '../../../src/lib/shared/rules/fields.ts';
import { checkValue, type Rule } from '../../../src/lib/shared/rules/rule.ts';
import { namedField } from '../../../src/lib/form/form-error.ts';

/**
 * Each rule with its message, as the browser shows it for a field and as the server answers for the
 * same request key (10001, the field named as `label（key）` with the server's own label for the
 * key). Both sides run the very same rule.
 */
type Case = [
  rule: string,
  schema: Rule,
  kind: FieldKind,
  label: string,
  key: string,
  input: string,
  browser: string | null,
  server: string | null,
];

const cases: Case[] = [
  ['mobile', mobile, 'tel', '手机号', 'mobile', '', '请输入手机号', '请输入手机号（mobile）'],
  [
    'mobile',
    mobile,
    'tel',
    '新手机号',
    'mobile',
    '12800138000',
    '请输入正确的新手机号',
    '请输入正确的手机号（mobile）',
  ],
  [
    'mobile',
    mobile,
    'tel',
    '手机号',
    'mobile',
    '1380013800',
    '请输入正确的手机号',
    '请输入正确的手机号（mobile）',
  ],
  ['mobile', mobile, 'tel', '手机号', 'mobile', ' 13800138000 ', null, null],
  ['sms code', smsCode, 'code', '验证码', 'code', '', '请输入验证码', '请输入验证码（code）'],
  [
    'sms code',
    smsCode,
    'code',
    '验证码',
    'code',
    '12345a',
    '请输入6位数字验证码',
    '请输入6位数字验证码（code）',
  ],
  ['sms code', smsCode, 'code', '验证码', 'code', '123456', null, null],
  [
    'new password',
    newPassword,
    'password',
    '新密码',
    'newPassword',
    '',
    '请输入新密码',
    '请输入新密码（newPassword）',
  ],
  [
    'new password',
    newPassword,
    'password',
    '新密码',
    'newPassword',
    'abc123',
    '新密码须在8-32字符之间',
    '新密码（newPassword）须在8-32字符之间',
  ],
  [
    'new password',
    newPassword,
    'password',
    '新密码',
    'newPassword',
    'a1'.repeat(17),
    '新密码须在8-32字符之间',
    '新密码（newPassword）须在8-32字符之间',
  ],
  [
    'new password',
    newPassword,
    'password',
    '新密码',
    'newPassword',
    'abcdefgh',
    '新密码须同时包含字母和数字',
    '新密码（newPassword）须同时包含字母和数字',
  ],
  ['new password', newPassword, 'password', '新密码', 'newPassword', 'abcd1234', null, null],
  [
    'current password',
    currentPassword,
    'password',
    '原密码',
    'oldPassword',
    '',
    '请输入原密码',
    '请输入原密码（oldPassword）',
  ],
  [
    'current password',
    currentPassword,
    'password',
    '原密码',
    'oldPassword',
    'x'.repeat(101),
    '原密码最多100个字符',
    '原密码（oldPassword）最多100个字符',
  ],
  [
    'required text',
    requiredText(20),
    'text',
    '昵称',
    'nickname',
    '   ',
    '请输入昵称',
    '请输入昵称（nickname）',
  ],
  [
    'required text',
    requiredText(20),
    'text',
    '昵称',
    'nickname',
    '长'.repeat(21),
    '昵称最多20个字符',
    '昵称（nickname）最多20个字符',
  ],
  ['required text', requiredText(20), 'text', '昵称', 'nickname', '🚚'.repeat(20), null, null],
  // Typed text is normalised first (src/lib/shared/text.ts): what only looks like text is empty.
  [
    'required text',
    requiredText(20),
    'text',
    '昵称',
    'nickname',
    '\u200b\u200c\ufeff\u0000',
    '请输入昵称',
    '请输入昵称（nickname）',
  ],
  ['required text', requiredText(3), 'text', '昵称', 'nickname', '\u200b老张\u2060\u0007', null, null],
  ['optional text', optionalText(20), 'text', '公司', 'company', '\u3000\u200b\u0085', null, null],
  ['mobile', mobile, 'tel', '手机号', 'mobile', '\u200b13812345678\ufeff', null, null],
  [
    'required text',
    requiredText(50, 3),
    'text',
    '标题',
    'title',
    'ab',
    '标题须在3-50字符之间',
    '标题（title）须在3-50字符之间',
  ],
  ['optional text', optionalText(50), 'text', '公司名称', 'company', '', null, null],
  [
    'optional text',
    optionalText(50),
    'text',
    '公司名称',
    'company',
    '司'.repeat(51),
    '公司名称最多50个字符',
    '公司名称（company）最多50个字符',
  ],
  ['email', optionalEmail, 'email', '邮箱', 'email', '', null, null],
  [
    'email',
    optionalEmail,
    'email',
    '邮箱',
    'email',
    'not-an-email',
    '请输入正确的邮箱',
    '请输入正确的邮箱（email）',
  ],
  ['email', optionalEmail, 'email', '邮箱', 'email', 'zhang@example.com', null, null],
  ['number range', numberBetween(0, 100), 'number', '重量', 'weightTons', '', '请输入重量', null],
  [
    'number range',
    numberBetween(0, 100),
    'number',
    '重量',
    'weightTons',
    'abc',
    '重量不是一个有效的数字',
    null,
  ],
  [
    'number range',
    numberBetween(0, 100),
    'number',
    '重量',
    'weightTons',
    '101',
    '重量须在0-100之间',
    '重量（吨）（weightTons）须在0-100之间',
  ],
  ['number range', numberBetween(0, 100), 'number', '重量', 'weightTons', '12.5', null, null],
  [
    'integer range',
    integerBetween(1, 9999),
    'number',
    '件数',
    'pieces',
    '2.5',
    '件数不是一个有效的整数',
    '件数（pieces）不是一个有效的整数',
  ],
  [
    'integer range',
    integerBetween(1, 9999),
    'number',
    '件数',
    'pieces',
    '0',
    '件数须在1-9999之间',
    '件数（pieces）须在1-9999之间',
  ],
  [
    'date',
    calendarDate,
    'date',
    '装货日期',
    'loadingDate',
    '',
    '请输入装货日期',
    '请输入装货日期（loadingDate）',
  ],
  [
    'date',
    calendarDate,
    'date',
    '装货日期',
    'loadingDate',
    '2026-02-30',
    '装货日期不是一个有效的日期',
    '装货日期（loadingDate）不是一个有效的日期',
  ],
  ['date', calendarDate, 'date', '装货日期', 'loadingDate', '2026-12-01', null, null],
];

/** The server's 10001 message for a request whose `key` carries `value`, or null when accepted. */
function serverMessage(schema: Rule, key: string, value: unknown): string | null {
  try {
    validate(z.object({ [key]: schema }), { [key]: value });
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
}

describe.each(
  cases.map(([rule, schema, kind, label, key, input, browser, server]) => ({
    rule,
    schema,
    kind,
    label,
    key,
    input,
    browser,
    server,
  })),
)('$rule, $label $input', ({ schema, kind, label, key, input, browser, server }) => {
  it(`the form says ${browser}`, () => {
    expect(checkValue(schema, ruleInput(kind, input), label)).toBe(browser);
  });

  // The server receives numbers as numbers: the text cases of number fields are the form's alone.
  it.skipIf(kind === 'number' && server === null && browser !== null)(`the server says ${server}`, () => {
    const value = kind === 'number' ? Number(input) : input;
    expect(serverMessage(schema, key, value)).toBe(server);
  });
});

// The server labels fields as `label（key）`; the form reads the key back to put the message in place.
describe('namedField', () => {
  it.each([
    ['请输入昵称（nickname）', { key: 'nickname', text: '请输入昵称' }],
    ['新密码（newPassword）须同时包含字母和数字', { key: 'newPassword', text: '新密码须同时包含字母和数字' }],
    [
      '手机号（mobile）已绑定其他账号，请更换手机号',
      { key: 'mobile', text: '手机号已绑定其他账号，请更换手机号' },
    ],
    ['原密码错误', null],
    ['请输入正确的手机号（11位）', null],
  ])('%s', (message, expected) => {
    expect(namedField(message)).toEqual(expected);
  });
});
