/**
 * The bounded password-hashing queue (password-hashing.ts) under a flood of logins with made-up
 * names from many addresses (so that no throttle refuses them first): at most `concurrency` hashes
 * run, at most `queue` wait, the excess answers 429 at once without hashing, and pages and other API
 * calls still answer during the flood.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../src/lib/shared/contract.ts';
import { hashPassword, verifyPassword } from '../../../server/domain/passwords.ts';
import { startTestServer, type ApiAnswer, type TestServer } from './harness.ts';
import { smsCodeBody } from './sms-proof.ts';
import { insertUser } from './store-rows.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'portal-flood-site-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>门户</title><p>首页</p>');
});
afterAll(() => rm(site, { recursive: true, force: true }));

/** `count` logins at once, each with its own made-up name and address. */
function flood(server: TestServer, count: number, prefix: string): Promise<ApiAnswer<unknown>>[] {
  return Array.from({ length: count }, (_, i) =>
    server.api('POST', '/auth/login', {
      body: { account: `${prefix}-${i}`, password: 'Guess-123' },
      headers: { 'X-Forwarded-For': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    }),
  );
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a login flood with hashes held in flight', () => {
  let server: TestServer;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    server = await startTestServer({
      distDir: site,
      trustedProxies: ['127.0.0.1'],
      hashing: { concurrency: 2, queue: 3 },
      hashFunctions: {
        hash: hashPassword,
        async verify() {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await gate;
          inFlight -= 1;
          return false;
        },
      },
    });
  });
  afterAll(() => server.close());

  it('runs 2, queues 3, answers the other 15 at once with 429 without hashing, and keeps serving', async () => {
    const answered: ApiAnswer<unknown>[] = [];
    const logins = flood(server, 20, 'made-up').map((login) =>
      login.then((answer) => {
        answered.push(answer);
        return answer;
      }),
    );
    await until(() => answered.length === 15, 'the excess to be refused');
    for (const answer of answered) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({
        success: false,
        errorCode: 10004,
        errorMsg: '服务器繁忙，请稍后再试',
        data: null,
      });
      expect(answer.headers.get('Retry-After')).toBe('2');
    }
    expect(server.hashing.running).toBe(2);
    expect(server.hashing.queued).toBe(3);
    expect(server.hashing.started).toBe(2);

    // While the flood holds every hashing slot: another API call and a page answer.
    const policies = await server.api<{ total: number }>('GET', '/policies');
    expect(policies.status).toBe(200);
    expect(policies.body.data.total).toBeGreaterThan(0);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('首页');
    expect(answered).toHaveLength(15);

    open();
    const answers = await Promise.all(logins);
    expect(answers.filter((a) => a.body.errorCode === 10003)).toHaveLength(5);
    expect(server.hashing.started).toBe(5);
    expect(mostInFlight).toBe(2);
    expect(server.hashing.peakRunning).toBe(2);
    // A refusal is not a failure: only the five checked passwords were counted.
    const { n } = (await server.store.get(
      "SELECT count(*) AS n FROM password_failures WHERE account LIKE 'made-up-%'",
    )) as { n: number };
    expect(n).toBe(5);
  });
});

describe('a login flood with real scrypt', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      distDir: site,
      trustedProxies: ['127.0.0.1'],
      hashing: { concurrency: 2, queue: 4 },
    });
  });
  afterAll(() => server.close());

  it('never runs more than 2 hashes, hashes exactly the answered ones, and pages and the API answer meanwhile', async () => {
    const logins = flood(server, 40, 'flooder');
    const [policies, page] = await Promise.all([
      server.api<{ total: number }>('GET', '/policies'),
      fetch(`${server.url}/`),
    ]);
    expect(policies.body.success).toBe(true);
    expect(page.status).toBe(200);
    const answers = await Promise.all(logins);
    const wrong = answers.filter((a) => a.body.errorCode === 10003).length;
    const busy = answers.filter(
      (a) => a.status === 429 && a.body.errorMsg === '服务器繁忙，请稍后再试',
    ).length;
    expect(wrong + busy).toBe(40);
    expect(server.hashing.started).toBe(wrong);
    expect(server.hashing.refused).toBe(busy);
    expect(server.hashing.peakRunning).toBeLessThanOrEqual(2);
  });

  it('also hashes the password change and the reset through the queue', async () => {
    await insertUser(server.store, { account: 'hasher', password: 'right-pass1', mobile: '13500000001' });
    const token = await server.login('hasher', 'right-pass1');
    const before = server.hashing.started;
    const change = await server.api('PUT', '/user/password', {
      token,
      body: { oldPassword: 'right-pass1', newPassword: 'new-pass123' },
    });
    expect(change.body.success).toBe(true);
    expect(server.hashing.started - before).toBe(2);

    await server.api('POST', '/sms/code', { body: await smsCodeBody(server, '13500000001', 'reset') });
    const outbox = await server.api<OutboxMessage[]>('GET', '/dev/outbox?mobile=13500000001');
    const code = outbox.body.data[0]!.code;
    const reset = await server.api('POST', '/auth/password/reset', {
      body: { mobile: '13500000001', code, newPassword: 'reset-pass456' },
    });
    expect(reset.body.success).toBe(true);
    expect(server.hashing.started - before).toBe(3);
    const stored = (await server.store.get(
      "SELECT password_hash AS hash FROM users WHERE account = 'hasher'",
    )) as {
      hash: string;
    };
    expect(await verifyPassword('reset-pass456', stored.hash)).toBe(true);
  });
});
