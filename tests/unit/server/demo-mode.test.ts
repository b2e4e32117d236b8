/** Demo mode (the SMS outbox, the demo accounts) exists only when the server is started with it; `/site/info` says which. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../src/lib/shared/contract.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { seedDatabase, SEED_USER_PASSWORD } from '../../../server/seed/index.ts';
import {
  DEMO_ACCOUNT,
  DEMO_MOBILE,
  DEMO_PASSWORD,
  SMALL_SEED,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';

describe.each([
  ['off', false],
  ['on', true],
])('demo mode %s', (_name, demo) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo });
  });
  afterAll(() => server.close());

  it(`GET /site/info answers demo: ${demo}, without a token`, async () => {
    const answer = await server.api<SiteInfo>('GET', '/site/info');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, errorCode: 0, errorMsg: '', data: { demo } });
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
  });

  it(
    demo ? 'lets the outbox be read' : 'answers 10404 for the outbox, with or without a mobile',
    async () => {
      await server.api('POST', '/sms/code', { body: await smsCodeBody(server, DEMO_MOBILE, 'reset') });
      for (const query of [`?mobile=${DEMO_MOBILE}`, '', '?mobile=x']) {
        const answer = await server.api<unknown[]>('GET', `/dev/outbox${query}`);
        if (demo && query !== '?mobile=x') {
          expect(answer.body.success).toBe(true);
        } else if (!demo) {
          expect(answer.status).toBe(404);
          expect(answer.body).toMatchObject({ success: false, errorCode: 10404, data: null });
          expect(JSON.stringify(answer.body)).not.toMatch(/\d{6}/);
        }
      }
    },
  );
});

/** The accounts of a new database: the published demo passwords exist only in demo mode. */
describe('accounts of a new database', () => {
  /** The account names a demo seed of the same size gives its users (deterministic). */
  function demoSeedAccounts(): string[] {
    const db = openDatabase(':memory:', { create: true }).db;
    seedDatabase(db, { ...SMALL_SEED, accounts: true });
    const accounts = (db.prepare('SELECT account FROM users ORDER BY id').all() as { account: string }[]).map(
      (row) => row.account,
    );
    db.close();
    return accounts;
  }

  it('outside demo mode: no account exists and no published password signs anybody in', async () => {
    const server = await startTestServer({ demo: false });
    try {
      expect(((await server.store.get('SELECT count(*) AS n FROM users')) as { n: number }).n).toBe(0);
      const [, other] = demoSeedAccounts();
      expect(other).toBeDefined();
      for (const [account, password] of [
        [DEMO_ACCOUNT, DEMO_PASSWORD],
        [DEMO_MOBILE, DEMO_PASSWORD],
        [other!, SEED_USER_PASSWORD],
      ] as const) {
        const answer = await server.api('POST', '/auth/login', { body: { account, password } });
        expect(answer.body, account).toMatchObject({ success: false, errorCode: 10003 });
      }
      // The content that needs no author account is there for an evaluation.
      const policies = await server.api<{ total: number }>('GET', '/policies');
      expect(policies.body.data.total).toBeGreaterThan(0);
      const circles = await server.api<unknown[]>('GET', '/circles');
      expect(circles.body.data.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('in demo mode: the demo account and the other seeded users sign in with the published passwords', async () => {
    const server = await startTestServer({ demo: true });
    try {
      const [, other] = demoSeedAccounts();
      expect(
        (
          await server.api('POST', '/auth/login', {
            body: { account: DEMO_ACCOUNT, password: DEMO_PASSWORD },
          })
        ).body.success,
      ).toBe(true);
      expect(
        (await server.api('POST', '/auth/login', { body: { account: other, password: SEED_USER_PASSWORD } }))
          .body.success,
      ).toBe(true);
    } finally {
      await server.close();
    }
  });
});
