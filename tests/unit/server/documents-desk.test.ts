/**
 * The desk's review of carriers' documents over real HTTP: one queue over vehicles and identities
 * with ids that never collide, numbers in full to editors only, editors alone may read or decide,
 * approve and reject (with the reason) each tell the owner and record the owner's site change, a
 * decided document cannot be decided again; and with the test clock, the reminders 30 and 7 days
 * before the last valid day (once each) and the state turning 已过期 after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Notice, type Paged } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import {
  type DeskDocument,
  type Identity,
  type Vehicle,
} from '../../../src/lib/shared/contract/documents.ts';
import { remindExpiringDocuments } from '../../../server/domain/document-actions.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

const DAY = 86_400_000;
/** 2026-11-24 16:00 in China. */
let clock = Date.parse('2026-11-24T08:00:00.000Z');
let server: TestServer;
let editor: string;
let owner: string;
let ownerId: number;
let other: string;
let vehicle: Vehicle;
let identity: Identity;

beforeAll(async () => {
  // Tokens outlive the clock's jumps of the expiry tests.
  server = await startTestServer({ now: () => clock, tokenTtlSeconds: 100 * 86_400 });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
  ownerId = await insertUser(server.store, {
    account: 'desk-carrier',
    password: 'pass-word1',
    mobile: '13600000301',
    nickname: '车主甲',
  });
  await insertUser(server.store, { account: 'desk-other', password: 'pass-word1', mobile: '13600000302' });
  owner = await server.login('desk-carrier', 'pass-word1');
  other = await server.login('desk-other', 'pass-word1');
  const photo = await uploadLicencePhoto(server.url, owner);
  vehicle = (
    await server.api<Vehicle>('POST', '/user/vehicles', {
      token: owner,
      body: {
        plate: '苏E12345',
        plateColor: 'yellow',
        vehicleType: '平板车',
        lengthMeters: 13,
        loadTons: 30,
        transportPermitNo: '320500112233',
        licenseFileId: photo,
        permitFileId: photo,
        expiresAt: '2027-01-10',
      },
    })
  ).body.data;
  clock += 1000;
  identity = (
    await server.api<Identity>('POST', '/user/identity', {
      token: owner,
      body: { realName: '李四', idNumber: '11010519491231002X', driverLicenseFileId: photo },
    })
  ).body.data;
});
afterAll(() => server.close());

const queue = (state?: string, token = editor) =>
  server.api<Paged<DeskDocument>>('GET', `/desk/documents${state ? `?state=${state}` : ''}`, { token });

const noticesOf = async (token: string) =>
  (await server.api<Notice[]>('GET', '/notices', { token })).body.data;

const userChanges = () =>
  server.store.all<{ itemId: number }>(
    "SELECT item_id AS itemId FROM site_changes WHERE kind = 'user' AND item_id = ?",
    ownerId,
  );

describe('the queue', () => {
  it('is for editors only: no token, and a user token, are refused', async () => {
    expect((await queue(undefined, owner)).status).toBe(403);
    const anonymous = await server.api('GET', '/desk/documents');
    expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    for (const path of [
      `/desk/documents/vehicle-${vehicle.id}/approve`,
      `/desk/documents/vehicle-${vehicle.id}/reject`,
    ]) {
      const refused = await server.api('POST', path, { token: other, body: { reason: '照片不清晰' } });
      expect(refused.status).toBe(403);
    }
  });

  it('lists both kinds, oldest first, with kind-prefixed ids and every number in full', async () => {
    const answer = await queue('pending');
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(2);
    const [first, second] = answer.body.data.list;
    expect(first).toMatchObject({
      id: `vehicle-${vehicle.id}`,
      kind: 'vehicle',
      owner: { id: ownerId, account: 'desk-carrier', nickname: '车主甲' },
      decidedBy: null,
      vehicle: { plate: '苏E12345', transportPermitNo: '320500112233', state: 'pending' },
    });
    expect(second).toMatchObject({
      id: `identity-${identity.id}`,
      kind: 'identity',
      identity: { realName: '李四', idNumber: '11010519491231002X' },
    });
    expect((await queue('approved')).body.data.total).toBe(0);
    expect((await queue('waiting')).status).toBe(400);
  });

  it('answers 404 for an id of no kind or no document', async () => {
    for (const id of ['7', 'truck-1', 'vehicle-99999', 'identity-0'])
      expect((await server.api('POST', `/desk/documents/${id}/approve`, { token: editor })).status).toBe(404);
  });
});

