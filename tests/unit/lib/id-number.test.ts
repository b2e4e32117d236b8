/** 身份证号 by GB 11643: the check character (X included), each kind of problem, and the rule's normalising. */
import { describe, expect, it } from 'vitest';
import {
  idNumber,
  idNumberCheckCharacter,
  idNumberProblem,
  normalizeIdNumber,
} from '../../../src/lib/shared/rules/id-number.ts';
import { checkValue } from '../../../src/lib/shared/rules/rule.ts';

describe('the check character', () => {
  it.each([
    // The standard's own examples: one ends in X, one in a digit.
    ['11010519491231002', 'X'],
    ['44052418800101001', '4'],
  ])('of %s is %s', (first17, check) => {
    expect(idNumberCheckCharacter(first17)).toBe(check);
  });
});

describe('idNumberProblem', () => {
  it.each([
    ['11010519491231002X', null],
    ['440524188001010014', 'birth'],
    ['440524198001010014', 'check'],
    ['1101051949123100', 'length'],
    ['11010519491231002Y', 'character'],
    ['11010519491331002X', 'birth'],
    ['110105194912310021', 'check'],
    // Two neighbouring digits swapped.
    ['11010519491213002X', 'check'],
  ])('%s → %s', (value, problem) => {
    expect(idNumberProblem(value)).toBe(problem);
  });
});

describe('the rule', () => {
  it('takes a lower-case x and spaces as typed, and names the field in each message', () => {
    expect(normalizeIdNumber(' 110105 19491231002x ')).toBe('11010519491231002X');
    expect(checkValue(idNumber, '11010519491231002x', '身份证号')).toBeNull();
    expect(checkValue(idNumber, '', '身份证号')).toMatch(/身份证号/);
    expect(checkValue(idNumber, '110105194912310021', '身份证号')).toBe(
      '身份证号校验位不正确，请核对后重新输入',
    );
    expect(checkValue(idNumber, '12345', '身份证号')).toBe('身份证号须为18位');
  });
});
