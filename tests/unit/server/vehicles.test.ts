/**
 * A carrier's vehicles and identity over real HTTP: what a vehicle must be (plate and its colour, the
 * 道路运输证 above 4.5 t, the photos the caller's own), the limit per account, one vehicle per plate,
 * delete; the identity's 身份证号 by its check character, one review at a time; numbers masked in
 * every owner's answer; no token, and another user's token, each refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { type Identity, type Vehicle } from '../../../src/lib/shared/contract/documents.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';

let server: TestServer;
let owner: string;
let other: string;
let ownerPhoto: string;
let otherPhoto: string;

beforeAll(async () => {
  server = await startTestServer({ vehicleLimit: 3 });
  await insertUser(server.store, { account: 'carrier-one', password: 'pass-word1', mobile: '13600000201' });
  await insertUser(server.store, { account: 'carrier-two', password: 'pass-word1', mobile: '13600000202' });
  owner = await server.login('carrier-one', 'pass-word1');
  other = await server.login('carrier-two', 'pass-word1');
  ownerPhoto = await uploadLicencePhoto(server.url, owner);
  otherPhoto = await uploadLicencePhoto(server.url, other);
});
afterAll(() => server.close());

/** Stands for the other user's photo in a table written before the photos are uploaded. */
const OTHERS_PHOTO = Symbol('the other user’s photo');
const resolved = (changes: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [key, value === OTHERS_PHOTO ? otherPhoto : value]),
  );

const truck = (changes: Record<string, unknown> = {}) => ({
  plate: '沪A12345',
  plateColor: 'yellow',
  vehicleType: '厢式货车',
  lengthMeters: 9.6,
  loadTons: 18,
  transportPermitNo: '310115001234',
  licenseFileId: ownerPhoto,
  permitFileId: ownerPhoto,
  expiresAt: '2027-06-30',
  ...resolved(changes),
});

const addVehicle = (body: unknown, token = owner) =>
  server.api<Vehicle>('POST', '/user/vehicles', { token, body });

