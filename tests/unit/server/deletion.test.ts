/**
 * 注销账号 (`POST /user/deletion {password, code}`): a code of purpose `delete` goes only to the
 * asking account's own mobile; a wrong password or code changes nothing; once closed the account
 * cannot sign in, every token is dead, its standing offers are withdrawn and their contact gone,
 * its files, lanes, favourites and sign-in records removed, its posts show 已注销用户, and its
 * mobile registers a new account.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsInfoDetail,
  OfferCreated,
  OutboxMessage,
  PostDetail,
} from '../../../src/lib/shared/contract.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { personLabel } from '../../../src/lib/shared/person.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let clock = Date.parse('2026-11-24T01:00:00.000Z');
const MOBILE = '13600000041';
let leaverId: number;
let leaver: string;
let other: string;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, tokenTtlSeconds: 30 * 86_400 });
  leaverId = await insertUser(server.store, {
    account: 'leaver',
    password: 'pass-word1',
    mobile: MOBILE,
    nickname: '要走的人',
  });
  otherId = await insertUser(server.store, {
    account: 'stayer',
    password: 'pass-word1',
    mobile: '13600000042',
  });
  leaver = await server.login('leaver', 'pass-word1');
  other = await server.login('stayer', 'pass-word1');
});
afterAll(() => server.close());

const sendCode = async (mobile: string, token?: string) => {
  clock += 61_000;
  return server.api('POST', '/sms/code', {
    body: await smsCodeBody(server, mobile, 'delete'),
    ...(token ? { token } : {}),
  });
};

const outbox = async (mobile: string): Promise<OutboxMessage[]> =>
  (await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${mobile}`)).body.data.filter(
    (message) => message.purpose === 'delete',
  );

const remove = (token: string, body: { password: string; code: string }) =>
  server.api('POST', '/user/deletion', { token, body });

const count = async (sql: string, ...params: (string | number)[]): Promise<number> =>
  Number(((await server.store.get(sql, ...params)) as { n: number }).n);

describe('the deletion code', () => {
  it('needs a token, and reaches only the asking account’s own mobile', async () => {
    expect((await sendCode(MOBILE)).body.errorCode).toBe(10002);
    const elsewhere = await sendCode('13600000042', leaver);
    const own = await sendCode(MOBILE, leaver);
    expect([elsewhere.status, elsewhere.body]).toEqual([own.status, own.body]);
    expect(await outbox('13600000042')).toEqual([]);
    expect(await outbox(MOBILE)).toHaveLength(1);
  });
});

describe('POST /user/deletion', () => {
  let offerId: number;
  let postId: number;

  beforeAll(async () => {
    const offer = await server.api<OfferCreated>('POST', '/logistics-info', {
      token: leaver,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: cargoOfferInput(chinaDay(clock), { contactPhone: '13912340000' }),
    });
    offerId = offer.body.data.id;
    const circleId = await count('SELECT min(id) AS n FROM circles');
    const post = await server.api<PostDetail>('POST', '/posts', {
      token: leaver,
      body: { circleId, title: '离开前的帖子', content: '正文' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    postId = post.body.data.id;
    await server.api('PUT', `/user/favorites/users/${otherId}`, { token: leaver });
    await server.api('PUT', `/user/favorites/users/${leaverId}`, { token: other });
    await server.api('POST', '/user/subscriptions', {
      token: leaver,
      body: { kind: 'cargo', originCode: '31', destinationCode: '44' },
    });
  });

  it('refuses a wrong password or a wrong code and changes nothing', async () => {
    const code = (await outbox(MOBILE))[0]?.code ?? '';
    expect((await remove(leaver, { password: 'wrong-pass1', code })).body.errorCode).toBe(10003);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await remove(leaver, { password: 'pass-word1', code: wrong })).body.errorCode).toBe(10005);
    expect((await server.api('GET', '/user/current', { token: leaver })).body.success).toBe(true);
  });

  it('refuses another account’s token the leaver’s code', async () => {
    const code = (await outbox(MOBILE))[0]?.code ?? '';
    expect((await remove(other, { password: 'pass-word1', code })).body.errorCode).toBe(10005);
    expect((await server.api('GET', '/user/current', { token: other })).body.success).toBe(true);
  });

  it('closes the account: no sign-in, no token, offers withdrawn, personal data gone', async () => {
    await sendCode(MOBILE, leaver);
    const code = (await outbox(MOBILE))[0]?.code ?? '';
    const { body } = await remove(leaver, { password: 'pass-word1', code });
    expect(body.errorMsg).toBe('');
    expect(body.success).toBe(true);

    expect((await server.api('GET', '/user/current', { token: leaver })).body.errorCode).toBe(10002);
    for (const login of ['leaver', MOBILE, `closed:${leaverId}`]) {
      const answer = await server.api('POST', '/auth/login', {
        body: { account: login, password: 'pass-word1' },
      });
      expect(answer.body.success).toBe(false);
    }

    const offer = (await server.api<LogisticsInfoDetail>('GET', `/logistics-info/${offerId}`)).body.data;
    expect(offer.state).toBe('withdrawn');
    const stored = (await server.store.get(
      'SELECT contact_phone AS phone, contact_name AS name FROM logistics_info WHERE id = ?',
      offerId,
    )) as { phone: string; name: string };
    expect(stored).toEqual({ phone: '', name: '' });

    const user = (await server.store.get(
      'SELECT account, mobile, nickname, real_name AS realName, email, password_hash AS hash, closed_at AS closedAt FROM users WHERE id = ?',
      leaverId,
    )) as Record<string, string | null>;
    expect(user).toMatchObject({
      account: `closed:${leaverId}`,
      mobile: `closed:${leaverId}`,
      nickname: '已注销用户',
      realName: '',
      email: '',
      hash: '',
    });
    expect(user['closedAt']).not.toBeNull();
    for (const table of [
      'tokens',
      'login_records',
      'subscriptions',
      'favorite_users',
      'user_name_keys',
      'files',
    ])
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, leaverId)).toBe(0);
    // Nobody keeps a closed account either.
    expect(await count('SELECT count(*) AS n FROM favorite_users WHERE kept_user_id = ?', leaverId)).toBe(0);
  });

  it('shows 已注销用户 as the author of its posts, and no account name', async () => {
    const post = (await server.api<PostDetail>('GET', `/posts/${postId}`)).body.data;
    expect(post.authorName).toBe('已注销用户');
    expect(post.authorAccount).toBe('已注销用户');
    expect(personLabel({ nickname: post.authorName, account: post.authorAccount })).toBe('@已注销用户');
  });

  it('frees the mobile: it registers a new account', async () => {
    clock += 61_000;
    const sent = await server.api('POST', '/sms/code', {
      body: await smsCodeBody(server, MOBILE, 'register'),
    });
    expect(sent.body.success).toBe(true);
    const { body } = await server.api<OutboxMessage[]>('GET', `/dev/outbox?mobile=${MOBILE}`);
    const code = body.data.filter((message) => message.purpose === 'register')[0]?.code ?? '';
    const registered = await server.api('POST', '/auth/register', {
      body: { agreed: true, mobile: MOBILE, code, account: 'comeback1', password: 'new-pass-1' },
    });
    expect(registered.body.success).toBe(true);
  });

  it('answers without a token 10002', async () => {
    expect(
      (await server.api('POST', '/user/deletion', { body: { password: 'x', code: '123456' } })).body
        .errorCode,
    ).toBe(10002);
  });
});

describe('what closing removes', () => {
  it('takes the account’s photos out of every table that names a file, or the files could not go', async () => {
    const naming = await server.store.all<{ name: string }>(
      server.store.dialect === 'postgres'
        ? `SELECT DISTINCT c.relname AS name FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
           WHERE k.contype = 'f' AND k.confrelid = 'files'::regclass ORDER BY 1`
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%REFERENCES files%' ORDER BY name",
    );
    expect(naming.map((table) => table.name)).toContain('waybill_files');
    const removals = readFileSync(
      new URL('../../../server/queries/account-closing.ts', import.meta.url),
      'utf8',
    );
    for (const { name } of naming)
      expect(removals, `closing an account removes its photos from ${name}`).toContain(
        `DELETE FROM ${name} WHERE file_id`,
      );
  });
});
