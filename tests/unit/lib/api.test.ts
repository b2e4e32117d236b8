/** Every function of the API client against the real reference server: right endpoint, typed data. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../../src/lib/request/api.ts';
import { requestSmsCode } from '../../../src/lib/account/sms-code.ts';
import type { DeliveryInput, Envelope, OutboxMessage } from '../../../src/lib/shared/contract.ts';
import { addDays, chinaDay } from '../../../src/lib/shared/china-time.ts';
import { configureRequest, resetRequestConfiguration } from '../../../src/lib/request/request.ts';
import { recordEffects, type RecordedEffects } from '../helpers/effects.ts';
import { requestUrl } from '../helpers/fake-fetch.ts';
import { DEMO, startReferenceServer, type ReferenceServer } from '../helpers/reference-server.ts';

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
  effects.token = (await api.login({ account: DEMO.account, password: DEMO.password })).token;
});

const page = { page: 1, pageSize: 5 };

/** The development outbox (demo mode): the test reads it the way a developer would, not through the client. */
async function outbox(mobile: string): Promise<OutboxMessage[]> {
  const answer = await fetch(`${server.url}/logistics/api/dev/outbox?mobile=${mobile}`);
  return ((await answer.json()) as Envelope<OutboxMessage[]>).data;
}

describe('open content', () => {
  it('lists and reads every kind of content, dropping undefined filters', async () => {
    const home = await api.getPortalHome();
    expect(home.counts.logisticsInfo).toBeGreaterThan(0);

    const info = await api.listLogisticsInfo({ ...page, kind: 'cargo', origin: undefined });
    expect(info).toMatchObject({ page: 1, pageSize: 5 });
    expect(info.list.every((item) => item.kind === 'cargo')).toBe(true);
    const infoId = info.list[0]?.id ?? 0;
    expect((await api.getLogisticsInfo(infoId)).id).toBe(infoId);

    const policies = await api.listPolicies(page);
    expect((await api.getPolicy(policies.list[0]?.id ?? 0)).content).not.toBe('');

    const announcements = await api.listAnnouncements(page);
    expect((await api.getAnnouncement(announcements.list[0]?.id ?? 0)).title).toBe(
      announcements.list[0]?.title,
    );

    const enterprises = await api.listEnterprises(page);
    expect((await api.getEnterprise(enterprises.list[0]?.id ?? 0)).name).toBe(enterprises.list[0]?.name);

    const routes = await api.listRoutes(page);
    expect((await api.getRoute(routes.list[0]?.id ?? 0)).origin).toBe(routes.list[0]?.origin);

    expect((await api.listCircles()).length).toBeGreaterThan(0);
    const posts = await api.listPosts(page);
    const postId = posts.list[0]?.id ?? 0;
    expect((await api.getPost(postId)).id).toBe(postId);
    expect((await api.listReplies(postId, page)).page).toBe(1);
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
      [api.listLogisticsInfo, api.getLogisticsInfo],
      [api.listPolicies, api.getPolicy],
      [api.listAnnouncements, api.getAnnouncement],
      [api.listEnterprises, api.getEnterprise],
      [api.listRoutes, api.getRoute],
      [api.listPosts, api.getPost],
    ] as const;
    for (const [list, item] of endpoints) {
      const first = (await list(page)).list[0]?.id ?? 0;
      expect((await item(first)).id).toBe(first);
      expect(calls.splice(0)).toEqual([`/logistics/api${list.path}`, `/logistics/api${item.path(first)}`]);
    }
    await api.getPortalHome();
    expect(calls.splice(0)).toEqual([`/logistics/api${api.getPortalHome.path}`]);
  });

  it('a missing item is a 404 shown with the server text', async () => {
    await expect(api.getPolicy(999_999)).rejects.toMatchObject({ status: 404, errorCode: 10404 });
    expect(effects.toasts).toEqual([{ level: 'error', text: '政策不存在' }]);
  });
});

// Before 'account', which binds another mobile to the demo account (codes go to the bound mobile).
describe('password', () => {
  it('reset through the outbox, change, and logout', async () => {
    await requestSmsCode({ mobile: DEMO.mobile, purpose: 'reset' });
    const code = (await outbox(DEMO.mobile)).find((message) => message.purpose === 'reset')?.code ?? '';
    await api.resetPassword({ mobile: DEMO.mobile, code, newPassword: 'newpass2026' });
    effects.token = (await api.login({ account: DEMO.account, password: 'newpass2026' })).token;
    await api.changePassword({ oldPassword: 'newpass2026', newPassword: DEMO.password });
    effects.token = (await api.login({ account: DEMO.account, password: DEMO.password })).token;
    await api.logout(effects.token);
    await expect(api.getCurrentUser({ skipErrorHandler: true })).rejects.toMatchObject({
      errorCode: 10002,
      errorMessage: '您已在其他窗口退出登录，请重新登录',
    });
  });
});

describe('account', () => {
  it('reads the user, its records, posts and replies, and updates the profile', async () => {
    expect((await api.getCurrentUser()).account).toBe('demo');
    expect((await api.listLoginRecords(page)).list[0]?.action).toBe('login');
    expect((await api.listMyPosts(page)).page).toBe(1);
    expect((await api.listMyReplies(page)).page).toBe(1);
    const updated = await api.updateProfile({
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
    expect((await api.changeMobile({ mobile: '13900139000', code, password: DEMO.password })).mobile).toBe(
      '139****9000',
    );
  });
});

describe('community', () => {
  it('posts and replies exactly once per idempotency key', async () => {
    const circleId = (await api.listCircles())[0]?.id ?? 0;
    const key = api.newIdempotencyKey();
    const body = { circleId, title: '求上海到成都的整车', content: '9.6 米厢车，本周五装货。' };
    const first = await api.createPost(body, key);
    const replay = await api.createPost(body, key);
    expect(replay.id).toBe(first.id);
    const replyKey = api.newIdempotencyKey();
    const reply = await api.createReply(first.id, { content: '可以，电话联系。' }, replyKey);
    expect((await api.createReply(first.id, { content: '可以，电话联系。' }, replyKey)).id).toBe(reply.id);
    expect(reply).toMatchObject({ postId: first.id, floor: 1 });
  });
});

describe('notices', () => {
  it('reads, marks read and clears by type', async () => {
    const notices = await api.getNotices();
    const unread = notices.find((notice) => !notice.read);
    expect(unread).toBeDefined();
    await api.markNoticeRead(unread?.id ?? 0);
    expect((await api.getNotices()).find((notice) => notice.id === unread?.id)?.read).toBe(true);
    await api.clearNotices('todo');
    expect((await api.getNotices()).some((notice) => notice.type === 'todo')).toBe(false);
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
    const key = api.newIdempotencyKey();
    const created = await api.createDelivery(input, key);
    expect(created).toMatchObject({ status: 'draft' });
    expect(await api.createDelivery(input, key)).toEqual(created);
    const read = await api.getDelivery(created.id);
    expect(read.orderNo).toBe(created.orderNo);
    expect(read.destination).toEqual({
      code: '510107',
      province: '四川省',
      city: '成都市',
      district: '武侯区',
    });
    expect((await api.listDeliveries({ pageSize: 1 })).list[0]?.id).toBe(created.id);
    expect((await api.updateDelivery(created.id, { ...input, pieces: 320 })).pieces).toBe(320);
    expect((await api.confirmDelivery(created.id)).status).toBe('confirmed');
    expect((await api.cancelDelivery(created.id)).status).toBe('cancelled');
  });
});
