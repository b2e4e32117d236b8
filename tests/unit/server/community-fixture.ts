/**
 * Shared set-up of the community tests: one server per test file with the demo user and a second
 * user (冷链老王), and helpers to count rows and create posts. The bindings are live: `server`,
 * `token`… hold their values once `useCommunityServer()`'s beforeAll has run.
 */
import { afterAll, beforeAll } from 'vitest';
import type { PostDetail } from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows, insertUser } from './store-rows.ts';

export let server: TestServer;
export let token: string;
export let otherToken: string;
export let otherUserId: number;
let circleId: number;

let keySequence = 0;
export const newKey = (): string => `test-key-${Date.now()}-${(keySequence += 1)}`;

/** Starts the server before the file's tests and closes it after them. */
export function useCommunityServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
    otherUserId = await insertUser(server.store, {
      account: 'lengliang',
      password: 'Lengliang123',
      mobile: '13700001234',
      nickname: '冷链老王',
    });
    otherToken = await server.login('lengliang', 'Lengliang123');
    circleId = await count('SELECT min(id) AS n FROM circles');
  });
  afterAll(() => server.close());
}

export const count = (sql: string, ...params: (string | number)[]): Promise<number> =>
  countRows(server.store, sql, ...params);

/** The seed's first circle, read once the server has started. */
export const firstCircleId = (): number => circleId;

export function createPost(body: unknown, options: { key?: string; as?: string } = {}) {
  return server.api<PostDetail>('POST', '/posts', {
    body,
    token: options.as ?? token,
    headers: { 'Idempotency-Key': options.key ?? newKey() },
  });
}
