/**
 * No cache may keep an answer that depends on who asks: every route the API registers is called
 * with a token, without one and with a revoked one, and every answer of a route that reads the
 * token (and the login answer, which carries one) must say `Cache-Control: no-store` and
 * `Vary: Authentication`, error answers included. Answers that are the same for everyone are
 * checked to be so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/domain/clock.ts';
import { createApiApp } from '../../../server/http/app.ts';
import { settingsFor } from '../../../server/settings.ts';
import { varyOnAuthentication } from '../../../server/http/private-answers.ts';
import {
  issueToken,
  optionalUser,
  requireEditor,
  requireUser,
  hashToken,
} from '../../../server/http/session.ts';
import { revokeToken } from '../../../server/queries/tokens.ts';
import { requireDeskWriter, requirePublisher } from '../../../server/http/desk-members.ts';
import { DEMO_ACCOUNT, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let demoId: number;
beforeAll(async () => {
  server = await startTestServer();
  demoId = (
    (await server.store.get('SELECT id FROM users WHERE account = ?', DEMO_ACCOUNT)) as { id: number }
  ).id;
});
afterAll(() => server.close());

interface Route {
  method: string;
  path: string;
  personal: boolean;
}

/** The contract as the API app registers it: each method and path once, and whether it reads the token. */
function contractRoutes(): Route[] {
  const app = createApiApp({
    db: server.store,
    settings: settingsFor({ tokenTtlSeconds: 60, demo: true }),
    now: systemClock,
  });
  const routes = new Map<string, Route>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, personal: false };
    if (
      handler === requireUser ||
      handler === optionalUser ||
      handler === requireEditor ||
      handler === requireDeskWriter ||
      handler === requirePublisher
    )
      route.personal = true;
    routes.set(key, route);
  }
  // Answers that carry a token (login, registration) or name the account of whoever proved a mobile.
  for (const key of ['POST /auth/login', 'POST /auth/register', 'POST /auth/password/reset']) {
    const route = routes.get(key);
    if (route) route.personal = true;
  }
  return [...routes.values()];
}

/** A fresh token for each call: the walk logs out and changes nothing else it relies on. */
const freshToken = async (): Promise<string> =>
  (await issueToken(server.store, demoId, 600, Date.now())).token;

async function revokedToken(): Promise<string> {
  const token = await freshToken();
  const { id } = (await server.store.get('SELECT id FROM tokens WHERE token_hash = ?', hashToken(token))) as {
    id: number;
  };
  await revokeToken(server.store, id, 'logout', new Date().toISOString());
  return token;
}

let keys = 0;
async function call(
  route: Route,
  token: string | undefined,
): Promise<{ status: number; headers: Headers; body: string }> {
  const path = route.path.replace(/:[A-Za-z]+/g, '1');
  const headers: Record<string, string> = { 'Idempotency-Key': `walk-${(keys += 1)}` };
  if (token !== undefined) headers['Authentication'] = token;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (withBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}/logistics/api${path}`, {
    method: route.method,
    headers,
    body: withBody ? '{}' : null,
  });
  // The notice stream never ends by itself: its headers are the answer.
  if (response.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, body: '' };
  }
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const varyNames = (headers: Headers): string[] =>
  (headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

/** Counters that move on every read (views) are not about who asks. */
const withoutCounters = (body: string): string => body.replace(/"views":\d+/g, '"views":0');

/** Routes whose every answer is new (a one-time challenge): the same to everyone, and never cached. */
const NEW_EACH_CALL = ['GET /sms/challenge'];

describe('the walk over the contract', () => {
  it('finds the routes that read the token', () => {
    const personal = contractRoutes()
      .filter((route) => route.personal)
      .map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'POST /auth/login',
      'POST /auth/register',
      'POST /auth/password/reset',
      'POST /auth/logout',
      'GET /user/current',
      'PUT /user/profile',
      'GET /user/login-records',
      'GET /notices',
      'GET /deliveries',
      'GET /deliveries/:id',
      'GET /logistics-info/:id',
      'POST /posts',
    ]) {
      expect(personal).toContain(expected);
    }
  });

  it('answers every call of a route that reads the token with no-store and Vary: Authentication', async () => {
    const missing: string[] = [];
    for (const route of contractRoutes().filter((r) => r.personal)) {
      for (const [who, token] of [
        ['signed in', await freshToken()],
        ['no token', undefined],
        ['revoked token', await revokedToken()],
      ] as const) {
        const answer = await call(route, token);
        const cacheControl = answer.headers.get('Cache-Control');
        if (cacheControl !== 'no-store' || !varyNames(answer.headers).includes('authentication')) {
          missing.push(`${route.method} ${route.path} (${who}, HTTP ${answer.status}): ${cacheControl}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the same answer to everyone on every other route', async () => {
    const differing: string[] = [];
    for (const route of contractRoutes().filter((r) => !r.personal)) {
      const anonymous = await call(route, undefined);
      const signedIn = await call(route, await freshToken());
      if (NEW_EACH_CALL.includes(`${route.method} ${route.path}`)) {
        // A new answer for every call, to everyone alike: never kept by any cache.
        expect(anonymous.headers.get('Cache-Control')).toBe('no-store');
        expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
        continue;
      }
      if (withoutCounters(anonymous.body) !== withoutCounters(signedIn.body)) {
        differing.push(`${route.method} ${route.path}`);
      }
      expect(signedIn.headers.get('Cache-Control')).not.toBe('no-store');
    }
    expect(differing).toEqual([]);
  });

  it('keeps what an identity-free answer says about caching', async () => {
    const info = await server.api('GET', '/site/info', { token: await freshToken() });
    expect(info.headers.get('Cache-Control')).toBe('no-cache');
    expect(varyNames(info.headers)).not.toContain('authentication');
  });

  it('sends the login answer, which carries the token, as no-store', async () => {
    const answer = await server.api<{ token: string }>('POST', '/auth/login', {
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(answer.body.data.token).toBeTruthy();
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(varyNames(answer.headers)).toContain('authentication');
  });

  it('shows the unmasked phone of a details answer only as no-store', async () => {
    const answer = await server.api<{ contactPhone: string }>('GET', '/routes/1', {
      token: await freshToken(),
    });
    expect(answer.body.data.contactPhone).not.toContain('*');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it("shows an offer's revealed phone (查看电话) only as no-store", async () => {
    const answer = await server.api<{ contactPhone: string }>('POST', '/logistics-info/1/contact', {
      token: await freshToken(),
    });
    expect(answer.body.data.contactPhone).not.toContain('*');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('Vary keeps what it had', () => {
  it.each([
    [null, 'Authentication'],
    ['Accept-Encoding', 'Accept-Encoding, Authentication'],
    ['Accept-Encoding, Origin', 'Accept-Encoding, Origin, Authentication'],
    ['authentication', 'authentication'],
    ['*', '*'],
  ])('%j → %j', (before, after) => {
    expect(varyOnAuthentication(before)).toBe(after);
  });
});
