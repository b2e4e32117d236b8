/**
 * A session ended elsewhere is told as it happened (docs/api.md, Authentication): a token revoked by a
 * logout, a password change or a reset answers errorCode 10002 (HTTP 200) with a message naming which,
 * everywhere a token is read and on the notice stream's `end`; an unknown or forged token, or one
 * revoked before reasons were stored, stays HTTP 401 with the unknown-token text.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../src/lib/shared/contract.ts';
import { hashToken } from '../../../server/http/session.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { openStream, type OpenStream } from './stream-reader.ts';
import { smsCodeBody } from './sms-proof.ts';

let server: TestServer;
const opened: OpenStream[] = [];

beforeAll(async () => {
  server = await startTestServer({ stream: { heartbeatMs: 300, pollMs: 40 } });
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(() => server.close());

const PASSWORD_CHANGED = '您的密码已修改，此处的登录已失效，请用新密码重新登录';
const PASSWORD_RESET = '您的密码已通过短信验证码重置，此处的登录已失效，请用新密码重新登录';
const LOGGED_OUT = '您已在其他窗口退出登录，请重新登录';

let users = 0;
/** A new account and two signed-in devices of it. */
async function twoDevices(): Promise<{ account: string; mobile: string; first: string; second: string }> {
  users += 1;
  const account = `ended-${users}`;
  const mobile = `135100000${String(users).padStart(2, '0')}`;
  await insertUser(server.store, { account, password: 'old-pass01', mobile });
  return {
    account,
    mobile,
    first: await server.login(account, 'old-pass01'),
    second: await server.login(account, 'old-pass01'),
  };
}

async function stream(token: string): Promise<OpenStream> {
  const open = await openStream(server.url, { Authentication: token });
  opened.push(open);
  await open.next((event) => event.retry !== undefined);
  return open;
}

/** What each protected read answers the token: status, code and message. */
async function answers(token: string): Promise<[number, number, string][]> {
  const found: [number, number, string][] = [];
  for (const path of ['/user/current', '/notices', '/user/offers']) {
    const answer = await server.api('GET', path, { token });
    found.push([answer.status, answer.body.errorCode, answer.body.errorMsg]);
  }
  return found;
}

describe('a token revoked elsewhere', () => {
  it('is told the password was changed, on every read and on its open notice stream', async () => {
    const { first, second } = await twoDevices();
    const live = await stream(second);
    const changed = await server.api('PUT', '/user/password', {
      token: first,
      body: { oldPassword: 'old-pass01', newPassword: 'new-pass02' },
    });
    expect(changed.body.success).toBe(true);
    const end = await live.next((event) => event.event === 'end');
    expect(JSON.parse(end.data ?? '')).toEqual({
      reason: 'signedOut',
      session: 'password',
      message: PASSWORD_CHANGED,
    });
    await live.ended();
    expect(await answers(second)).toEqual(Array(3).fill([200, 10002, PASSWORD_CHANGED]));
  });

  it('is told the password was reset by SMS code', async () => {
    const { mobile, second } = await twoDevices();
    const live = await stream(second);
    await server.api('POST', '/sms/code', { body: await smsCodeBody(server, mobile, 'reset') });
    const outbox = await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`);
    const reset = await server.api('POST', '/auth/password/reset', {
      body: { mobile, code: outbox.body.data[0]?.code, newPassword: 'new-pass03' },
    });
    expect(reset.body.success).toBe(true);
    const end = await live.next((event) => event.event === 'end');
    expect(JSON.parse(end.data ?? '')).toMatchObject({ session: 'reset', message: PASSWORD_RESET });
    expect(await answers(second)).toEqual(Array(3).fill([200, 10002, PASSWORD_RESET]));
  });

  it('is told it was logged out in another window, and another device of the account is not', async () => {
    const { first, second } = await twoDevices();
    expect((await server.api('POST', '/auth/logout', { token: first })).body.success).toBe(true);
    expect(await answers(first)).toEqual(Array(3).fill([200, 10002, LOGGED_OUT]));
    expect((await server.api('GET', '/user/current', { token: second })).body.success).toBe(true);
  });
});

describe('a token the server cannot explain', () => {
  const UNKNOWN: [number, number, string] = [401, 10002, '登录凭证无效，请重新登录'];

  it('stays HTTP 401 when unknown or forged', async () => {
    expect(await answers('not-a-real-token')).toEqual(Array(3).fill(UNKNOWN));
    expect(await answers('x'.repeat(300))).toEqual(Array(3).fill(UNKNOWN));
    expect((await openStream(server.url, { Authentication: 'forged' })).response.status).toBe(401);
  });

  it('stays HTTP 401 when revoked before reasons were stored', async () => {
    const { first } = await twoDevices();
    await server.store.run(
      'UPDATE tokens SET revoked_at = ?, revoked_reason = NULL WHERE token_hash = ?',
      new Date().toISOString(),
      hashToken(first),
    );
    expect(await answers(first)).toEqual(Array(3).fill(UNKNOWN));
  });
});