describe('decisions', () => {
  it('rejects with the reason the owner reads, and records the site change', async () => {
    const before = (await userChanges()).length;
    const missing = await server.api('POST', `/desk/documents/identity-${identity.id}/reject`, {
      token: editor,
      body: {},
    });
    expect(missing.status).toBe(400);
    const rejected = await server.api('POST', `/desk/documents/identity-${identity.id}/reject`, {
      token: editor,
      body: { reason: '驾驶证照片模糊，请重新拍摄' },
    });
    expect(rejected.body.data).toEqual({
      id: `identity-${identity.id}`,
      state: 'rejected',
      reason: '驾驶证照片模糊，请重新拍摄',
    });
    const mine = (await server.api<Identity>('GET', '/user/identity', { token: owner })).body.data;
    expect(mine).toMatchObject({ state: 'rejected', reason: '驾驶证照片模糊，请重新拍摄' });
    const [notice] = await noticesOf(owner);
    expect(notice!.title).toBe('实名认证未通过审核');
    expect(notice!.description).toContain('驾驶证照片模糊，请重新拍摄');
    expect((await userChanges()).length).toBe(before + 1);
  });

  it('approves, tells the owner, and refuses a second decision (10762)', async () => {
    const approved = await server.api('POST', `/desk/documents/vehicle-${vehicle.id}/approve`, {
      token: editor,
    });
    expect(approved.body.data).toMatchObject({ state: 'approved' });
    const [notice] = await noticesOf(owner);
    expect(notice!.title).toBe('车辆 苏E·***45 的证件已通过审核');
    const again = await server.api('POST', `/desk/documents/vehicle-${vehicle.id}/reject`, {
      token: editor,
      body: { reason: '重复' },
    });
    expect([again.status, again.body.errorCode]).toEqual([409, ErrorCodes.documentDecided]);
    const [entry] = (await queue('approved')).body.data.list;
    expect(entry).toMatchObject({ id: `vehicle-${vehicle.id}`, decidedBy: { account: DEMO_EDITOR.account } });
  });
});

describe('expiry, on the test clock', () => {
  const vehicleState = async () =>
    (await server.api<Vehicle[]>('GET', '/user/vehicles', { token: owner })).body.data[0]!.state;
  const reminders = async () => (await noticesOf(owner)).filter((notice) => /到期|过期/.test(notice.title));

  it('reminds nobody more than 30 days before the last valid day', async () => {
    expect(await remindExpiringDocuments(server.store, clock)).toBe(0);
  });

  it('reminds 30 days before once, 7 days before once, and says 已过期 after the day', async () => {
    clock = Date.parse('2026-12-11T08:00:00.000Z'); // 30 days before 2027-01-10
    expect(await remindExpiringDocuments(server.store, clock)).toBe(1);
    expect(await remindExpiringDocuments(server.store, clock + DAY)).toBe(0);
    expect((await reminders()).map((notice) => notice.title)).toEqual(['车辆 苏E·***45 的证件即将到期']);

    clock = Date.parse('2027-01-03T08:00:00.000Z'); // 7 days before
    expect(await remindExpiringDocuments(server.store, clock)).toBe(1);
    expect(await remindExpiringDocuments(server.store, clock)).toBe(0);
    expect(await reminders()).toHaveLength(2);

    clock = Date.parse('2027-01-10T15:00:00.000Z'); // the last valid day, 23:00 in China
    expect(await vehicleState()).toBe('approved');
    expect((await queue('approved')).body.data.total).toBe(1);

    const before = (await userChanges()).length;
    clock = Date.parse('2027-01-10T16:00:00.000Z'); // 2027-01-11 00:00 in China
    expect(await vehicleState()).toBe('expired');
    expect((await queue('expired')).body.data.list.map((entry) => entry.id)).toEqual([
      `vehicle-${vehicle.id}`,
    ]);
    expect(await remindExpiringDocuments(server.store, clock)).toBe(1);
    expect(await remindExpiringDocuments(server.store, clock + DAY)).toBe(0);
    expect((await reminders())[0]!.title).toBe('车辆 苏E·***45 的证件已过期');
    expect((await userChanges()).length).toBe(before + 1);
  });
});
