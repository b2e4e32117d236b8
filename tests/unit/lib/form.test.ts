import { describe, expect, it } from 'vitest';
import { deliveryFields } from '../../../src/lib/delivery/delivery-form.ts';
import { LENGTH_ANY_TEXT } from '../../../src/lib/shared/freight-choices.ts';
import {
  fieldMessage,
  formReducer,
  initialFormState,
  validateForm,
  type FieldSpec,
  type FieldSpecs,
  type FormAction,
  type FormState,
  type FormStatus,
} from '../../../src/lib/form/form.ts';
import {
  mobile,
  newPassword,
  numberBetween,
  optionalText,
  requiredText,
} from '../../../src/lib/shared/rules/fields.ts';

type Name = 'mobile' | 'password' | 'weight' | 'remarks';
const fields: FieldSpecs<Name> = {
  mobile: { label: '手机号', kind: 'tel', rule: mobile },
  password: { label: '新密码', kind: 'password', rule: newPassword },
  weight: { label: '重量', kind: 'number', rule: numberBetween(0, 100) },
  remarks: { label: '备注', kind: 'textarea', rule: optionalText(5) },
};
const empty = { mobile: '', password: '', weight: '', remarks: '' };
const filled = { mobile: '13900139000', password: 'abcd1234', weight: '12.5', remarks: '' };

describe('validateForm', () => {
  it('gives every failing field its catalogue message, in the description order', () => {
    const errors = validateForm(fields, empty);
    expect(errors).toEqual({ mobile: '请输入手机号', password: '请输入新密码', weight: '请输入重量' });
    expect(Object.keys(errors)).toEqual(['mobile', 'password', 'weight']);
  });

  it('passes filled values and reads number fields as numbers', () => {
    expect(validateForm(fields, filled)).toEqual({});
    expect(validateForm(fields, { ...filled, weight: '100.5' })).toEqual({ weight: '重量须在0-100之间' });
  });

  it('adds cross-field checks after a field’s own rule', () => {
    const cross = (values: Record<Name, string>) => ({
      remarks: values.remarks === values.password ? '备注不能与密码相同' : null,
      mobile: '不会显示：手机号已有自己的错误',
    });
    expect(validateForm(fields, { ...filled, mobile: '1', remarks: 'abcd1234' }, cross)).toEqual({
      mobile: '请输入正确的手机号',
      remarks: '备注最多5个字符',
    });
    expect(validateForm(fields, { ...filled, remarks: 'ab' }, () => ({ remarks: '备注有误' }))).toEqual({
      remarks: '备注有误',
    });
  });
});

const stateIn = (status: FormStatus, extra: Partial<FormState<Name>> = {}): FormState<Name> => ({
  ...initialFormState(filled),
  status,
  ...extra,
});

describe('a required choice', () => {
  it('a select left empty says 请选择…, a text box 请输入…; a chosen value passes', () => {
    const rule = requiredText(10);
    expect(fieldMessage({ label: '车型', kind: 'select', rule }, '')).toBe('请选择车型');
    expect(fieldMessage({ label: '车型', rule }, '')).toBe('请输入车型');
    expect(fieldMessage({ label: '车型', kind: 'select', rule }, '厢式货车')).toBeNull();
  });

  it('every select of the shipment form and both places say 请选择 when nothing is chosen', () => {
    const specs: FieldSpec[] = Object.values(deliveryFields);
    // The length's empty choice is a choice: 不限 (any length), sent as null.
    const selects = specs.filter((spec) => spec.kind === 'select' && spec.placeholder !== LENGTH_ANY_TEXT);
    expect(selects.length).toBeGreaterThan(0);
    const messages = selects.map((spec) => fieldMessage(spec, ''));
    expect(messages).toEqual(selects.map((spec) => `请选择${spec.label}`));
    expect(deliveryFields.vehicleLengthMeters.placeholder).toBe(LENGTH_ANY_TEXT);
    expect(fieldMessage(deliveryFields.vehicleLengthMeters, '')).toBeNull();
  });
});

