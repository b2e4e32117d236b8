/** Every function of the API client against the real reference server: right endpoint, typed data. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as accountApi from '../../../src/lib/account/api.ts';
import * as announcementsApi from '../../../src/lib/announcements/api.ts';
import * as communityApi from '../../../src/lib/community/api.ts';
import * as deliveryApi from '../../../src/lib/delivery/api.ts';
import * as documentsApi from '../../../src/lib/documents/api.ts';
import * as enterprisesApi from '../../../src/lib/enterprises/api.ts';
import * as freightRoutesApi from '../../../src/lib/freight-routes/api.ts';
import * as homeApi from '../../../src/lib/home/api.ts';
import * as noticesApi from '../../../src/lib/notices/api.ts';
import * as offersApi from '../../../src/lib/offers/api.ts';
import * as policiesApi from '../../../src/lib/policies/api.ts';
import * as subscriptionsApi from '../../../src/lib/subscriptions/api.ts';
import * as favoritesApi from '../../../src/lib/favorites/api.ts';
import * as sessionApi from '../../../src/lib/request/api.ts';
import { requestSmsCode } from '../../../src/lib/account/sms-code.ts';
import type { DeliveryInput, Envelope, OutboxMessage } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request/request.ts';
import { recordEffects, type RecordedEffects } from '../helpers/effects.ts';
import { requestUrl } from '../helpers/fake-fetch.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';

let server: ReferenceServer;
let effects: RecordedEffects;

beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  resetRequestConfiguration();
  await server.close();
});
beforeEach(async () => {
  resetRequestConfiguration();
  effects = recordEffects();
  configureRequest({ ...effects, origin: server.url });
  effects.token = (await accountApi.login({ account: DEMO.account, password: DEMO.password })).token;
});

const page = { page: 1, pageSize: 5 };

/** The development outbox (demo mode): the test reads it the way a developer would, not through the client. */
async function outbox(mobile: string): Promise<OutboxMessage[]> {
  const answer = await fetch(`${server.url}/logistics/api/dev/outbox?mobile=${mobile}`);
  return ((await answer.json()) as Envelope<OutboxMessage[]>).data;
}

describe('open content', () => {
  it('lists and reads every kind of content, dropping undefined filters', async () => {
    const home = await homeApi.getPortalHome();
    expect(home.counts.logisticsInfo).toBeGreaterThan(0);

    const info = await offersApi.listLogisticsInfo({ ...page, kind: 'cargo', origin: undefined });
    expect(info).toMatchObject({ page: 1, pageSize: 5 });
    expect(info.list.every((item) => item.kind === 'cargo')).toBe(true);
    const infoId = info.list[0]?.id ?? 0;
    expect((await offersApi.getLogisticsInfo(infoId)).id).toBe(infoId);

    const policies = await policiesApi.listPolicies(page);
    expect((await policiesApi.getPolicy(policies.list[0]?.id ?? 0)).content).not.toBe('');

    const announcements = await announcementsApi.listAnnouncements(page);
    expect((await announcementsApi.getAnnouncement(announcements.list[0]?.id ?? 0)).title).toBe(
      announcements.list[0]?.title,
    );

    const enterprises = await enterprisesApi.listEnterprises(page);
    expect((await enterprisesApi.getEnterprise(enterprises.list[0]?.id ?? 0)).name).toBe(
      enterprises.list[0]?.name,
    );

    const routes = await freightRoutesApi.listRoutes(page);
    expect((await freightRoutesApi.getRoute(routes.list[0]?.id ?? 0)).origin).toBe(routes.list[0]?.origin);

    expect((await communityApi.listCircles()).length).toBeGreaterThan(0);
    const posts = await communityApi.listPosts(page);
    const postId = posts.list[0]?.id ?? 0;
    expect((await communityApi.getPost(postId)).id).toBe(postId);
    expect((await communityApi.listReplies(postId, page)).page).toBe(1);
    expect(effects.toasts).toEqual([]);
  });

  it('names the path of every endpoint the build reads, the one the call goes to', async () => {
    const calls: string[] = [];
    configureRequest({
      fetch: (input, init) => {
        calls.push(new URL(requestUrl(input)).pathname);
        return fetch(input, init);
      },
    });
    const endpoints = [
      [offersApi.listLogisticsInfo, offersApi.getLogisticsInfo],
      [policiesApi.listPolicies, policiesApi.getPolicy],
      [announcementsApi.listAnnouncements, announcementsApi.getAnnouncement],
      [enterprisesApi.listEnterprises, enterprisesApi.getEnterprise],
      [freightRoutesApi.listRoutes, freightRoutesApi.getRoute],
      [communityApi.listPosts, communityApi.getPost],
    ] as const;
    for (const [list, item] of endpoints) {
      const first = (await list(page)).list[0]?.id ?? 0;
      expect((await item(first)).id).toBe(first);
      expect(calls.splice(0)).toEqual([`/logistics/api${list.path}`, `/logistics/api${item.path(first)}`]);
    }
    await homeApi.getPortalHome();
    expect(calls.splice(0)).toEqual([`/logistics/api${homeApi.getPortalHome.path}`]);
  });

  it('a missing item is a 404 shown with the server text', async () => {
    await expect(policiesApi.getPolicy(999_999)).rejects.toMatchObject({ status: 404, errorCode: 10404 });
    expect(effects.toasts).toEqual([{ level: 'error', text: '政策不存在' }]);
  });
});

