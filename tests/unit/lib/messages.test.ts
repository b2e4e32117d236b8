import { describe, expect, it } from 'vitest';
import { formatMessage, messages, zhCN } from '../../../src/lib/shared/messages.ts';

describe('formatMessage', () => {
  it.each([
    [zhCN.form.required, { label: '账号' }, '请输入账号'],
    [zhCN.form.chooseRequired, { label: '车型' }, '请选择车型'],
    [zhCN.form.string.len, { label: '验证码', len: 6 }, '验证码须为6个字符'],
    [zhCN.form.string.min, { label: '密码', min: 8 }, '密码最少8个字符'],
    [zhCN.form.string.max, { label: '标题', max: 50 }, '标题最多50个字符'],
    [zhCN.form.string.range, { label: '密码', min: 8, max: 32 }, '密码须在8-32字符之间'],
    [zhCN.form.number.range, { label: '重量', min: 0, max: 100 }, '重量须在0-100之间'],
    [zhCN.form.types, { label: '邮箱', type: 'email' }, '邮箱不是一个有效的email'],
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
    ['itemsPerPage', '条/页'],
    ['jumpTo', '跳至'],
    ['jumpToConfirm', '确定'],
    ['prevPage', '上一页'],
    ['nextPage', '下一页'],
    ['prev5', '向前 5 页'],
    ['next5', '向后 5 页'],
    ['prev3', '向前 3 页'],
    ['next3', '向后 3 页'],
  ] as const)('pagination %s is %s', (key, zh) => {
    expect(zhCN.pagination[key]).toBe(zh);
  });
});
