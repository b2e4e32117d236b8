import { describe, expect, it } from 'vitest';
import {
  passwordStrength,
  required,
  validateConfirmPassword,
  validatePassword,
} from '../../../src/lib/form/validation.ts';

describe('generic validators', () => {
  it.each([
    [required('账号', ''), '请输入账号'],
    [required('账号', '   '), '请输入账号'],
    [required('账号', 'demo'), null],
    [required('标题', '\u200b\u200c\u200d'), '请输入标题'],
    [required('标题', '\ufeff\u2060\u0000'), '请输入标题'],
    [required('内容', '\u0007\n\r\n\t'), '请输入内容'],
    [required('标题', '\u200b冷链'), null],
  ])('%#: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('field validators', () => {
  it.each([
    ['password', validatePassword(''), '请输入密码'],
    ['password', validatePassword('abc123'), '密码须在8-32字符之间'],
    ['password', validatePassword('a1'.repeat(17)), '密码须在8-32字符之间'],
    ['password', validatePassword('abcdefgh'), '密码须同时包含字母和数字'],
    ['password', validatePassword('12345678'), '密码须同时包含字母和数字'],
    ['password', validatePassword('abcd1234'), null],
    ['confirm', validateConfirmPassword('', 'abcd1234'), '请输入确认密码'],
    ['confirm', validateConfirmPassword('abcd12345', 'abcd1234'), '两次输入的密码不一致'],
    ['confirm', validateConfirmPassword('abcd1234', 'abcd1234'), null],
  ])('%s %#', (_field, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcd1234', 'weak'],
    ['Abcd1234', 'medium'],
    ['abcdefgh1234', 'medium'],
    ['Abcd1234!', 'strong'],
    ['Abcdefgh1234', 'strong'],
  ] as const)('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