// Before 'account', which binds another mobile to the demo account (codes go to the bound mobile).
describe('password', () => {
  it('reset through the outbox, change, and logout', async () => {
    await requestSmsCode({ mobile: DEMO.mobile, purpose: 'reset' });
    const code = (await outbox(DEMO.mobile)).find((message) => message.purpose === 'reset')?.code ?? '';
    await accountApi.resetPassword({ mobile: DEMO.mobile, code, newPassword: 'newpass2026' });
    effects.token = (await accountApi.login({ account: DEMO.account, password: 'newpass2026' })).token;
    await accountApi.changePassword({ oldPassword: 'newpass2026', newPassword: DEMO.password });
    effects.token = (await accountApi.login({ account: DEMO.account, password: DEMO.password })).token;
    await sessionApi.logout(effects.token);
    await expect(sessionApi.getCurrentUser({ skipErrorHandler: true })).rejects.toMatchObject({
      errorCode: 10002,
      errorMessage: '您已在其他窗口退出登录，请重新登录',
    });
  });
});

describe('account', () => {
  it('reads the user, its records, posts and replies, and updates the profile', async () => {
    expect((await sessionApi.getCurrentUser()).account).toBe('demo');
    expect((await accountApi.listLoginRecords(page)).list[0]?.action).toBe('login');
    expect((await communityApi.listMyPosts(page)).page).toBe(1);
    expect((await communityApi.listMyReplies(page)).page).toBe(1);
    const updated = await accountApi.updateProfile({
      nickname: '老王物流',
      realName: '王五',
      company: '王五货运',
      email: 'wang@example.cn',
    });
    expect(updated.nickname).toBe('老王物流');
  });

  it('binds a new mobile with a code from the outbox', async () => {
    expect(await requestSmsCode({ mobile: '13900139000', purpose: 'bind' })).toEqual({
      cooldownSeconds: 60,
    });
    const code = (await outbox('13900139000'))[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(
      (await accountApi.changeMobile({ mobile: '13900139000', code, password: DEMO.password })).mobile,
    ).toBe('139****9000');
  });
});

describe('community', () => {
  it('posts and replies exactly once per idempotency key', async () => {
    const circleId = (await communityApi.listCircles())[0]?.id ?? 0;
    const key = sessionApi.newIdempotencyKey();
    const body = { circleId, title: '求上海到成都的整车', content: '9.6 米厢车，本周五装货。' };
    const first = await communityApi.createPost(body, key);
    const replay = await communityApi.createPost(body, key);
    expect(replay.id).toBe(first.id);
    const replyKey = sessionApi.newIdempotencyKey();
    const reply = await communityApi.createReply(first.id, { content: '可以，电话联系。' }, replyKey);
    expect((await communityApi.createReply(first.id, { content: '可以，电话联系。' }, replyKey)).id).toBe(
      reply.id,
    );
    expect(reply).toMatchObject({ postId: first.id, floor: 1 });
  });
});

describe('own words and following', () => {
  it('edits a post, reads its history, follows and unfollows it, then deletes it', async () => {
    const circleId = (await communityApi.listCircles())[0]?.id ?? 0;
    const body = { circleId, title: '求广州到长沙的零担', content: '两吨百货，下周一装货。' };
    const created = await communityApi.createPost(body, sessionApi.newIdempotencyKey());
    const edited = await communityApi.editPost(created.id, {
      title: body.title,
      content: '两吨百货，下周二装货。',
      revision: created.revision,
    });
    expect(edited.content).toBe('两吨百货，下周二装货。');
    // Within the grace period an edit replaces the words quietly: the history holds only the current.
    const history = await communityApi.getPostHistory(created.id);
    expect(history.list.map((version) => [version.content, version.current])).toEqual([
      ['两吨百货，下周二装货。', true],
    ]);
    expect(await communityApi.followPost(created.id)).toEqual({ following: true });
    expect(await communityApi.getFollow(created.id)).toEqual({ following: true });
    expect(await communityApi.unfollowPost(created.id)).toEqual({ following: false });
    await communityApi.deletePost(created.id);
    expect(effects.toasts).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('adds a lane, lists it and removes it', async () => {
    const added = await subscriptionsApi.addSubscription({
      kind: 'cargo',
      originCode: '44',
      destinationCode: '43',
    });
    expect((await subscriptionsApi.getSubscriptions()).list.map((lane) => lane.id)).toContain(added.id);
    await subscriptionsApi.removeSubscription(added.id);
    expect((await subscriptionsApi.getSubscriptions()).list.map((lane) => lane.id)).not.toContain(added.id);
  });
});

describe('vehicles and documents', () => {
  it('adds a vehicle and an identity, the desk approves the vehicle, the owner deletes it', async () => {
    const photo = await uploadLicencePhoto(server.url, effects.token);
    const vehicle = await documentsApi.addVehicle({
      plate: '浙A12345',
      plateColor: 'blue',
      vehicleType: '厢式货车',
      lengthMeters: 4.2,
      loadTons: 1.5,
      licenseFileId: photo,
    });
    expect((await documentsApi.listMyVehicles()).map((mine) => mine.id)).toContain(vehicle.id);
    const identity = await documentsApi.sendIdentity({ realName: '赵六', idNumber: '11010519491231002X' });
    expect((await documentsApi.getMyIdentity())?.idNumber).toBe(identity.idNumber);
    const owner = effects.token;
    effects.token = (
      await accountApi.login({ account: DEMO_EDITOR.account, password: DEMO_EDITOR.password })
    ).token;
    const queue = await documentsApi.listDocuments('pending', 1);
    expect(queue.list.map((document) => document.id)).toEqual(
      expect.arrayContaining([`vehicle-${vehicle.id}`, `identity-${identity.id}`]),
    );
    expect((await documentsApi.approveDocument(`vehicle-${vehicle.id}`)).state).toBe('approved');
    expect(
      (await documentsApi.rejectDocument(`identity-${identity.id}`, { reason: '照片不清晰' })).state,
    ).toBe('rejected');
    effects.token = owner;
    await documentsApi.deleteVehicle(vehicle.id);
    expect((await documentsApi.listMyVehicles()).map((mine) => mine.id)).not.toContain(vehicle.id);
  });
});

describe('favourites and blocks', () => {
  it('keeps and lets go of an offer and a user, blocks and unblocks the user', async () => {
    const { list } = await offersApi.listLogisticsInfo({ page: 1, pageSize: 5 });
    const offer = (await Promise.all(list.map((item) => offersApi.getLogisticsInfo(item.id)))).find(
      (item) => !item.mine,
    );
    expect(offer, "an offer in the seed that is not the demo account's").toBeDefined();
    const editor = (await accountApi.login({ account: 'editor', password: 'editor123456' })).user.id;
    expect(await favoritesApi.keepOffer(offer!.id)).toEqual({ kept: true });
    expect(await favoritesApi.keepUser(editor)).toEqual({ kept: true });
    const kept = await favoritesApi.getFavorites();
    expect(kept.offers.map((item) => item.id)).toContain(offer!.id);
    expect(kept.users.map((user) => user.id)).toContain(editor);
    expect(await favoritesApi.dropOffer(offer!.id)).toEqual({ kept: false });
    expect(await favoritesApi.dropUser(editor)).toEqual({ kept: false });
    expect(await favoritesApi.blockUser(editor)).toEqual({ blocked: true, blocking: true });
    expect((await favoritesApi.getBlocks()).list.map((user) => user.id)).toEqual([editor]);
    expect(await favoritesApi.unblockUser(editor)).toEqual({ blocked: false, blocking: false });
  });
});

describe('notices', () => {
  it('reads, marks read and clears by type', async () => {
    const notices = await noticesApi.getNotices();
    const unread = notices.find((notice) => !notice.read);
    expect(unread).toBeDefined();
    await noticesApi.markNoticeRead(unread?.id ?? 0);
    expect((await noticesApi.getNotices()).find((notice) => notice.id === unread?.id)?.read).toBe(true);
    await noticesApi.clearNotices('todo');
    expect((await noticesApi.getNotices()).some((notice) => notice.type === 'todo')).toBe(false);
  });
});

describe('shipments', () => {
  const input: DeliveryInput = {
    shipperName: '张三',
    shipperPhone: '13800138000',
    shipperAddress: '上海市浦东新区张江路 1 号',
    consigneeName: '李四',
    consigneePhone: '13900139001',
    consigneeAddress: '四川省成都市武侯区 2 号',
    originCode: '310115',
    destinationCode: '510107',
    cargoName: '日用百货',
    cargoType: '普货',
    weightTons: 12.5,
    volumeCubic: 40,
    pieces: 300,
    vehicleType: '厢式货车',
    vehicleLengthMeters: 9.6,
    loadingDate: addDays(chinaDay(), 1),
    expectedArrivalDate: addDays(chinaDay(), 4),
    freight: 8600,
    freightNegotiable: false,
    paymentMethod: 'prepaid',
    remarks: '',
  };

  it('creates, reads, lists, edits, confirms and cancels', async () => {
    const key = sessionApi.newIdempotencyKey();
    const created = await deliveryApi.createDelivery(input, key);
    expect(created).toMatchObject({ status: 'draft' });
    expect(await deliveryApi.createDelivery(input, key)).toEqual(created);
    const read = await deliveryApi.getDelivery(created.id);
    expect(read.orderNo).toBe(created.orderNo);
    expect(read.destination).toEqual({
      code: '510107',
      province: '四川省',
      city: '成都市',
      district: '武侯区',
    });
    expect((await deliveryApi.listDeliveries({ pageSize: 1 })).list[0]?.id).toBe(created.id);
    expect((await deliveryApi.updateDelivery(created.id, { ...input, pieces: 320 })).pieces).toBe(320);
    expect((await deliveryApi.confirmDelivery(created.id)).status).toBe('confirmed');
    expect((await deliveryApi.cancelDelivery(created.id)).status).toBe('cancelled');
  });
});
