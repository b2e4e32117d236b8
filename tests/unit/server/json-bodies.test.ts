/**
 * A body is JSON or it is refused (10415, HTTP 415): any web page can make its visitors' browsers
 * send text/plain, a form or an untyped body to the API without asking, but not JSON. Walks every
 * route the API registers with a method that takes a body. An upload (`POST /files`) is the one
 * body that is a multipart form; it is refused as anything else, and a form another site's page
 * sends carries no token (the API reads it from a header, never a cookie).
 */
import { request as httpRequest } from 'node:http';
import { systemClock } from '../../../server/domain/clock.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../../server/http/app.ts';
import { settingsFor } from '../../../server/settings.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { deliveryInput } from '../helpers/delivery-input.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

/** Every registered route whose method may carry a body, with its parameters filled in. */
function bodyRoutes(): [string, string][] {
  const app = createApiApp({
    db: server.store,
    settings: settingsFor({ tokenTtlSeconds: 60, demo: true }),
    now: systemClock,
  });
  const seen = new Set<string>();
  for (const { method, path } of app.routes) {
    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      seen.add(`${method} ${path.replace(/:[A-Za-z]+/g, '1')}`);
  }
  return [...seen].map((key) => key.split(' ') as [string, string]);
}

/** Sends exactly these headers (fetch would add `text/plain` to a string body on its own). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: { errorCode: number; errorMsg: string } }> {
  const url = new URL(`${server.url}/logistics/api${path}`);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as never });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const login = JSON.stringify({ account: 'demo', password: 'demo123456' });
const WRONG_TYPES: [string, Record<string, string>, string][] = [
  ['text/plain', { 'Content-Type': 'text/plain' }, login],
  ['text/plain with a charset', { 'Content-Type': 'text/plain;charset=UTF-8' }, login],
  ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'account=demo&password=demo123456'],
  ['a multipart form', { 'Content-Type': 'multipart/form-data; boundary=x' }, '--x--'],
  ['no type at all', {}, login],
  ['a type that only starts like JSON', { 'Content-Type': 'application/jsonp' }, login],
];
const REFUSED = {
  errorCode: 10415,
  errorMsg: '请求内容必须是 JSON，请以 Content-Type: application/json 发送',
};
/** The endpoints whose body is a multipart form (a file), and how they refuse anything else. */
const UPLOADS = new Set(['POST /files']);
const UPLOAD_REFUSED = {
  errorCode: 10415,
  errorMsg: '请以 multipart/form-data 上传图片，文件放在 file 字段中',
};

describe('bodies that are not JSON', () => {
  it('covers the endpoints the browser attack aims at', () => {
    const routes = bodyRoutes().map(([method, path]) => `${method} ${path}`);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /auth/login', 'POST /sms/code', 'PUT /user/profile']),
    );
  });

  it.each(WRONG_TYPES)('%s: 415 on every endpoint with a body', async (_name, headers, body) => {
    const accepted: string[] = [];
    for (const [method, path] of bodyRoutes()) {
      const upload = UPLOADS.has(`${method} ${path}`);
      // A multipart form is an upload's own type.
      if (upload && headers['Content-Type']?.startsWith('multipart/form-data')) continue;
      const answer = await send(
        method,
        path,
        { ...headers, Authentication: token, 'Idempotency-Key': 'k' },
        body,
      );
      if (answer.status !== 415 || answer.body.errorCode !== REFUSED.errorCode) {
        accepted.push(`${method} ${path}: HTTP ${answer.status} ${answer.body.errorCode}`);
      } else {
        expect(answer.body).toMatchObject(upload ? UPLOAD_REFUSED : REFUSED);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses a login sent as a form, and no session starts', async () => {
    const answer = await send(
      'POST',
      '/auth/login',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'account=demo&password=demo123456',
    );
    expect(answer).toEqual({ status: 415, body: { success: false, data: null, ...REFUSED } });
  });

  it('refuses an endpoint that needs a body when none comes and no type is given', async () => {
    const answer = await send('POST', '/sms/code', {}, '');
    expect(answer.status).toBe(415);
    expect(answer.body.errorCode).toBe(10415);
  });
});

describe('bodies that are JSON', () => {
  it.each([
    ['application/json', 'application/json'],
    ['with a charset', 'application/json; charset=utf-8'],
    ['in capitals', 'Application/JSON;Charset=UTF-8'],
  ])('%s is read', async (_name, type) => {
    const answer = await send('POST', '/auth/login', { 'Content-Type': type }, login);
    expect(answer.status).toBe(200);
    expect(answer.body.errorCode).toBe(0);
  });
});

describe('requests without a body', () => {
  it('need no type: reading a notice, confirming and cancelling a shipment, logging out', async () => {
    const own = await server.login();
    const { id: noticeId } = (await server.store.get(
      "SELECT n.id FROM notices n JOIN users u ON u.id = n.user_id WHERE u.account = 'demo' ORDER BY n.id LIMIT 1",
    )) as { id: number };
    expect(
      (await send('POST', `/notices/${noticeId}/read`, { Authentication: own }, '')).body.errorCode,
    ).toBe(0);
    const today = chinaDay();
    const created = await server.api<{ id: number }>('POST', '/deliveries', {
      token: own,
      body: deliveryInput({ loadingDate: today, expectedArrivalDate: addDays(today, 2) }),
      headers: { 'Idempotency-Key': 'bodyless-confirm' },
    });
    const deliveryId = created.body.data.id;
    const confirmed = await send('POST', `/deliveries/${deliveryId}/confirm`, { Authentication: own }, '');
    expect(confirmed.body).toMatchObject({ errorCode: 0, data: { status: 'confirmed' } });
    const cancelled = await send('POST', `/deliveries/${deliveryId}/cancel`, { Authentication: own }, '');
    expect(cancelled.body).toMatchObject({ errorCode: 0, data: { status: 'cancelled' } });
    expect((await send('POST', '/auth/logout', { Authentication: own }, '')).body.errorCode).toBe(0);
  });
});
