/**
 * The per-account complaint rate (PORTAL_COMPLAINT_RATE, docs/api.md, Limits) over real HTTP on either
 * store: new complaints and statements in complaints count together in a sliding hour; over it both
 * are refused with 10004, HTTP 429 and Retry-After, for that account only; a replay of a stored
 * submission is never refused; the hour passed, the account writes again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintDetail } from '../../../src/lib/shared/contract/complaints.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { waybillJourney } from './waybill-fixture.ts';

let clock = Date.parse('2026-12-01T02:00:00.000Z');
let server: TestServer;
let shipper: string;
let carrier: string;
let journey: ReturnType<typeof waybillJourney>;

beforeAll(async () => {
  server = await startTestServer({ complaintRatePerHour: 3, now: () => clock });
  const users = [
    ['cr-shipper', '13700008001'],
    ['cr-carrier', '13700008002'],
  ] as const;
  for (const [account, mobile] of users)
    await insertUser(server.store, {
      account,
      password: 'Complain12345',
      mobile,
      nickname: `${account}昵称`,
    });
  [shipper, carrier] = (await Promise.all(
    users.map(([account]) => server.login(account, 'Complain12345')),
  )) as [string, string];
  journey = waybillJourney(server, () => chinaDay(clock));
});
afterAll(() => server.close());

const complain = (waybillId: number, token: string, key = randomUUID()) =>
  journey.send<ComplaintDetail>(
    'POST',
    `/waybills/${waybillId}/complaints`,
    token,
    { category: 'no_show', content: '约定时间未到场装货，电话不接' },
    key,
  );
const state = (complaintId: number, token: string) =>
  journey.send<ComplaintDetail>('POST', `/complaints/${complaintId}/evidence`, token, {
    content: '补充：当天有通话记录为证',
  });

describe('the per-account complaint rate (PORTAL_COMPLAINT_RATE)', () => {
  it('counts complaints and statements together, refuses the account over it with 429, and lets it write again after the hour', async () => {
    const waybills = [];
    for (let i = 0; i < 3; i += 1) waybills.push(await journey.newWaybill(shipper, carrier));
    const [first, second, third] = waybills as [number, number, number];

    const firstKey = randomUUID();
    const opened = await complain(first, shipper, firstKey);
    expect(opened.body.errorCode).toBe(0);
    expect((await state(opened.body.data.id, shipper)).body.errorCode).toBe(0);
    clock += 10 * 60_000;
    expect((await complain(second, shipper)).body.errorCode).toBe(0);

    const refused = await complain(third, shipper);
    expect([refused.status, refused.body.errorCode]).toEqual([429, ErrorCodes.tooManyAttempts]);
    expect(refused.headers.get('Retry-After')).toBe(String(50 * 60));
    expect(refused.body.errorMsg).toBe('投诉和补充说明过于频繁：每个账号每小时最多 3 次，请在 50 分钟后再试');
    const statement = await state(opened.body.data.id, shipper);
    expect([statement.status, statement.body.errorCode]).toEqual([429, ErrorCodes.tooManyAttempts]);

    // A replay of the first complaint answers it again; the other party has a budget of their own.
    const replay = await complain(first, shipper, firstKey);
    expect([replay.body.errorCode, replay.body.data.id]).toEqual([0, opened.body.data.id]);
    expect((await state(opened.body.data.id, carrier)).body.errorCode).toBe(0);

    clock += 50 * 60_000;
    expect((await complain(third, shipper)).body.errorCode).toBe(0);
  });
});
