/**
 * The session says whether its account blocks anyone (屏蔽; `blocking` of the user answer), so a
 * static page reads its content again only for a reader who blocks someone: false until a block, in
 * the login's answer and `/user/current` alike, true after one, false again once the last is undone;
 * the block and unblock answers say it; another account's session and the blocked user's never
 * say it; no token reads nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockState, LoginResult, User } from '../../../src/lib/shared/contract.ts';
import { DEMO_ACCOUNT, DEMO_PASSWORD, startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
const ids = { first: 0, second: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ids.first = await insertUser(server.store, {
    account: 'blocking-one',
    password: 'pass-word1',
    mobile: '13600000611',
  });
  ids.second = await insertUser(server.store, {
    account: 'blocking-two',
    password: 'pass-word1',
    mobile: '13600000612',
  });
});
afterAll(() => server.close());

const loginAnswer = async (account: string, password = 'pass-word1') =>
  (await server.api<LoginResult>('POST', '/auth/login', { body: { account, password } })).body.data;
const current = async (token: string) =>
  (await server.api<User>('GET', '/user/current', { token })).body.data.blocking;
const block = async (method: 'PUT' | 'DELETE', token: string, userId: number) =>
  (await server.api<BlockState>(method, `/user/blocks/${userId}`, { token })).body.data;

describe('the session’s blocking flag', () => {
  it('is false until the account blocks someone, true after, false once the last block is undone', async () => {
    const reader = await server.login();
    const first = await loginAnswer('blocking-one');
    expect(first.user.blocking).toBe(false);
    expect(await current(reader)).toBe(false);

    expect(await block('PUT', reader, ids.first)).toEqual({ blocked: true, blocking: true });
    expect(await current(reader)).toBe(true);
    expect(await block('PUT', reader, ids.second)).toEqual({ blocked: true, blocking: true });
    expect(await block('DELETE', reader, ids.first)).toEqual({ blocked: false, blocking: true });
    expect(await current(reader)).toBe(true);
    // A new session of the blocker learns it at login.
    expect((await loginAnswer(DEMO_ACCOUNT, DEMO_PASSWORD)).user.blocking).toBe(true);

    // The blocked user's session and another account's say nothing of it.
    expect(await current(first.token)).toBe(false);
    expect((await loginAnswer('blocking-two')).user.blocking).toBe(false);

    expect(await block('DELETE', reader, ids.second)).toEqual({ blocked: false, blocking: false });
    expect(await current(reader)).toBe(false);
  });

  it('is read by no one without a token', async () => {
    const answer = await server.api<User>('GET', '/user/current');
    expect(answer.body.success).toBe(false);
    expect(answer.body.data).toBeFalsy();
  });
});
