/**
 * The form store: checks before sending, one submission at a time, and the server's refusals put
 * under the field they name, against the real reference server.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as accountApi from '../../../src/lib/account/api.ts';
import * as offersApi from '../../../src/lib/offers/api.ts';
import * as sessionApi from '../../../src/lib/request/api.ts';
import { requestSmsCode } from '../../../src/lib/account/sms-code.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { FormRefusal } from '../../../src/lib/request/refusal.ts';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request/request.ts';
import { currentPassword, mobile as mobileRule, newPassword } from '../../../src/lib/shared/rules/fields.ts';
import { validateConfirmPassword, ValidationTexts } from '../../../src/lib/form/validation.ts';
import { createForm } from '../../../src/stores/form.ts';
import { recordEffects, type RecordedEffects } from '../helpers/effects.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';

let server: ReferenceServer;
let effects: RecordedEffects;

beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  resetRequestConfiguration();
  await server.close();
});
beforeEach(async () => {
  resetRequestConfiguration();
  effects = recordEffects();
  configureRequest({ ...effects, origin: server.url });
  const result = await accountApi.login({ account: DEMO.account, password: DEMO.password });
  effects.token = result.token;
});

const passwordForm = () =>
  createForm({
    fields: {
      oldPassword: { label: '原密码', kind: 'password', rule: currentPassword },
      newPassword: { label: '新密码', kind: 'password', rule: newPassword },
    },
    codeFields: { [ErrorCodes.wrongCredentials]: 'oldPassword' },
  });

describe('before sending', () => {
  it('an invalid form never calls send and shows each field’s message', async () => {
    const form = passwordForm();
    let sent = 0;
    const result = await form.submit(() => {
      sent += 1;
      return Promise.resolve();
    });
    expect(result).toBeUndefined();
    expect(sent).toBe(0);
    expect(form.$state.get()).toMatchObject({
      status: 'editing',
      errors: { oldPassword: '请输入原密码', newPassword: '请输入新密码' },
      attempt: 1,
    });
  });

  it('a second submit while the first is in flight is ignored', async () => {
    const form = passwordForm();
    form.change('oldPassword', 'x');
    form.change('newPassword', 'abcd1234');
    let release!: () => void;
    let sent = 0;
    const send = () => {
      sent += 1;
      return new Promise<string>((resolve) => (release = () => resolve('ok')));
    };
    const first = form.submit(send);
    expect(form.$state.get().status).toBe('submitting');
    expect(await form.submit(send)).toBeUndefined();
    release();
    expect(await first).toBe('ok');
    expect(sent).toBe(1);
    expect(form.$state.get().status).toBe('done');
  });
});

describe('the server’s refusal lands on its field', () => {
  const change = (form: ReturnType<typeof passwordForm>, oldPassword: string, password: string) => {
    form.change('oldPassword', oldPassword);
    form.change('newPassword', password);
  };
  const send = (values: { oldPassword: string; newPassword: string }) =>
    accountApi.changePassword(values, { hideMessage: true });

  it('10001 naming newPassword goes under 新密码, without the request key', async () => {
    const form = passwordForm();
    change(form, DEMO.password, DEMO.password);
    expect(await form.submit(send)).toBeUndefined();
    expect(form.$state.get()).toMatchObject({
      status: 'failed',
      errors: { newPassword: '新密码不能与原密码相同' },
      message: '',
    });
    expect(effects.toasts).toEqual([]);
  });

  it('a business code mapped to a field (10003 → oldPassword) goes under it', async () => {
    const form = passwordForm();
    change(form, 'wrong-password1', 'abcd12345');
    await form.submit(send);
    expect(form.$state.get()).toMatchObject({ status: 'failed', errors: { oldPassword: '原密码错误' } });
  });

  it('10001 naming an item of a list field (destinationCodes.0) goes under that field', async () => {
    const form = createForm({ fields: { destinationCodes: { label: '目的地' } } });
    form.change('destinationCodes', '999900');
    const today = chinaDay();
    await form.submit((values) =>
      offersApi.createOffer(
        {
          kind: 'vehicle',
          originCode: '320508',
          destinationCodes: values.destinationCodes.split(','),
          plate: '沪A12345',
          vehicleLengthMeters: 9.6,
          vehicleType: '厢式货车',
          capacityTons: 18,
          capacityCubic: null,
          availableFrom: today,
          availableTo: today,
          price: null,
          priceNegotiable: true,
          contactName: '李师傅',
          contactPhone: '13698765432',
          remarks: '',
        },
        sessionApi.newIdempotencyKey(),
        { hideMessage: true },
      ),
    );
    expect(form.$state.get()).toMatchObject({
      status: 'failed',
      errors: { destinationCodes: '目的地须为省或市' },
      message: '',
    });
  });

  it('10001 for a field the form does not have is shown above the form', async () => {
    const form = createForm({ fields: { realName: { label: '真实姓名' } } });
    form.change('realName', '张三');
    await form.submit(() =>
      accountApi.updateProfile(
        { nickname: '', realName: '张三', company: '', email: '' },
        { hideMessage: true },
      ),
    );
    expect(form.$state.get()).toMatchObject({
      status: 'failed',
      errors: {},
      message: '请输入昵称（nickname）',
    });
  });

  it('a field without a browser rule still gets the server’s shared-rule message', async () => {
    const form = createForm({ fields: { nickname: { label: '昵称' } } });
    form.change('nickname', '长'.repeat(21));
    await form.submit((values) =>
      accountApi.updateProfile(
        { nickname: values.nickname, realName: '', company: '', email: '' },
        { hideMessage: true },
      ),
    );
    expect(form.$state.get().errors).toEqual({ nickname: '昵称最多20个字符' });
  });

  it('a network failure is one form-wide message, with the fallback text', async () => {
    const form = createForm({ fields: { nickname: { label: '昵称' } }, failureText: '保存失败' });
    await form.submit(() => Promise.reject(new Error('boom')));
    expect(form.$state.get()).toMatchObject({ status: 'failed', message: '保存失败' });
  });
});

describe('side checks while editing', () => {
  const mobileForm = () =>
    createForm({
      fields: { mobile: { label: '新手机号', kind: 'tel', rule: mobileRule }, code: { label: '验证码' } },
      codeFields: { [ErrorCodes.tooManyAttempts]: 'mobile' },
    });

  it('checkField shows one field’s message and clears it once the value passes', () => {
    const form = mobileForm();
    form.change('mobile', '123');
    expect(form.checkField('mobile')).toBe(false);
    expect(form.$state.get().errors).toEqual({ mobile: '请输入正确的新手机号' });
    form.change('mobile', '13900139000');
    expect(form.checkField('mobile')).toBe(true);
    expect(form.$state.get().errors).toEqual({});
  });

  it('report puts a refused side request (a second code within the cooldown: 10004) on its field', async () => {
    const form = mobileForm();
    const send = () => requestSmsCode({ mobile: '13900139011', purpose: 'bind' }, { hideMessage: true });
    await send();
    form.report(await send().catch((error: unknown) => error));
    expect(form.$state.get().errors.mobile).toMatch(/^验证码发送过于频繁，请 (59 秒|1 分钟)后再试$/);
  });

  it('report places by the codes it is given, in place of the form’s own (which are for its submit)', async () => {
    const form = createForm({
      fields: {
        mobile: { label: '新手机号', kind: 'tel', rule: mobileRule },
        password: { label: '当前密码' },
      },
      codeFields: { [ErrorCodes.tooManyAttempts]: 'password' },
    });
    const send = () => requestSmsCode({ mobile: '13900139012', purpose: 'bind' }, { hideMessage: true });
    await send();
    form.report(await send().catch((error: unknown) => error), { [ErrorCodes.tooManyAttempts]: 'mobile' });
    const { errors } = form.$state.get();
    expect(Object.keys(errors)).toEqual(['mobile']);
    expect(errors.mobile).toMatch(/^验证码发送过于频繁/);
  });
});

describe('typing and refusals of the browser', () => {
  const codeForm = () =>
    createForm({
      fields: { code: { label: '验证码', accept: (value) => value.replace(/\D/g, '').slice(0, 6) } },
      failureText: '登录失败，请稍后重试',
    });

  it('keeps what a field accepts of what was typed', () => {
    const form = codeForm();
    form.change('code', '12a34-5678');
    expect(form.$state.get().values.code).toBe('123456');
  });

  it('shows the message of a FormRefusal above the form, and the fallback for other errors', async () => {
    const form = codeForm();
    form.change('code', '1');
    await form.submit(() => Promise.reject(new FormRefusal('浏览器拒绝保存登录状态')));
    expect(form.$state.get()).toMatchObject({
      status: 'failed',
      message: '浏览器拒绝保存登录状态',
      errors: {},
    });
    await form.submit(() => Promise.reject(new Error('boom')));
    expect(form.$state.get()).toMatchObject({ status: 'failed', message: '登录失败，请稍后重试' });
  });
});

describe('a field left', () => {
  const registerForm = () =>
    createForm({
      fields: {
        password: { label: '密码', kind: 'password', rule: newPassword },
        confirm: { label: '确认密码', kind: 'password' },
      },
      check: (values) => ({ confirm: validateConfirmPassword(values.confirm, values.password) }),
    });

  it('says a 确认密码 that differs at once, without taking the focus', () => {
    const form = registerForm();
    form.change('password', 'Wuliu#2026ab');
    form.change('confirm', 'Wuliu#2026ac');
    form.leave('confirm');
    const state = form.$state.get();
    expect(state.errors.confirm).toBe(ValidationTexts.passwordMismatch);
    expect(state.attempt).toBe(0);
    form.change('confirm', 'Wuliu#2026ab');
    form.leave('confirm');
    expect(form.$state.get().errors.confirm).toBeUndefined();
  });

  it('says nothing of an empty field, and keeps a message it did not make', async () => {
    const form = registerForm();
    form.leave('confirm');
    expect(form.$state.get().errors).toEqual({});
    form.change('password', 'Wuliu#2026ab');
    form.change('confirm', 'Wuliu#2026ab');
    await form.submit(() => Promise.reject(new FormRefusal('浏览器拒绝保存登录信息')));
    form.leave('confirm');
    expect(form.$state.get().message).toBe('浏览器拒绝保存登录信息');
  });
});
