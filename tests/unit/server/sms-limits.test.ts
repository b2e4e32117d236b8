/**
 * SMS send limits and wrong-guess budgets (server/limits/sms-limits.ts) with the production numbers, on a
 * fixed clock. Addresses come from X-Forwarded-For, which the server believes from 127.0.0.1 here.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../src/lib/shared/contract.ts';
import { issueCode } from '../../../server/domain/sms.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';
import { settingsFor } from '../../../server/settings.ts';

const SMS_LIMITS_DEFAULT = settingsFor().smsLimits;

const START = Date.parse('2026-11-24T01:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let server: TestServer;
let clock = START;
beforeEach(async () => {
  clock = START;
  server = await startTestServer({ trustedProxies: ['127.0.0.1'], now: () => clock });
});
afterEach(() => server.close());

/** Moves the server's clock on by `ms`. */
const wait = (ms: number) => {
  clock += ms;
};

const send = async (mobile: string, ip: string) =>
  server.api('POST', '/sms/code', {
    body: await smsCodeBody(server, mobile, 'reset'),
    headers: { 'X-Forwarded-For': ip },
  });

const reset = (mobile: string, ip: string, code: string) =>
  server.api('POST', '/auth/password/reset', {
    body: { mobile, code, newPassword: 'new-pass02' },
    headers: { 'X-Forwarded-For': ip },
  });

