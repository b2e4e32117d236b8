/**
 * An id with space or a line break around it (`%0a1`, `%201`, ` 1`, `1%20`) names no item: every
 * path and query that reads an id refuses it as malformed (10001) instead of answering for item 1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.close());

const PADDED = ['%0a1', '%201', '1%20', '%091', '1%0a', '%0d%0a1', '%c2%a01'];

describe('an id path parameter with space around it', () => {
  it.each([
    ['/posts/:id', '/posts/ID'],
    ['/posts/:id/replies', '/posts/ID/replies'],
    ['/policies/:id', '/policies/ID'],
    ['/announcements/:id', '/announcements/ID'],
    ['/enterprises/:id', '/enterprises/ID'],
    ['/routes/:id', '/routes/ID'],
    ['/logistics-info/:id', '/logistics-info/ID'],
  ])('%s answers for the clean id and refuses every padded one', async (_name, template) => {
    const clean = await server.api('GET', template.replace('ID', '1'));
    expect(clean.body.success).toBe(true);
    for (const padded of PADDED) {
      const { status, body } = await server.api('GET', template.replace('ID', padded));
      expect(status, padded).toBe(400);
      expect(body, padded).toMatchObject({ errorCode: 10001, errorMsg: '编号（id）必须是正整数' });
    }
  });

  it('refuses a padded id on a protected write too, and changes nothing', async () => {
    const { status, body } = await server.api('POST', '/notices/%201/read', { token });
    expect(status).toBe(400);
    expect(body.errorMsg).toBe('编号（id）必须是正整数');
    const { body: own } = await server.api('GET', '/deliveries/%0a1', { token });
    expect(own.errorCode).toBe(10001);
  });
});

describe('an id in a query with space around it', () => {
  it.each([
    ['/posts', 'circleId'],
    ['/announcements', 'enterpriseId'],
    ['/routes', 'enterpriseId'],
  ])(
    '%s?%s= refuses a padded id, reads a clean one and takes a blank one as no filter',
    async (path, name) => {
      expect((await server.api('GET', `${path}?${name}=1`)).body.success).toBe(true);
      expect((await server.api('GET', `${path}?${name}=%20`)).body.success).toBe(true);
      for (const padded of PADDED) {
        const { status, body } = await server.api('GET', `${path}?${name}=${padded}`);
        expect(status, padded).toBe(400);
        expect(body.errorMsg, padded).toMatch(new RegExp(`（${name}）必须是正整数$`));
      }
    },
  );
});