describe('formReducer: the finite states', () => {
  type Row = [from: FormStatus, action: FormAction<Name>, to: FormStatus];
  const rows: Row[] = [
    ['editing', { type: 'submit' }, 'submitting'],
    ['failed', { type: 'submit' }, 'submitting'],
    ['done', { type: 'submit' }, 'submitting'],
    ['submitting', { type: 'submit' }, 'submitting'],
    ['submitting', { type: 'succeed' }, 'done'],
    ['submitting', { type: 'fail', errors: {}, message: '网络异常' }, 'failed'],
    ['editing', { type: 'succeed' }, 'editing'],
    ['editing', { type: 'fail', errors: {}, message: 'x' }, 'editing'],
    ['failed', { type: 'change', name: 'mobile', value: '1' }, 'editing'],
    ['done', { type: 'change', name: 'mobile', value: '1' }, 'editing'],
    ['submitting', { type: 'change', name: 'mobile', value: '1' }, 'submitting'],
    ['editing', { type: 'invalid', errors: { mobile: '请输入手机号' } }, 'editing'],
    ['submitting', { type: 'invalid', errors: { mobile: '请输入手机号' } }, 'submitting'],
    ['submitting', { type: 'reset', values: filled }, 'editing'],
    ['done', { type: 'reset', values: filled }, 'editing'],
  ];
  it.each(rows)('%s + %j → %s', (from, action, to) => {
    expect(formReducer(stateIn(from), action).status).toBe(to);
  });
});

describe('formReducer: values, messages and focus attempts', () => {
  it('a change sets the value and clears only that field’s message', () => {
    const state = stateIn('editing', { errors: { mobile: 'a', password: 'b' } });
    const next = formReducer(state, { type: 'change', name: 'mobile', value: '139' });
    expect(next.values.mobile).toBe('139');
    expect(next.errors).toEqual({ password: 'b' });
  });

  it('shown errors count as a new attempt; submitting clears messages', () => {
    const invalid = formReducer(stateIn('editing'), { type: 'invalid', errors: { mobile: '请输入手机号' } });
    expect(invalid.attempt).toBe(1);
    const sending = formReducer(invalid, { type: 'submit' });
    expect(sending).toMatchObject({ errors: {}, message: '', attempt: 1 });
    const failed = formReducer(sending, {
      type: 'fail',
      errors: { password: '新密码不能与原密码相同' },
      message: '',
    });
    expect(failed).toMatchObject({
      status: 'failed',
      errors: { password: '新密码不能与原密码相同' },
      attempt: 2,
    });
  });

  it('reset starts over with the given values', () => {
    const state = stateIn('failed', { errors: { mobile: 'x' }, message: 'y', attempt: 3 });
    expect(formReducer(state, { type: 'reset', values: empty })).toEqual(initialFormState(empty));
  });
});

describe('formReducer: messages while editing', () => {
  it('report sets and clears single fields and counts an attempt only when something is shown', () => {
    const state = stateIn('editing', { errors: { password: 'b' } });
    const shown = formReducer(state, { type: 'report', errors: { mobile: '请输入正确的新手机号' } });
    expect(shown).toMatchObject({ errors: { password: 'b', mobile: '请输入正确的新手机号' }, attempt: 1 });
    const cleared = formReducer(shown, { type: 'report', errors: { mobile: null, password: null } });
    expect(cleared).toMatchObject({ errors: {}, attempt: 1, status: 'editing' });
    const wide = formReducer(cleared, { type: 'report', errors: {}, message: '验证码发送失败' });
    expect(wide).toMatchObject({ message: '验证码发送失败', attempt: 2 });
    expect(formReducer(stateIn('submitting'), { type: 'report', errors: { mobile: 'x' } }).errors).toEqual(
      {},
    );
  });
});
