/**
 * `node server/main.ts` refuses to start, with a message that says what to do, when the built site
 * is missing or was built for another base path than the server's PORTAL_BASE, or a setting is invalid.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, makeCheckout, portOpen, run, waitForOutput, type Checkout } from './processes.ts';
import type { Envelope, SmsChallenge } from '../../../src/lib/shared/contract.ts';
import { solveChallenge } from '../../../src/lib/account/sms-challenge.ts';

let checkout: Checkout;
beforeAll(async () => {
  checkout = await makeCheckout();
});
afterAll(() => checkout.remove());

/** Starts main.ts; resolves with its exit code and output, or `listening` once it serves. */
async function start(env: Record<string, string>): Promise<{ code: number | string | null; output: string }> {
  const port = await freePort();
  const server = run(
    process.execPath,
    ['server/main.ts'],
    checkout.dir,
    {
      PORT: String(port),
      PORTAL_DB: checkout.dbPath,
      ...env,
    },
    ['PORTAL_BASE'],
  );
  try {
    const outcome = await Promise.race([
      server.exited.then((code) => ({ code, output: server.output() })),
      waitForOutput(server, `http://127.0.0.1:${port}`).then(() => ({
        code: 'listening',
        output: server.output(),
      })),
    ]);
    if (outcome.code !== 'listening') expect(await portOpen(port)).toBe(false);
    return outcome;
  } finally {
    server.killAll();
  }
}

describe('the base path of the build', () => {
  it.each([
    ['/portal/', {}, '/portal/', '/'],
    ['/', { PORTAL_BASE: '/portal/' }, '/', '/portal/'],
    ['/a/', { PORTAL_BASE: '/b/' }, '/a/', '/b/'],
    ['/portal/', { PORTAL_BASE: '/portal/sub/' }, '/portal/', '/portal/sub/'],
  ])(
    'refuses a build for %s when the server has %j, naming both and PORTAL_BASE',
    async (built, env, b, s) => {
      await checkout.writeDist(built);
      const { code, output } = await start(env);
      expect(code).toBe(1);
      expect(output).toContain(`站点构建时的基础路径是 ${b}，服务器的基础路径是 ${s}（PORTAL_BASE）`);
      expect(output).toContain(`PORTAL_BASE=${b} npm run serve`);
      expect(output).toContain(`PORTAL_BASE=${s} npm run build`);
    },
    60_000,
  );

  it.each([
    ['/', {}],
    ['/portal/', { PORTAL_BASE: '/portal/' }],
    ['/portal', { PORTAL_BASE: 'portal/' }],
    ['/portal/', { PORTAL_BASE: '/portal' }],
  ])(
    'starts with a build for %s and the server on %j',
    async (built, env) => {
      await checkout.writeDist(built);
      expect((await start(env)).code).toBe('listening');
    },
    60_000,
  );

  it('starts with a warning when the build has no build-info.json (built before it existed)', async () => {
    await checkout.writeDist(null);
    const { code, output } = await start({});
    expect(code).toBe('listening');
    expect(output).toContain('build-info.json 缺失或无法读取');
  }, 60_000);
});

describe('a missing build', () => {
  it('refuses to start and says to run npm run build', async () => {
    await checkout.writeDist('/');
    await rm(`${checkout.dir}/dist`, { recursive: true });
    const { code, output } = await start({});
    expect(code).toBe(1);
    expect(output).toContain('找不到构建好的站点');
    expect(output).toContain('npm run build');
  }, 60_000);
});

describe('PORTAL_TRUSTED_PROXIES', () => {
  it('refuses a value that is not an address, naming the setting and the value', async () => {
    await checkout.writeDist('/');
    const { code, output } = await start({ PORTAL_TRUSTED_PROXIES: 'loopback, nginx' });
    expect(code).toBe(1);
    expect(output).toContain('PORTAL_TRUSTED_PROXIES');
    expect(output).toContain('「nginx」');
  }, 60_000);

  it('starts with loopback and an address', async () => {
    await checkout.writeDist('/');
    expect((await start({ PORTAL_TRUSTED_PROXIES: 'loopback,10.0.0.2' })).code).toBe('listening');
  }, 60_000);
});

describe('PORTAL_SMS_* limits', () => {
  it('refuses a limit that is not a positive integer, naming the setting and the value', async () => {
    await checkout.writeDist('/');
    const { code, output } = await start({ PORTAL_SMS_GUESSES_DAILY: '0' });
    expect(code).toBe(1);
    expect(output).toContain('PORTAL_SMS_GUESSES_DAILY=0');
  }, 60_000);

  it('applies the limits it is given: PORTAL_SMS_ADDRESS_HOURLY=1 refuses a second code from one address; PORTAL_SMS_CHALLENGE_MAX sets the challenge', async () => {
    await checkout.writeDist('/');
    const port = await freePort();
    const server = run(process.execPath, ['server/main.ts'], checkout.dir, {
      PORT: String(port),
      PORTAL_DB: checkout.dbPath,
      PORTAL_SMS_ADDRESS_HOURLY: '1',
      PORTAL_SMS_CHALLENGE_MAX: '2000',
    });
    try {
      await waitForOutput(server, `http://127.0.0.1:${port}`);
      const api = `http://127.0.0.1:${port}/logistics/api`;
      const send = async (mobile: string) => {
        const challenge = ((await (await fetch(`${api}/sms/challenge`)).json()) as Envelope<SmsChallenge>)
          .data;
        expect(challenge.maxNumber).toBe(2000);
        const proof = await solveChallenge(challenge);
        const answer = await fetch(`${api}/sms/code`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mobile, purpose: 'reset', proof }),
        });
        return {
          status: answer.status,
          body: (await answer.json()) as { errorCode: number; errorMsg: string },
        };
      };
      expect((await send('13700000301')).body.errorCode).toBe(0);
      const second = await send('13700000302');
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({
        errorCode: 10004,
        errorMsg: '获取验证码次数过多，请 1 小时后再试',
      });
    } finally {
      server.killAll();
    }
  }, 60_000);
});
