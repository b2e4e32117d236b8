import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../../server/domain/errors.ts';
import { validate } from '../../../server/http/input.ts';
import {
  creditCode,
  creditCodeCheckCharacter,
  creditCodeProblem,
  normalizeCreditCode,
  type CreditCodeProblem,
} from '../../../src/lib/shared/rules/credit-code.ts';
import { checkValue } from '../../../src/lib/shared/rules/rule.ts';

/** Codes printed on real business licences (GB 32100-2015's own example first). */
const VALID = [
  '91350100M000100Y43',
  '914403001922038216',
  '91440300708461136T',
  '91330100716105852F',
  '91310000132149237G',
  '91110108551385082Q',
];

describe.each(VALID)('the valid code %s', (code) => {
  it('has no problem and passes the rule unchanged', () => {
    expect(creditCodeProblem(code)).toBeNull();
    expect(checkValue(creditCode, code, '统一社会信用代码')).toBeNull();
    expect(z.parse(creditCode, code)).toBe(code);
  });

  it('ends in the check character computed from the other 17', () => {
    expect(creditCodeCheckCharacter(code.slice(0, 17))).toBe(code.charAt(17));
  });
});

type Case = [what: string, input: string, problem: CreditCodeProblem, message: string];

const LABEL = '统一社会信用代码';
const cases: Case[] = [
  ['one character short', '91350100M000100Y4', 'length', '统一社会信用代码须为18位'],
  ['one character too many', '91350100M000100Y433', 'length', '统一社会信用代码须为18位'],
  ['the old 15-digit registration number', '310000000000001', 'length', '统一社会信用代码须为18位'],
  [
    'an I, which the standard leaves out',
    '91350100M0001I0Y43',
    'character',
    `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`,
  ],
  ['an O', '91350100M000O00Y43', 'character', `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`],
  ['an S', '9135010SM000100Y43', 'character', `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`],
  ['a V', '91350100M000100V43', 'character', `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`],
  [
    'a Z as the check character',
    '91350100M000100Y4Z',
    'character',
    `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`,
  ],
  ['a hyphen', '91350100-000100Y43', 'character', `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`],
  [
    'a full-width digit',
    '９1350100M000100Y43',
    'character',
    `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`,
  ],
  [
    'a letter in the division code',
    '91A50100M000100Y43',
    'division',
    `${LABEL}第3-8位须为行政区划代码（数字）`,
  ],
  ['a wrong check character', '91350100M000100Y44', 'check', `${LABEL}校验位不正确，请核对后重新输入`],
  ['one digit mistyped', '914403001922038226', 'check', `${LABEL}校验位不正确，请核对后重新输入`],
  ['two neighbours swapped', '91440300708461163T', 'check', `${LABEL}校验位不正确，请核对后重新输入`],
  [
    'the desk’s old made-up test code',
    '91320500MA1TEST01X',
    'character',
    `${LABEL}只能包含数字和大写字母（不含 I、O、S、V、Z）`,
  ],
];

describe.each(cases.map(([what, input, problem, message]) => ({ what, input, problem, message })))(
  '$what ($input)',
  ({ input, problem, message }) => {
    it(`is a ${problem} problem`, () => {
      expect(creditCodeProblem(normalizeCreditCode(input))).toBe(problem);
    });

    it(`the form says ${message}`, () => {
      expect(checkValue(creditCode, input, LABEL)).toBe(message);
    });

    it('the server refuses it with 10001 naming the field', () => {
      const answer = () => validate(z.object({ creditCode }), { creditCode: input });
      expect(answer).toThrow(ApiError);
      expect(answer).toThrow(message.replace(LABEL, `${LABEL}（creditCode）`));
    });
  },
);

describe('typing', () => {
  it('takes lower case, spaces and a trailing blank as the code in capitals', () => {
    expect(z.parse(creditCode, ' 9144 0300 7084 6113 6t ')).toBe('91440300708461136T');
  });

  it('asks for the code when nothing is typed', () => {
    expect(checkValue(creditCode, '   ', LABEL)).toBe('请输入统一社会信用代码');
  });
});