describe('adding a vehicle', () => {
  it('refuses without a token', async () => {
    const answer = await server.api('POST', '/user/vehicles', { body: truck() });
    expect(answer.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    const list = await server.api('GET', '/user/vehicles');
    expect(list.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });

  it.each([
    ['a plate that is no plate', { plate: '沪A1234' }, '车牌号'],
    ['an I in the plate', { plate: '沪AI2345' }, '车牌号'],
    ['a colour outside the list', { plateColor: 'red' }, '号牌颜色'],
    ['a green plate on a 7-character plate', { plateColor: 'green' }, '号牌颜色'],
    ['a blue plate on a new-energy plate', { plate: '沪AD12345', plateColor: 'blue' }, '号牌颜色'],
    ['a type outside the list', { vehicleType: '拖拉机' }, '车型'],
    ['no 道路运输证号 above 4.5 t', { transportPermitNo: undefined }, '道路运输证号'],
    ['a permit number without its photo', { permitFileId: undefined }, '道路运输证照片'],
    ['no 行驶证 photo', { licenseFileId: undefined }, '行驶证照片'],
    ["another user's photo", { licenseFileId: OTHERS_PHOTO }, '行驶证照片'],
    ['a photo id nobody has', { licenseFileId: 'AAAAAAAAAAAAAAAAAAAAAA' }, '行驶证照片'],
    ['a day that does not exist', { expiresAt: '2027-02-30' }, '有效期至'],
    ['a field the endpoint does not take', { owner: 1 }, ''],
  ])('refuses %s (10001, nothing stored)', async (_case, changes, named) => {
    const answer = await addVehicle(truck(changes));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe(ErrorCodes.invalidInput);
    expect(answer.body.errorMsg).toContain(named);
    expect((await server.api<Vehicle[]>('GET', '/user/vehicles', { token: owner })).body.data).toEqual([]);
  });

  it('takes a light truck without a permit, and a new-energy plate as typed', async () => {
    const light = await addVehicle(
      truck({
        plate: ' 粤b d12345 ',
        plateColor: 'green',
        loadTons: 1.5,
        transportPermitNo: undefined,
        permitFileId: undefined,
        expiresAt: undefined,
      }),
    );
    expect(light.status).toBe(200);
    expect(light.body.data).toMatchObject({
      plate: '粤BD12345',
      state: 'pending',
      transportPermitNo: null,
      expiresAt: null,
    });
  });

  it('keeps a heavy truck pending with its permit number masked to its owner', async () => {
    const added = await addVehicle(truck());
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      plate: '沪A12345',
      plateColor: 'yellow',
      loadTons: 18,
      state: 'pending',
      reason: null,
      transportPermitNo: '31********34',
      licenseFileId: ownerPhoto,
    });
    const mine = await server.api<Vehicle[]>('GET', '/user/vehicles', { token: owner });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(mine.body.data)).not.toContain('310115001234');
    expect(mine.body.data.map((vehicle) => vehicle.plate)).toEqual(['沪A12345', '粤BD12345']);
  });

  it('refuses a second vehicle with the same plate (10761) and one over the limit (10760)', async () => {
    const again = await addVehicle(truck({ plate: '沪a·12345' }));
    expect([again.status, again.body.errorCode]).toEqual([409, ErrorCodes.vehicleExists]);
    expect((await addVehicle(truck({ plate: '沪B12345' }))).status).toBe(200);
    const over = await addVehicle(truck({ plate: '沪C12345' }));
    expect([over.status, over.body.errorCode]).toEqual([409, ErrorCodes.vehicleLimit]);
    expect(over.body.errorMsg).toContain('3 辆');
  });

  it("shows another user none of the owner's vehicles, and lets only the owner delete one", async () => {
    expect((await server.api<Vehicle[]>('GET', '/user/vehicles', { token: other })).body.data).toEqual([]);
    const [first] = (await server.api<Vehicle[]>('GET', '/user/vehicles', { token: owner })).body.data;
    const stranger = await server.api('DELETE', `/user/vehicles/${first!.id}`, { token: other });
    expect(stranger.status).toBe(404);
    const anonymous = await server.api('DELETE', `/user/vehicles/${first!.id}`);
    expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
    const deleted = await server.api('DELETE', `/user/vehicles/${first!.id}`, { token: owner });
    expect(deleted.status).toBe(200);
    const left = (await server.api<Vehicle[]>('GET', '/user/vehicles', { token: owner })).body.data;
    expect(left.map((vehicle) => vehicle.id)).not.toContain(first!.id);
  });
});

describe('the identity', () => {
  const identity = (changes: Record<string, unknown> = {}) => ({
    realName: '张三',
    idNumber: '11010519491231002x',
    driverLicenseFileId: ownerPhoto,
    qualificationNo: '310115198001',
    expiresAt: '2030-01-01',
    ...resolved(changes),
  });

  it('is null before any, and refused without a token', async () => {
    expect((await server.api('GET', '/user/identity', { token: owner })).body.data).toBeNull();
    const anonymous = await server.api('POST', '/user/identity', { body: identity() });
    expect(anonymous.body.errorCode).toBe(ErrorCodes.tokenMissingOrExpired);
  });

  it.each([
    ['a wrong check character', { idNumber: '110105194912310021' }, '身份证号（idNumber）校验位不正确'],
    ['a birth date that does not exist', { idNumber: '110105194913310028' }, '出生日期'],
    ['a one-character name', { realName: '张' }, '真实姓名'],
    ["another user's 驾驶证 photo", { driverLicenseFileId: OTHERS_PHOTO }, '驾驶证照片'],
  ])('refuses %s', async (_case, changes, message) => {
    const answer = await server.api('POST', '/user/identity', { token: owner, body: identity(changes) });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMsg).toContain(message);
  });

  it('keeps it pending with the numbers masked, and refuses a second while pending (10763)', async () => {
    const sent = await server.api<Identity>('POST', '/user/identity', { token: owner, body: identity() });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      realName: '张三',
      idNumber: '11**************2X',
      qualificationNo: '31********01',
      state: 'pending',
    });
    const read = await server.api<Identity>('GET', '/user/identity', { token: owner });
    expect(JSON.stringify(read.body)).not.toContain('11010519491231002X');
    expect((await server.api('GET', '/user/identity', { token: other })).body.data).toBeNull();
    const again = await server.api('POST', '/user/identity', { token: owner, body: identity() });
    expect([again.status, again.body.errorCode]).toEqual([409, ErrorCodes.identityPending]);
  });
});