async function latestCode(mobile: string): Promise<string> {
  const { body } = await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`);
  return body.data[0]?.code ?? '';
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Sends a code from `ip` and types it wrong `times` times from `guesser` (default `ip`). */
async function sendAndMiss(mobile: string, ip: string, times: number, guesser = ip): Promise<string> {
  expect((await send(mobile, ip)).body.errorCode).toBe(0);
  const code = await latestCode(mobile);
  for (let i = 0; i < times; i += 1)
    expect((await reset(mobile, guesser, wrongFor(code))).body.errorCode).toBe(10005);
  return code;
}

describe('the wrong-guess budget per mobile and address, across fresh codes', () => {
  it('after 10 wrong codes in a day, refuses sending and checking codes for that mobile until the day has passed', async () => {
    await insertUser(server.store, { account: 'guessed', password: 'old-pass01', mobile: '13700000101' });
    const mobile = '13700000101';
    const home = '198.51.100.10';
    await sendAndMiss(mobile, home, 5);
    wait(MINUTE + 1000);
    await sendAndMiss(mobile, home, 4);
    wait(MINUTE + 1000);
    const live = await sendAndMiss(mobile, home, 1);

    // The tenth miss spent the budget: even the right, still live code is refused now.
    const right = await reset(mobile, home, live);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({
      errorCode: 10004,
      errorMsg: '验证码错误次数过多，该手机号暂时不能获取或使用验证码，请 23 小时 58 分钟后再试',
    });
    wait(MINUTE + 1000);
    const another = await send(mobile, home);
    expect(another.status).toBe(429);
    expect(another.body.errorMsg).toBe(
      '验证码错误次数过多，该手机号暂时不能获取或使用验证码，请 23 小时 57 分钟后再试',
    );

    wait(20 * HOUR);
    expect((await send(mobile, home)).body.errorMsg).toMatch(/验证码错误次数过多.*请 3 小时 57 分钟后再试$/);
    // A day after the first miss the budget has room again.
    clock = START + DAY + 1000;
    expect((await send(mobile, home)).body.errorCode).toBe(0);
    expect((await reset(mobile, home, await latestCode(mobile))).body.success).toBe(true);
  });
});

describe('a stranger and the owner of the mobile', () => {
  const mobile = '13700000102';
  const owner = '198.51.100.20';
  const strangers = ['203.0.113.1', '203.0.113.2'];

  it('a stranger spends only their own budget: the owner resets at once', async () => {
    await insertUser(server.store, { account: 'owner1', password: 'old-pass01', mobile });
    await sendAndMiss(mobile, strangers[0]!, 5);
    wait(MINUTE + 1000);
    await sendAndMiss(mobile, strangers[0]!, 5);
    wait(MINUTE + 1000);
    expect((await send(mobile, strangers[0]!)).body.errorCode).toBe(10004);
    expect((await send(mobile, owner)).body.errorCode).toBe(0);
    expect((await reset(mobile, owner, await latestCode(mobile))).body.success).toBe(true);
  });

  it("strangers' wrong codes from two addresses hold only the strangers: the owner gets past with a fresh code", async () => {
    await insertUser(server.store, { account: 'owner2', password: 'old-pass01', mobile });
    // The owner asks for a code; the strangers guess at it, 20 times from two addresses.
    expect((await send(mobile, owner)).body.errorCode).toBe(0);
    const ownerCode = await latestCode(mobile);
    for (const stranger of strangers) {
      for (let i = 0; i < 10; i += 1)
        expect((await reset(mobile, stranger, wrongFor(ownerCode))).body.errorCode).toBe(10005);
      wait(MINUTE + 1000);
    }
    // The mobile is held for strangers: even the right code is not looked at from their addresses.
    const stranger = await reset(mobile, strangers[0]!, ownerCode);
    expect(stranger.status).toBe(429);
    expect(stranger.body.errorMsg).toMatch(/^验证码错误次数过多/);
    // The owner is not held: a fresh code goes out to the mobile at once and works.
    const fresh = await send(mobile, owner);
    expect(fresh.body).toMatchObject({ success: true, errorCode: 0 });
    const freshCode = await latestCode(mobile);
    expect(freshCode).not.toBe('');
    expect((await reset(mobile, owner, freshCode)).body.success).toBe(true);
    // The strangers' own addresses stay refused for the rest of their day.
    expect((await send(mobile, strangers[0]!)).body.errorMsg).toMatch(
      /^验证码错误次数过多.*请 23 小时 58 分钟后再试$/,
    );
  });

  it("wrong codes from other addresses do not use up the tries of the owner's code", async () => {
    await insertUser(server.store, { account: 'owner3', password: 'old-pass01', mobile });
    expect((await send(mobile, owner)).body.errorCode).toBe(0);
    const ownerCode = await latestCode(mobile);
    for (let i = 0; i < 8; i += 1)
      expect((await reset(mobile, strangers[i % 2]!, wrongFor(ownerCode))).body.errorCode).toBe(10005);
    expect((await reset(mobile, owner, ownerCode)).body.success).toBe(true);
  });

  it('strangers sending codes hold the owner out for at most an hour after their last send', async () => {
    for (const stranger of strangers) {
      for (let i = 0; i < SMS_LIMITS_DEFAULT.mobileHourly; i += 1) {
        expect((await send(mobile, stranger)).body.errorCode).toBe(0);
        wait(MINUTE + 1000);
      }
    }
    const lastSend = clock - MINUTE - 1000;
    const heldOut = await send(mobile, owner);
    expect(heldOut.body).toMatchObject({ errorCode: 10004 });
    expect(heldOut.body.errorMsg).toBe('该手机号获取验证码次数过多，请 49 分 50 秒后再试');
    clock = lastSend + HOUR + 1000;
    expect((await send(mobile, owner)).body.errorCode).toBe(0);
  });
});

describe('send limits', () => {
  it('one mobile from one address: 5 codes an hour, 10 a day', async () => {
    const mobile = '13700000103';
    const ip = '198.51.100.30';
    for (let hour = 0; hour < 2; hour += 1) {
      for (let i = 0; i < 5; i += 1) {
        expect((await send(mobile, ip)).body.errorCode).toBe(0);
        wait(MINUTE + 1000);
      }
      const over = await send(mobile, ip);
      expect(over.status).toBe(429);
      expect(over.body.errorMsg).toMatch(/^该手机号获取验证码次数过多/);
      wait(HOUR);
    }
    expect((await send(mobile, ip)).body.errorMsg).toBe(
      '该手机号获取验证码次数过多，请 21 小时 50 分钟后再试',
    );
    // Another address may still ask for that mobile.
    expect((await send(mobile, '198.51.100.31')).body.errorCode).toBe(0);
  });

  it('one address: 20 codes an hour and 50 a day, all mobiles together; other addresses are not touched', async () => {
    const ip = '198.51.100.40';
    let next = 13700001000;
    const sendNew = () => send(String((next += 1)), ip);
    for (let i = 0; i < 20; i += 1) expect((await sendNew()).body.errorCode).toBe(0);
    const hourly = await sendNew();
    expect(hourly.status).toBe(429);
    expect(hourly.body).toMatchObject({ errorCode: 10004, errorMsg: '获取验证码次数过多，请 1 小时后再试' });
    expect((await send('13700000104', '198.51.100.41')).body.errorCode).toBe(0);

    wait(HOUR + 1000);
    for (let i = 0; i < 20; i += 1) expect((await sendNew()).body.errorCode).toBe(0);
    wait(HOUR + 1000);
    for (let i = 0; i < 10; i += 1) expect((await sendNew()).body.errorCode).toBe(0);
    expect((await sendNew()).body.errorMsg).toBe('获取验证码次数过多，请 22 小时后再试');
    clock = START + DAY + 1000;
    expect((await sendNew()).body.errorCode).toBe(0);
  });

  it('all addresses: 500 codes an hour and 3000 a day', async () => {
    // The earlier codes, stored as requests from many addresses would store them.
    const issue = async (i: number, now: number) =>
      issueCode(
        server.store,
        SMS_LIMITS_DEFAULT,
        {
          mobile: String(13500000000 + i),
          purpose: 'reset',
          ip: `10.0.${i % 250}.${Math.floor(i / 250)}`,
          userId: null,
        },
        false,
        now,
      );
    for (let i = 0; i < 500; i += 1) await issue(i, clock);
    const hourly = await send('13700000105', '198.51.100.50');
    expect(hourly.status).toBe(429);
    expect(hourly.body.errorMsg).toBe('短信验证码发送量已达上限，请 1 小时后再试');

    for (let hour = 1; hour < 6; hour += 1) {
      for (let i = 0; i < 500; i += 1) await issue(hour * 500 + i, START + hour * (HOUR + 1000));
    }
    clock = START + 6 * (HOUR + 1000);
    const daily = await send('13700000105', '198.51.100.50');
    expect(daily.body.errorMsg).toBe('短信验证码发送量已达上限，请 18 小时后再试');
    clock = START + DAY + 1000;
    expect((await send('13700000105', '198.51.100.50')).body.errorCode).toBe(0);
  });
});
