/**
 * The login throttle over HTTP with the production numbers (docs/api.md, "Limits"): an attacker is
 * slowed and the owner is not locked out. Addresses vary through the trusted proxy's
 * X-Forwarded-For, as behind nginx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { settingsFor } from '../../../server/settings.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    trustedProxies: ['127.0.0.1'],
    loginThrottle: settingsFor().loginThrottle,
  });
});
afterAll(() => server.close());

const login = (account: string, password: string, from: string) =>
  server.api('POST', '/auth/login', { body: { account, password }, headers: { 'X-Forwarded-For': from } });

/** Moves every failure of the account back in time, as if `seconds` had passed. */
async function age(account: string, seconds: number): Promise<void> {
  const failures = await server.store.all<{ id: number; at: string }>(
    'SELECT id, at FROM password_failures WHERE account = ?',
    account,
  );
  for (const { id, at } of failures) {
    const moved = new Date(Date.parse(at) - seconds * 1000).toISOString();
    await server.store.run('UPDATE password_failures SET at = ? WHERE id = ?', moved, id);
  }
}

describe('an attacker guessing one account', () => {
  it('does not stop the owner, who signed in from address B before, from signing in there', async () => {
    await insertUser(server.store, { account: 'victim', password: 'right-pass1', mobile: '13600000001' });
    expect((await login('victim', 'right-pass1', '192.0.2.10')).body.success).toBe(true);

    const attacker = '198.51.100.66';
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await login('victim', `guess-${i}x`, attacker));
    expect(answers.slice(0, 5).every((a) => a.body.errorCode === 10003)).toBe(true);
    const refused = answers[5]!;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 10004, errorMsg: '登录失败次数过多，请 1 秒后再试' });
    expect(refused.headers.get('Retry-After')).toBe('1');

    const owner = await login('victim', 'right-pass1', '192.0.2.10');
    expect(owner.status).toBe(200);
    expect(owner.body.success).toBe(true);
    // By mobile too: the same account.
    expect((await login('13600000001', 'right-pass1', '192.0.2.10')).body.success).toBe(true);
  });

  it('makes the owner at a new address wait at most the 60 s ceiling, never a lockout', async () => {
    await insertUser(server.store, { account: 'traveller', password: 'right-pass1', mobile: '13600000002' });
    // Twenty wrong passwords from twenty addresses (each under its own limits), over a few minutes.
    for (let i = 0; i < 20; i += 1) {
      const answer = await login('traveller', `guess-${i}x`, `198.51.100.${100 + i}`);
      expect([10003, 10004]).toContain(answer.body.errorCode);
      await age('traveller', 60);
    }
    await age('traveller', -60);
    const early = await login('traveller', 'right-pass1', '192.0.2.20');
    expect(early.status).toBe(429);
    const wait = Number(early.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(early.body.errorMsg).toBe(`登录失败次数过多，请 ${wait < 60 ? `${wait} 秒` : '1 分钟'}后再试`);

    await age('traveller', 60);
    const later = await login('traveller', 'right-pass1', '192.0.2.20');
    expect(later.body.success).toBe(true);
  });
});

describe('spraying many accounts from one address', () => {
  it('is refused after 10 distinct accounts, without hashing, for an hour; other addresses are not', async () => {
    const sprayer = '203.0.113.50';
    for (let i = 0; i < 10; i += 1) {
      expect((await login(`sprayed-${i}`, 'Summer2026', sprayer)).body.errorCode).toBe(10003);
    }
    const hashes = server.hashing.started;
    const refused = await login('sprayed-10', 'Summer2026', sprayer);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(10004);
    expect(refused.body.errorMsg).toMatch(/^登录失败次数过多，请 (5\d 分 \d+ 秒|5\d 分钟|1 小时)后再试$/);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(server.hashing.started).toBe(hashes);

    // Someone else somewhere else still gets an answer about their password.
    expect((await login('sprayed-10', 'Summer2026', '203.0.113.51')).body.errorCode).toBe(10003);
  });

  it('still lets in a user who has signed in from that address before', async () => {
    const office = '203.0.113.60';
    await insertUser(server.store, { account: 'colleague', password: 'right-pass1', mobile: '13600000003' });
    expect((await login('colleague', 'right-pass1', office)).body.success).toBe(true);
    for (let i = 0; i < 10; i += 1) await login(`someone-${i}`, 'Summer2026', office);
    expect((await login('someone-new', 'Summer2026', office)).status).toBe(429);
    expect((await login('colleague', 'right-pass1', office)).body.success).toBe(true);
  });
});

describe('PUT /user/password with a stolen token', () => {
  it('is throttled like signing in, from any address, with Retry-After', async () => {
    await insertUser(server.store, { account: 'robbed', password: 'right-pass1', mobile: '13600000004' });
    const token = (await login('robbed', 'right-pass1', '192.0.2.30')).body.data as { token: string };
    const change = (oldPassword: string) =>
      server.api('PUT', '/user/password', {
        token: token.token,
        body: { oldPassword, newPassword: 'new-pass123' },
        headers: { 'X-Forwarded-For': '192.0.2.30' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`guess-${i}x`)).body.errorCode).toBe(10003);
    const refused = await change('right-pass1');
    expect(refused.status).toBe(429);
    expect(refused.body.errorMsg).toBe('密码错误次数过多，请 1 秒后再试');
    expect(refused.headers.get('Retry-After')).toBe('1');
  });
});
