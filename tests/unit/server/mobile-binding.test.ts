/**
 * Binding another mobile: bind codes only for a signed-in user and only for that account, and
 * `PUT /user/mobile` asking for the current password and answering one way for a taken number and a
 * wrong code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage, User } from '../../../src/lib/shared/contract.ts';
import { DEMO_MOBILE, startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let clock = Date.parse('2026-11-24T01:00:00.000Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

/** Every test sends its own codes; the next one starts after the resend cooldown. */
const laterOn = () => {
  clock += 61_000;
};

const sendBindCode = async (mobile: string, token?: string) =>
  server.api('POST', '/sms/code', {
    body: await smsCodeBody(server, mobile, 'bind'),
    ...(token ? { token } : {}),
  });

async function outbox(mobile: string): Promise<OutboxMessage[]> {
  return (await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`)).body.data;
}

const bind = (token: string, body: { mobile: string; code: string; password?: string }) =>
  server.api<User>('PUT', '/user/mobile', { token, body });

const storedMobile = async (account: string): Promise<string> =>
  ((await server.store.get('SELECT mobile FROM users WHERE account = ?', account)) as { mobile: string })
    .mobile;

async function signedIn(account: string, mobile: string): Promise<string> {
  await insertUser(server.store, { account, password: 'pass-word1', mobile });
  return server.login(account, 'pass-word1');
}

describe('POST /sms/code for binding', () => {
  it('answers 10002 without a token and 401 with an unknown one, and sends nothing', async () => {
    laterOn();
    const missing = await sendBindCode('15800000001');
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({
      success: false,
      errorCode: 10002,
      errorMsg: '登录已过期，请重新登录',
    });
    const unknown = await sendBindCode('15800000001', 'not-a-real-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorCode).toBe(10002);
    expect(await outbox('15800000001')).toEqual([]);
  });

  it("ties the code to the account that asked: another account's token cannot use it, and nothing changes", async () => {
    laterOn();
    const owner = await signedIn('bindowner', '13600000011');
    const other = await signedIn('bindother', '13600000012');
    expect((await sendBindCode('15800000002', owner)).body.success).toBe(true);
    const code = (await outbox('15800000002'))[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const stolen = await bind(other, { mobile: '15800000002', code, password: 'pass-word1' });
    expect(stolen.body).toMatchObject({ errorCode: 10005, errorMsg: '验证码错误或已过期' });
    expect(await storedMobile('bindother')).toBe('13600000012');
    expect(await storedMobile('bindowner')).toBe('13600000011');

    // The owner's code was not touched by the other account's try.
    const own = await bind(owner, { mobile: '15800000002', code, password: 'pass-word1' });
    expect(own.body.data.mobile).toBe('158****0002');
    expect(await storedMobile('bindowner')).toBe('15800000002');
  });

  it("sends the same answer for another account's mobile, but never delivers the code", async () => {
    laterOn();
    const token = await signedIn('bindprobe', '13600000013');
    const taken = await sendBindCode(DEMO_MOBILE, token);
    const free = await sendBindCode('15800000003', token);
    expect([taken.status, taken.body]).toEqual([free.status, free.body]);
    expect((await outbox(DEMO_MOBILE)).filter((message) => message.purpose === 'bind')).toEqual([]);
    expect(await outbox('15800000003')).toHaveLength(1);
  });
});

describe('PUT /user/mobile', () => {
  it('answers a mobile of another account exactly as a wrong code', async () => {
    laterOn();
    const token = await signedIn('binder', '13600000014');
    await sendBindCode(DEMO_MOBILE, token);
    await sendBindCode('15800000004', token);
    const code = (await outbox('15800000004'))[0]?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    const taken = await bind(token, { mobile: DEMO_MOBILE, code: '123456', password: 'pass-word1' });
    const wrongCode = await bind(token, { mobile: '15800000004', code: wrong, password: 'pass-word1' });
    expect([taken.status, taken.body]).toEqual([wrongCode.status, wrongCode.body]);
    expect(taken.body).toEqual({
      success: false,
      errorCode: 10005,
      errorMsg: '验证码错误或已过期',
      data: null,
    });
    expect(await storedMobile('binder')).toBe('13600000014');
  });

  it('refuses a wrong or missing current password before looking at the code, and keeps the code', async () => {
    laterOn();
    const token = await signedIn('borrowed', '13600000015');
    await sendBindCode('15800000005', token);
    const code = (await outbox('15800000005'))[0]?.code ?? '';

    const missing = await bind(token, { mobile: '15800000005', code });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorCode: 10001, errorMsg: '请输入密码（password）' });
    const wrong = await bind(token, { mobile: '15800000005', code, password: 'guess-0001' });
    expect(wrong.body).toEqual({ success: false, errorCode: 10003, errorMsg: '当前密码错误', data: null });
    expect(await storedMobile('borrowed')).toBe('13600000015');

    const right = await bind(token, { mobile: '15800000005', code, password: 'pass-word1' });
    expect(right.body.data.mobile).toBe('158****0005');
  });

  it('counts wrong current passwords against the login limit', async () => {
    laterOn();
    const token = await signedIn('stolen', '13600000016');
    await sendBindCode('15800000006', token);
    const code = (await outbox('15800000006'))[0]?.code ?? '';
    const guess = (password: string) => bind(token, { mobile: '15800000006', code, password });
    // The login throttle's free failures per account (5), then a wait, with no known-address exemption.
    for (let i = 0; i < 5; i += 1) expect((await guess(`guess-000${i}`)).body.errorCode).toBe(10003);
    const sixth = await guess('guess-0005');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ errorCode: 10004 });
    expect(sixth.body.errorMsg).toMatch(/^密码错误次数过多，请 \d+ 秒后再试$/);
    expect((await guess('pass-word1')).body.errorCode).toBe(10004);
    expect(await storedMobile('stolen')).toBe('13600000016');
  });
});
