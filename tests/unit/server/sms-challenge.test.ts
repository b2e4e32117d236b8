/**
 * The proof of work before any SMS (server/limits/sms-challenge.ts), on both stores: requests without the
 * work spend nothing of the shared budget; a solution counts once and expires; every purpose needs it.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxMessage, SmsChallenge } from '../../../src/lib/shared/contract.ts';
import { solveChallenge } from '../../../src/lib/account/sms-challenge.ts';
import { DEMO_MOBILE, startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody, solvedProof } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';
import { settingsFor } from '../../../server/settings.ts';

const SMS_CHALLENGE_DEFAULT = settingsFor().smsChallenge;

const START = Date.parse('2026-11-27T01:00:00.000Z');
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const count = async (s: TestServer, table: string) =>
  Number((await s.store.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n);

const send = (s: TestServer, body: unknown, ip = '198.51.100.1', token?: string) =>
  s.api('POST', '/sms/code', {
    body,
    headers: { 'X-Forwarded-For': ip },
    ...(token ? { token } : {}),
  });

const outbox = async (s: TestServer, mobile: string) =>
  (await s.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`)).body.data;

describe('requests without the work', () => {
  it('a burst from 26 addresses spends nothing: the total stays free and a stranger to it resets at once', async () => {
    // A small portal-wide ceiling, so that the burst would have spent it had anything been counted.
    server = await startTestServer({ trustedProxies: ['127.0.0.1'], smsLimits: { totalHourly: 30 } });
    const s = server;
    const answers = [];
    for (let address = 0; address < 26; address += 1) {
      for (let i = 0; i < 20; i += 1) {
        const mobile = `137${String(address * 100 + i).padStart(8, '0')}`;
        answers.push(await send(s, { mobile, purpose: 'register' }, `203.0.113.${address + 1}`));
      }
    }
    expect(answers).toHaveLength(520);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        errorCode: 10030,
        errorMsg: '请先完成安全验证再获取验证码',
      });
    }
    expect(await count(s, 'sms_codes')).toBe(0);
    expect(await count(s, 'sms_outbox')).toBe(0);

    const reset = await send(s, await smsCodeBody(s, DEMO_MOBILE, 'reset'), '198.51.100.9');
    expect(reset.body).toMatchObject({ success: true, errorCode: 0 });
    expect((await outbox(s, DEMO_MOBILE))[0]?.purpose).toBe('reset');
  });

  it('refuses a forged or tampered solution without counting it', async () => {
    server = await startTestServer();
    const s = server;
    const proof = await solvedProof(s);
    const tampered = [
      { ...proof, number: proof.number + 1 },
      { ...proof, signature: '0'.repeat(64) },
      { ...proof, salt: proof.salt.replace(/expires=\d+/, 'expires=99999999999') },
      { salt: 'x', number: 1, signature: 'y' },
      'not a proof',
    ];
    for (const forged of tampered) {
      const answer = await send(s, { mobile: DEMO_MOBILE, purpose: 'reset', proof: forged });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 10030, errorMsg: '安全验证结果无效，请重新获取验证码' });
    }
    expect(await count(s, 'sms_codes')).toBe(0);
    // The genuine solution was not used up by the forgeries.
    expect((await send(s, { mobile: DEMO_MOBILE, purpose: 'reset', proof })).body.success).toBe(true);
  });

  it.each(['reset', 'register', 'bind'] as const)('every purpose needs it: %s', async (purpose) => {
    server = await startTestServer();
    const token = purpose === 'bind' ? await server.login() : undefined;
    const answer = await send(server, { mobile: '13900000001', purpose }, '198.51.100.1', token);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(10030);
    expect(await count(server, 'sms_codes')).toBe(0);
  });
});

describe('a solution counts once and expires', () => {
  it('a replayed solution is refused, for the same or another mobile, and sends nothing', async () => {
    server = await startTestServer({ trustedProxies: ['127.0.0.1'] });
    const s = server;
    await insertUser(s.store, { account: 'replayed', password: 'old-pass01', mobile: '13900000002' });
    const proof = await solvedProof(s);
    expect((await send(s, { mobile: '13900000002', purpose: 'reset', proof })).body.success).toBe(true);
    for (const mobile of ['13900000002', DEMO_MOBILE]) {
      const again = await send(s, { mobile, purpose: 'reset', proof }, '198.51.100.77');
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        errorCode: 10031,
        errorMsg: '安全验证已过期或已使用，请重新获取验证码',
      });
    }
    expect(await count(s, 'sms_codes')).toBe(1);
    expect(await outbox(s, DEMO_MOBILE)).toEqual([]);
  });

  it('an expired challenge is refused; a fresh one works', async () => {
    let clock = START;
    server = await startTestServer({ now: () => clock });
    const s = server;
    const proof = await solvedProof(s);
    clock += SMS_CHALLENGE_DEFAULT.ttlSeconds * 1000 + 1000;
    const late = await send(s, { mobile: DEMO_MOBILE, purpose: 'reset', proof });
    expect(late.body.errorCode).toBe(10031);
    expect(await count(s, 'sms_codes')).toBe(0);
    expect((await send(s, await smsCodeBody(s, DEMO_MOBILE, 'reset'))).body.success).toBe(true);
  });

  it('used solutions are forgotten once expired (the maintenance prune)', async () => {
    let clock = START;
    server = await startTestServer({ now: () => clock });
    const s = server;
    expect((await send(s, await smsCodeBody(s, DEMO_MOBILE, 'reset'))).body.success).toBe(true);
    expect(await count(s, 'sms_challenges_used')).toBe(1);
    const { pruneSms } = await import('../../../server/domain/sms.ts');
    await pruneSms(s.store, clock);
    expect(await count(s, 'sms_challenges_used')).toBe(1);
    clock += SMS_CHALLENGE_DEFAULT.ttlSeconds * 1000 + 1000;
    await pruneSms(s.store, clock);
    expect(await count(s, 'sms_challenges_used')).toBe(0);
  });
});

describe('GET /sms/challenge', () => {
  it('at the production difficulty: a new solvable challenge each time, never cached, the same with or without a token', async () => {
    server = await startTestServer({ smsChallenge: { maxNumber: SMS_CHALLENGE_DEFAULT.maxNumber } });
    const s = server;
    const token = await s.login();
    const [anonymous, signedIn] = [
      await s.api<SmsChallenge>('GET', '/sms/challenge'),
      await s.api<SmsChallenge>('GET', '/sms/challenge', { token }),
    ];
    for (const answer of [anonymous, signedIn]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body.data).toMatchObject({ algorithm: 'SHA-256', maxNumber: 100_000 });
    }
    expect(anonymous.body.data.challenge).not.toBe(signedIn.body.data.challenge);
    const proof = await solveChallenge(anonymous.body.data);
    expect(proof).not.toBeNull();
    expect((await send(s, { mobile: DEMO_MOBILE, purpose: 'reset', proof })).body.success).toBe(true);
  });

  it('signs with the configured key, or with one generated once and kept in the store', async () => {
    server = await startTestServer({ smsChallenge: { key: 'a-key-of-this-portal' } });
    const configured = (await server.api<SmsChallenge>('GET', '/sms/challenge')).body.data;
    const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
    expect(configured.signature).toBe(hmac('a-key-of-this-portal', configured.challenge));
    await server.close();

    server = await startTestServer();
    const generated = (await server.api<SmsChallenge>('GET', '/sms/challenge')).body.data;
    const kept = await server.store.get<{ value: string }>(
      "SELECT value FROM server_secrets WHERE name = 'sms_challenge_hmac_key'",
    );
    expect(kept?.value).toMatch(/^[0-9a-f]{64}$/);
    expect(generated.signature).toBe(hmac(kept!.value, generated.challenge));
    // The challenge hides a number the solver must find: SHA-256(salt + number).
    const proof = await solveChallenge(generated);
    expect(createHash('sha256').update(`${generated.salt}${proof!.number}`).digest('hex')).toBe(
      generated.challenge,
    );
  });
});
