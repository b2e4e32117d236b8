import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LoginResult,
  OutboxMessage,
  PasswordResetResult,
  User,
} from '../../../src/lib/shared/contract.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { DEMO_MOBILE, startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let nextMobile = 13_900_000_100;
const freshMobile = () => String(nextMobile++);

async function outbox(mobile: string): Promise<OutboxMessage[]> {
  const { body } = await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`);
  return body.data;
}

async function registrationCode(mobile: string): Promise<string> {
  const sent = await server.api('POST', '/sms/code', { body: await smsCodeBody(server, mobile, 'register') });
  expect(sent.status).toBe(200);
  const message = (await outbox(mobile))[0];
  if (!message) throw new Error(`no SMS for ${mobile}`);
  expect(message.purpose).toBe('register');
  expect(message.text).toContain('注册');
  return message.code;
}

/** A registration as the form sends it: the agreement ticked unless the body says otherwise. */
const register = (body: Record<string, unknown>) =>
  server.api<LoginResult>('POST', '/auth/register', { body: { agreed: true, ...body } });

describe('POST /auth/register', () => {
  it('creates the account, signs it in and lets it log in with the account name or the mobile', async () => {
    const mobile = freshMobile();
    const code = await registrationCode(mobile);
    const answer = await register({ mobile, code, account: 'newcomer1', password: 'first-pass1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.data.user).toMatchObject({ account: 'newcomer1', nickname: 'newcomer1' });
    expect(answer.body.data.user.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);

    const current = await server.api<User>('GET', '/user/current', { token: answer.body.data.token });
    expect(current.body.data.account).toBe('newcomer1');
    expect(await server.login('newcomer1', 'first-pass1')).toBeTruthy();
    expect(await server.login(mobile, 'first-pass1')).toBeTruthy();
  });

  it('spends a code once', async () => {
    const mobile = freshMobile();
    const code = await registrationCode(mobile);
    expect((await register({ mobile, code, account: 'onceonly', password: 'first-pass1' })).status).toBe(200);
    const again = await register({ mobile, code, account: 'twiceover', password: 'first-pass1' });
    expect(again.body).toMatchObject({ success: false, errorCode: 10005, errorMsg: '验证码错误或已过期' });
  });

  it('refuses a wrong code and creates nothing', async () => {
    const mobile = freshMobile();
    await registrationCode(mobile);
    const wrong = await register({ mobile, code: '000000', account: 'wrongcode', password: 'first-pass1' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 10005 });
    expect(await server.store.get("SELECT 1 FROM users WHERE account = 'wrongcode'")).toBeUndefined();
  });

  it('sends no code to a mobile that already has an account, so its registration cannot succeed', async () => {
    const sent = await server.api('POST', '/sms/code', {
      body: await smsCodeBody(server, DEMO_MOBILE, 'register'),
    });
    // The same answer as for a free mobile: nobody learns which numbers are registered.
    expect(sent.status).toBe(200);
    expect((await outbox(DEMO_MOBILE)).filter((message) => message.purpose === 'register')).toEqual([]);
    const guess = await register({
      mobile: DEMO_MOBILE,
      code: '123456',
      account: 'thief01',
      password: 'first-pass1',
    });
    expect(guess.body.errorCode).toBe(10005);
  });

  it('says at once when the account name is taken, also when it only looks like another name', async () => {
    await insertUser(server.store, { account: 'takenname', password: 'some-pass1', mobile: freshMobile() });
    const mobile = freshMobile();
    const code = await registrationCode(mobile);
    for (const account of ['takenname', 'TakenName', 'demo']) {
      const answer = await register({ mobile, code, account, password: 'first-pass1' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errorCode: 10001,
        errorMsg: '账号（account）已被使用，请换一个账号',
      });
    }
    // The code was not spent on a refused name.
    expect((await register({ mobile, code, account: 'freename', password: 'first-pass1' })).status).toBe(200);
  });

  it('applies the shared rules to every field, naming the field', async () => {
    const mobile = freshMobile();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ mobile: '12345', code: '123456', account: 'goodname', password: 'first-pass1' }, /手机号/],
      [{ mobile, code: '12', account: 'goodname', password: 'first-pass1' }, /验证码/],
      [{ mobile, code: '123456', account: '1bad', password: 'first-pass1' }, /账号.*字母开头/],
      [{ mobile, code: '123456', account: 'goodname', password: 'short1' }, /密码/],
      [{ mobile, code: '123456', account: 'goodname', password: 'onlyletters' }, /字母和数字/],
      [{ mobile, code: '123456', account: 'goodname' }, /请输入密码/],
      [
        { mobile, code: '123456', account: 'goodname', password: 'first-pass1', agreed: false },
        /^请勾选“我已阅读并同意《用户协议》和《隐私政策》（agreed）”$/,
      ],
      [
        { mobile, code: '123456', account: 'goodname', password: 'first-pass1', agreed: 'yes' },
        /请勾选“我已阅读并同意《用户协议》和《隐私政策》/,
      ],
      // Left out (JSON has no undefined): refused in the same words.
      [
        { mobile, code: '123456', account: 'goodname', password: 'first-pass1', agreed: undefined },
        /请勾选“我已阅读并同意《用户协议》和《隐私政策》/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await register(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errorCode).toBe(10001);
      expect(answer.body.errorMsg).toMatch(message);
    }
  });

  it('takes JSON only', async () => {
    const answer = await server.api('POST', '/auth/register', {
      rawBody: 'mobile=1&code=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
  });
});

describe('POST /auth/password/reset names the account', () => {
  it('answers the account name of the mobile whose owner proved it', async () => {
    const mobile = freshMobile();
    await insertUser(server.store, { account: 'forgotname', password: 'old-pass01', mobile });
    await server.api('POST', '/sms/code', { body: await smsCodeBody(server, mobile, 'reset') });
    const code = (await outbox(mobile))[0]!.code;
    const reset = await server.api<PasswordResetResult>('POST', '/auth/password/reset', {
      body: { mobile, code, newPassword: 'new-pass02' },
    });
    expect(reset.body.data).toEqual({ account: 'forgotname' });
  });
});

describe('a database made before registration codes existed', () => {
  it('is upgraded on open: old codes kept, registration codes accepted', () => {
    const directory = mkdtempSync(join(tmpdir(), 'portal-upgrade-'));
    const file = join(directory, 'portal.db');
    try {
      const fresh = openDatabase(file, { create: true }).db;
      fresh
        .prepare(
          "INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES ('13900000000', 'reset', 'h', 'a', 'b')",
        )
        .run();
      const definition = (
        fresh.prepare("SELECT sql FROM sqlite_master WHERE name = 'sms_codes'").get() as { sql: string }
      ).sql;
      fresh.close();
      // Put back the table as the previous release made it: its CHECK without 'register'.
      const raw = new DatabaseSync(file);
      raw.exec('ALTER TABLE sms_codes RENAME TO sms_codes_old');
      raw.exec(definition.replace(", 'register'", ''));
      raw.exec('INSERT INTO sms_codes SELECT * FROM sms_codes_old; DROP TABLE sms_codes_old');
      expect(() =>
        raw
          .prepare(
            "INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES ('1', 'register', 'h', 'a', 'b')",
          )
          .run(),
      ).toThrow(/CHECK/);
      raw.close();

      const upgraded = openDatabase(file, { create: false }).db;
      upgraded
        .prepare(
          "INSERT INTO sms_codes (mobile, purpose, code_hash, created_at, expires_at) VALUES ('13900000001', 'register', 'h', 'a', 'b')",
        )
        .run();
      const rows = upgraded.prepare('SELECT mobile, purpose FROM sms_codes ORDER BY id').all();
      expect(rows).toEqual([
        { mobile: '13900000000', purpose: 'reset' },
        { mobile: '13900000001', purpose: 'register' },
      ]);
      const indexes = upgraded
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'sms_codes'")
        .all() as { name: string }[];
      expect(indexes.map((index) => index.name)).toEqual(
        expect.arrayContaining(['sms_codes_mobile', 'sms_codes_created', 'sms_codes_client']),
      );
      upgraded.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
