/** Demo mode (the SMS outbox) exists only when the server is started with it; `/site/info` says which. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../src/lib/contract.ts';
import { DEMO_MOBILE, startTestServer, type TestServer } from './harness.ts';

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
      await server.api('POST', '/sms/code', { body: { mobile: DEMO_MOBILE, purpose: 'reset' } });
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
