import { describe, expect, it } from 'vitest';
import { enUS, formatMessage, messages, zhCN } from '../../../src/lib/shared/messages.ts';

describe('formatMessage', () => {
  it.each([
    [zhCN.form.required, { label: '账号' }, '请输入账号'],
    [zhCN.form.chooseRequired, { label: '车型' }, '请选择车型'],
    [enUS.form.chooseRequired, { label: 'vehicle type' }, 'Please select vehicle type'],
    [zhCN.form.string.len, { label: '验证码', len: 6 }, '验证码须为6个字符'],
    [zhCN.form.string.min, { label: '密码', min: 8 }, '密码最少8个字符'],
    [zhCN.form.string.max, { label: '标题', max: 50 }, '标题最多50个字符'],
    [zhCN.form.string.range, { label: '密码', min: 8, max: 32 }, '密码须在8-32字符之间'],
    [zhCN.form.number.range, { label: '重量', min: 0, max: 100 }, '重量须在0-100之间'],
    [zhCN.form.types, { label: '邮箱', type: 'email' }, '邮箱不是一个有效的email'],
    [enUS.form.required, { label: 'account' }, 'Please enter account'],
    ['${label} and ${missing}', { label: 'x' }, 'x and ${missing}'],
  ])('%s with %o → %s', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});

describe('catalogues', () => {
  it('default to zh-CN', () => {
    expect(messages.locale).toBe('zh-CN');
  });

  it.each([
    ['itemsPerPage', '条/页', '/ page'],
    ['jumpTo', '跳至', 'Go to'],
    ['jumpToConfirm', '确定', 'confirm'],
    ['prevPage', '上一页', 'Previous Page'],
    ['nextPage', '下一页', 'Next Page'],
    ['prev5', '向前 5 页', 'Previous 5 Pages'],
    ['next5', '向后 5 页', 'Next 5 Pages'],
    ['prev3', '向前 3 页', 'Previous 3 Pages'],
    ['next3', '向后 3 页', 'Next 3 Pages'],
  ] as const)('pagination %s is %s / %s', (key, zh, en) => {
    expect(zhCN.pagination[key]).toBe(zh);
    expect(enUS.pagination[key]).toBe(en);
  });
});
