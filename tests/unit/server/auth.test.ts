import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, OutboxMessage, SmsCodeResult, User } from '../../../src/lib/shared/contract.ts';
import { DEMO_MOBILE, startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Moves every SMS code of the mobile back in time so that the resend cooldown is over. */
async function endCooldown(mobile: string): Promise<void> {
  await server.store.run(
    'UPDATE sms_codes SET created_at = ? WHERE mobile = ?',
    new Date(Date.now() - 61_000).toISOString(),
    mobile,
  );
}

async function latestCode(mobile: string): Promise<string> {
  const { body } = await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`);
  const message = body.data[0];
  if (!message) throw new Error(`no SMS for ${mobile}`);
  return message.code;
}

describe('POST /auth/login', () => {
  it('signs in with the account name, records the login and answers a masked user', async () => {
    const { status, body } = await server.api<LoginResult>('POST', '/auth/login', {
      body: { account: 'demo', password: 'demo123456' },
      headers: { 'User-Agent': 'portal-test/1.0' },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.token.length).toBeGreaterThan(20);
    expect(Date.parse(body.data.expiresAt) - Date.now()).toBeGreaterThan(7100 * 1000);
    expect(body.data.user).toMatchObject({ account: 'demo', mobile: '138****8000' });
    const record = (await server.store.get(
      `SELECT ip, user_agent AS "userAgent" FROM login_records WHERE action = 'login' ORDER BY id DESC LIMIT 1`,
    )) as { ip: string; userAgent: string };
    expect(record).toEqual({ ip: '127.0.0.1', userAgent: 'portal-test/1.0' });
    const user = (await server.store.get("SELECT last_login_at AS at FROM users WHERE account = 'demo'")) as {
      at: string;
    };
    expect(Date.now() - Date.parse(user.at)).toBeLessThan(10_000);
  });

  it('signs in with the mobile instead of the account name', async () => {
    const { body } = await server.api<LoginResult>('POST', '/auth/login', {
      body: { account: DEMO_MOBILE, password: 'demo123456' },
    });
    expect(body.data.user.account).toBe('demo');
  });

  it('answers a wrong password and an unknown account with the same status and body', async () => {
    const wrongPassword = await server.api('POST', '/auth/login', {
      body: { account: 'demo', password: 'wrong-password1' },
    });
    const wrongAccount = await server.api('POST', '/auth/login', {
      body: { account: 'nobody-here', password: 'demo123456' },
    });
    expect(wrongPassword.body).toEqual({
      success: false,
      errorCode: 10003,
      errorMsg: '账号或密码错误',
      data: null,
    });
    expect(wrongAccount.status).toBe(wrongPassword.status);
    expect(wrongAccount.body).toEqual(wrongPassword.body);
  });

  it.each([
    [{ password: 'demo123456' }, '请输入账号（account）'],
    [{ account: 'demo' }, '请输入密码（password）'],
    [{ account: 42, password: 'demo123456' }, '账号（account）不是一个有效的文本'],
    [{ account: 'demo', password: '' }, '请输入密码（password）'],
  ])('refuses %j with 10001 naming the field', async (input, message) => {
    const { status, body } = await server.api('POST', '/auth/login', { body: input });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 10001, errorMsg: message });
  });
});

describe('tokens', () => {
  it('answers 10002 with HTTP 200 for a missing token and HTTP 401 for an unknown one', async () => {
    const missing = await server.api('GET', '/user/current');
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ success: false, errorCode: 10002 });
    const unknown = await server.api('GET', '/user/current', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorCode).toBe(10002);
  });

  it('revokes the token on logout and records the logout', async () => {
    const token = await server.login();
    expect((await server.api('POST', '/auth/logout', { token })).body.success).toBe(true);
    const after = await server.api('GET', '/user/current', { token });
    expect([after.status, after.body.errorCode, after.body.errorMsg]).toEqual([
      200,
      10002,
      '您已在其他窗口退出登录，请重新登录',
    ]);
    const { action } = (await server.store.get(
      'SELECT action FROM login_records ORDER BY id DESC LIMIT 1',
    )) as { action: string };
    expect(action).toBe('logout');
    expect((await server.api('POST', '/auth/logout', { token })).body.errorCode).toBe(10002);
  });

  it('expires a token after PORTAL_TOKEN_TTL seconds with 10002 and HTTP 200', async () => {
    const shortLived = await startTestServer({ tokenTtlSeconds: 1 });
    try {
      const token = await shortLived.login();
      expect((await shortLived.api<User>('GET', '/user/current', { token })).body.success).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const expired = await shortLived.api('GET', '/user/current', { token });
      expect(expired.status).toBe(200);
      expect(expired.body).toMatchObject({ success: false, errorCode: 10002 });
    } finally {
      await shortLived.close();
    }
  });
});

describe('SMS codes and password reset', () => {
  it('sends a 6-digit code to the outbox, stores only its hash and enforces the 60 s cooldown', async () => {
    const first = await server.api<SmsCodeResult>('POST', '/sms/code', {
      body: await smsCodeBody(server, DEMO_MOBILE, 'reset'),
    });
    expect(first.body).toEqual({ success: true, errorCode: 0, errorMsg: '', data: { cooldownSeconds: 60 } });
    const code = await latestCode(DEMO_MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await server.store.get(
      'SELECT code_hash AS hash FROM sms_codes WHERE mobile = ? ORDER BY id DESC',
      DEMO_MOBILE,
    )) as {
      hash: string;
    };
    expect(stored.hash).not.toContain(code);

    const again = await server.api('POST', '/sms/code', {
      body: await smsCodeBody(server, DEMO_MOBILE, 'reset'),
    });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe(10004);
    expect(again.body.errorMsg).toMatch(/请 (59 秒|1 分钟)后再试/);
  });

  it('resets the password once with the code and signs every session out', async () => {
    await insertUser(server.store, { account: 'forgetful', password: 'old-pass01', mobile: '13700000003' });
    const token = await server.login('forgetful', 'old-pass01');
    await server.api('POST', '/sms/code', { body: await smsCodeBody(server, '13700000003', 'reset') });
    const code = await latestCode('13700000003');
    const reset = await server.api('POST', '/auth/password/reset', {
      body: { mobile: '13700000003', code, newPassword: 'new-pass02' },
    });
    expect(reset.body.success).toBe(true);
    expect((await server.api('GET', '/user/current', { token })).body.errorMsg).toBe(
      '您的密码已通过短信验证码重置，此处的登录已失效，请用新密码重新登录',
    );
    expect(
      (await server.api('POST', '/auth/login', { body: { account: 'forgetful', password: 'old-pass01' } }))
        .body.errorCode,
    ).toBe(10003);
    await server.login('forgetful', 'new-pass02');

    const reused = await server.api('POST', '/auth/password/reset', {
      body: { mobile: '13700000003', code, newPassword: 'other-pass3' },
    });
    expect(reused.body).toEqual({
      success: false,
      errorCode: 10005,
      errorMsg: '验证码错误或已过期',
      data: null,
    });
  });

  it('kills a code after 5 wrong tries', async () => {
    await insertUser(server.store, { account: 'guesser', password: 'old-pass01', mobile: '13700000004' });
    await server.api('POST', '/sms/code', { body: await smsCodeBody(server, '13700000004', 'reset') });
    const code = await latestCode('13700000004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await server.api('POST', '/auth/password/reset', {
        body: { mobile: '13700000004', code: wrong, newPassword: 'new-pass02' },
      });
      expect(answer.body.errorCode).toBe(10005);
    }
    const right = await server.api('POST', '/auth/password/reset', {
      body: { mobile: '13700000004', code, newPassword: 'new-pass02' },
    });
    expect(right.body.errorCode).toBe(10005);
  });

  it('refuses an expired code and accepts only the newest one', async () => {
    await insertUser(server.store, { account: 'slowpoke', password: 'old-pass01', mobile: '13700000005' });
    await server.api('POST', '/sms/code', { body: await smsCodeBody(server, '13700000005', 'reset') });
    const firstCode = await latestCode('13700000005');
    await server.store.run(
      'UPDATE sms_codes SET expires_at = ? WHERE mobile = ?',
      new Date(Date.now() - 1000).toISOString(),
      '13700000005',
    );
    const expired = await server.api('POST', '/auth/password/reset', {
      body: { mobile: '13700000005', code: firstCode, newPassword: 'new-pass02' },
    });
    expect(expired.body.errorCode).toBe(10005);

    await endCooldown('13700000005');
    await server.api('POST', '/sms/code', { body: await smsCodeBody(server, '13700000005', 'reset') });
    const secondCode = await latestCode('13700000005');
    const fine = await server.api('POST', '/auth/password/reset', {
      body: { mobile: '13700000005', code: secondCode, newPassword: 'new-pass02' },
    });
    expect(fine.body.success).toBe(true);
  });

  it('answers a registered and an unregistered mobile identically', async () => {
    await insertUser(server.store, { account: 'registered', password: 'old-pass01', mobile: '13700000006' });
    const registered = '13700000006';
    const unregistered = '13799999999';
    const send = async (mobile: string) =>
      server.api('POST', '/sms/code', { body: await smsCodeBody(server, mobile, 'reset') });
    const [a, b] = [await send(registered), await send(unregistered)];
    expect([a.status, a.body]).toEqual([b.status, b.body]);
    const [c, d] = [await send(registered), await send(unregistered)];
    expect(c.status).toBe(429);
    expect([c.status, c.body]).toEqual([d.status, d.body]);

    const reset = (mobile: string) =>
      server.api('POST', '/auth/password/reset', {
        body: { mobile, code: '123456', newPassword: 'new-pass02' },
      });
    const [e, f] = [await reset(registered), await reset(unregistered)];
    expect([e.status, e.body]).toEqual([f.status, f.body]);
    expect(e.body.errorCode).toBe(10005);

    const outbox = await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${unregistered}`);
    expect(outbox.body.data).toEqual([]);
  });

  it.each([
    [{ mobile: '12345', purpose: 'reset' }, '/sms/code', '请输入正确的手机号（mobile）'],
    [{ mobile: DEMO_MOBILE, purpose: 'login' }, '/sms/code', '用途（purpose）不在可选范围内，请从列表中选择'],
    [
      { mobile: DEMO_MOBILE, code: '12ab56', newPassword: 'new-pass02' },
      '/auth/password/reset',
      '请输入6位数字验证码（code）',
    ],
    [
      { mobile: DEMO_MOBILE, code: '123456', newPassword: 'short1' },
      '/auth/password/reset',
      '新密码（newPassword）须在8-32字符之间',
    ],
    [
      { mobile: DEMO_MOBILE, code: '123456', newPassword: 'lettersonly' },
      '/auth/password/reset',
      '新密码（newPassword）须同时包含字母和数字',
    ],
  ])('refuses %j on %s with 10001', async (input, path, message) => {
    const { status, body } = await server.api('POST', path, { body: input });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 10001, errorMsg: message });
  });

  it('hides the outbox unless demo mode is on', async () => {
    const production = await startTestServer({ demo: false });
    try {
      const hidden = await production.api('GET', `/dev/outbox?mobile=${DEMO_MOBILE}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({
        success: false,
        errorCode: 10404,
        errorMsg: '接口不存在：GET /dev/outbox',
        data: null,
      });
    } finally {
      await production.close();
    }
  });
});

describe('login throttling counts only failures', () => {
  const login = (account: string, password: string) =>
    server.api('POST', '/auth/login', { body: { account, password } });
  const failures = async (account: string): Promise<number> =>
    (
      (await server.store.get('SELECT count(*) AS n FROM password_failures WHERE account = ?', account)) as {
        n: number;
      }
    ).n;

  it('lets six simultaneous correct logins of one account all in', async () => {
    await insertUser(server.store, { account: 'crowd', password: 'right-pass1', mobile: '13700000011' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => login('crowd', 'right-pass1')));
    expect(answers.map((a) => a.body.errorCode)).toEqual(Array(6).fill(0));
    expect(await failures('crowd')).toBe(0);
  });

  it('lets ten simultaneous correct logins in after four failures, and clears them', async () => {
    await insertUser(server.store, { account: 'nearly', password: 'right-pass1', mobile: '13700000012' });
    for (let i = 0; i < 4; i += 1) expect((await login('nearly', 'wrong-pass1')).body.errorCode).toBe(10003);
    const answers = await Promise.all(Array.from({ length: 10 }, () => login('nearly', 'right-pass1')));
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(await failures('nearly')).toBe(0);
  });

  it('counts simultaneous correct logins by account name and by mobile as no failures', async () => {
    await insertUser(server.store, { account: 'twoways', password: 'right-pass1', mobile: '13700000013' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(i % 2 ? 'twoways' : '13700000013', 'right-pass1')),
    );
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(await failures('twoways')).toBe(0);
  });

  it('records exactly the wrong ones when right and wrong passwords arrive together', async () => {
    await insertUser(server.store, { account: 'mixed', password: 'right-pass1', mobile: '13700000014' });
    const passwords = [
      'wrong-pass1',
      'right-pass1',
      'wrong-pass2',
      'right-pass1',
      'right-pass1',
      'wrong-pass3',
    ];
    const answers = await Promise.all(passwords.map((p) => login('mixed', p)));
    passwords.forEach((p, i) => expect(answers[i]?.body.errorCode).toBe(p === 'right-pass1' ? 0 : 10003));
    // A success clears what came before it, so at most the three wrong ones remain.
    expect(await failures('mixed')).toBeLessThanOrEqual(3);
  });

  it('still stops parallel wrong guesses by account name and mobile together after five, without hashing', async () => {
    await insertUser(server.store, { account: 'guessed', password: 'right-pass1', mobile: '13700000015' });
    const hashesBefore = server.hashing.started;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? 'guessed' : '13700000015', `guess-${i}x`)),
    );
    expect(answers.filter((a) => a.body.errorCode === 10003)).toHaveLength(5);
    const refused = answers.filter((a) => a.body.errorCode === 10004);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.errorMsg).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
      expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    }
    expect(await failures('guessed')).toBe(5);
    expect(server.hashing.started - hashesBefore).toBe(5);
  });

  it('never lets parallel guesses of the old password on PUT /user/password past five', async () => {
    await insertUser(server.store, { account: 'changer', password: 'right-pass1', mobile: '13700000016' });
    const token = await server.login('changer', 'right-pass1');
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        server.api('PUT', '/user/password', {
          token,
          body: { oldPassword: `guess-${i}x1`, newPassword: 'new-pass123' },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.errorCode === 10003)).toHaveLength(5);
    const refused = answers.filter((a) => a.body.errorCode === 10004);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.body.errorMsg).toMatch(/^密码错误次数过多，请 \d+ 秒后再试$/);
    expect(await failures('changer')).toBe(5);
  });
});
