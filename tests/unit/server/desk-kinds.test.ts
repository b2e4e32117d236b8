/**
 * The four kinds on the desk: each is written, published into its public endpoint and withdrawn from
 * it; references between them are kept (a route or announcement needs a published enterprise, an
 * enterprise with published routes cannot be withdrawn); bodies must be well-formed structured text;
 * the site publisher runs after the change is saved, and its answer comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnnouncementDetail,
  type AnnouncementFields,
  type DeskPublishResult,
  type DeskSaveResult,
  type EnterpriseDetail,
  type EnterpriseFields,
  type RouteDetail,
  type RouteFields,
} from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import type { ContentChange } from '../../../server/site/site-publisher.ts';
import { deskItem, policyFields } from './desk-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let editor: string;
const calls: { change: ContentChange; publicStatus: number }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    sitePublisher: async (change) => {
      // What the publisher sees: the change is already committed and served by the API.
      const path = `/${change.kind}/${change.id}`;
      const answer = await fetch(`${server.url}/logistics/api${path}`);
      calls.push({ change, publicStatus: answer.status });
      return { changedUrls: [`/page/${change.kind}/${change.id}`], liveAt: '2026-11-24T08:00:00.000Z' };
    },
  });
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const enterprise: EnterpriseFields = {
  name: '苏州测试冷链物流有限公司',
  creditCode: '91320500MA1TEQ0101',
  legalRepresentative: '陈立',
  registeredCapital: 2000,
  foundedAt: '2015-03-02T02:00:00.000Z',
  businessScope: '道路普通货物运输，冷链运输。',
  address: '苏州市工业园区星湖街 100 号',
  city: '苏州',
  contactName: '陈经理',
  contactPhone: '0512-66668888',
  introduction: '# 公司简介\n\n专注长三角冷链运输。',
};

async function createAndPublish<T>(kind: string, body: unknown): Promise<number> {
  const created = await server.api<DeskSaveResult>('POST', `/desk/${kind}`, { token: editor, body });
  if (!created.body.success) throw new Error(created.body.errorMsg);
  const published = await server.api<T>('POST', `/desk/${kind}/${created.body.data.id}/publish`, {
    token: editor,
    body: { revision: 1 },
  });
  if (!published.body.success) throw new Error(published.body.errorMsg);
  return created.body.data.id;
}

describe('enterprises, routes and announcements', () => {
  let enterpriseId: number;

  it('publishes an enterprise with every public field', async () => {
    enterpriseId = await createAndPublish('enterprises', enterprise);
    const shown = await server.api<EnterpriseDetail>('GET', `/enterprises/${enterpriseId}`, {
      token: editor,
    });
    expect(shown.body.data).toEqual({
      id: enterpriseId,
      ...enterprise,
      routeCount: 0,
      verified: 0,
      contactMasked: false,
    });
    const second = await server.api('POST', '/desk/enterprises', {
      token: editor,
      body: { ...enterprise, name: '另一家' },
    });
    expect(second.body.errorMsg).toBe('统一社会信用代码（creditCode）已被其他企业使用');
  });

  it('publishes a route and an announcement of it, and refuses an unknown enterprise', async () => {
    const route: RouteFields = {
      enterpriseId,
      origin: '苏州市',
      destination: '成都市',
      heavyPrice: 1.2,
      lightPrice: 260,
      minimumCharge: 80,
      transitHours: 60,
      departures: '每日 1 班',
      vehicleType: '冷藏车',
      contactName: '陈经理',
      contactPhone: '13912340000',
      address: '苏州市工业园区星湖街 100 号',
      remarks: '',
    };
    const routeId = await createAndPublish('routes', route);
    const shownRoute = await server.api<RouteDetail>('GET', `/routes/${routeId}`, { token: editor });
    expect(shownRoute.body.data).toEqual({
      id: routeId,
      ...route,
      enterpriseName: enterprise.name,
      contactMasked: false,
    });
    const announcement: AnnouncementFields = {
      enterpriseId,
      title: '春节期间冷链专线安排',
      content: '第一条 正常发车。',
    };
    const announcementId = await createAndPublish('announcements', announcement);
    const shown = await server.api<AnnouncementDetail>('GET', `/announcements/${announcementId}`);
    expect(shown.body.data).toMatchObject({ ...announcement, enterpriseName: enterprise.name });

    const orphan = await server.api('POST', '/desk/routes', {
      token: editor,
      body: { ...route, enterpriseId: 99999 },
    });
    expect(orphan.body.errorCode).toBe(ErrorCodes.invalidInput);
    expect(orphan.body.errorMsg).toContain('enterpriseId');

    const refused = await server.api('POST', `/desk/enterprises/${enterpriseId}/withdraw`, { token: editor });
    expect([refused.status, refused.body.errorCode]).toEqual([409, ErrorCodes.stillReferenced]);
    expect(refused.body.errorMsg).toContain('1 条已发布的专线');
    expect((await server.api('GET', `/enterprises/${enterpriseId}`)).status).toBe(200);

    for (const [kind, id] of [
      ['routes', routeId],
      ['announcements', announcementId],
      ['enterprises', enterpriseId],
    ] as const) {
      const withdrawn = await server.api<DeskPublishResult>('POST', `/desk/${kind}/${id}/withdraw`, {
        token: editor,
      });
      expect([kind, withdrawn.body.data.state]).toEqual([kind, 'withdrawn']);
      expect([kind, (await server.api('GET', `/${kind}/${id}`)).status]).toEqual([kind, 404]);
    }
  });

  it('calls the site publisher after the change is served, and answers its URLs and time', async () => {
    const published = calls.filter((call) => call.change.action === 'publish');
    const withdrawn = calls.filter((call) => call.change.action === 'withdraw');
    expect(published.map((call) => [call.change.kind, call.publicStatus])).toEqual([
      ['enterprises', 200],
      ['routes', 200],
      ['announcements', 200],
    ]);
    expect(withdrawn.map((call) => [call.change.kind, call.publicStatus])).toEqual([
      ['routes', 404],
      ['announcements', 404],
      ['enterprises', 404],
    ]);
    const id = await createAndPublish('policies', policyFields('发布器测试'));
    const item = await deskItem(server, editor, 'policies', id);
    expect(item.state).toBe('published');
    const answer = await server.api<DeskPublishResult>('POST', `/desk/policies/${id}/withdraw`, {
      token: editor,
    });
    expect(answer.body.data).toMatchObject({
      changedUrls: [`/page/policies/${id}`],
      liveAt: '2026-11-24T08:00:00.000Z',
    });
  });
});

describe('structured-text bodies', () => {
  it.each([
    ['# \n\n正文', '标题（#）后须写明标题文字'],
    ['第三条\n\n正文', '「第三条」后须写明内容'],
    [`# ${'长'.repeat(61)}`, '标题最多60个字符'],
  ])('refuses %j', async (content, message) => {
    const answer = await server.api('POST', '/desk/policies', {
      token: editor,
      body: policyFields('结构', { content }),
    });
    expect([answer.status, answer.body.errorCode]).toEqual([400, ErrorCodes.invalidInput]);
    expect(answer.body.errorMsg).toContain('正文（content）');
    expect(answer.body.errorMsg).toContain(message);
  });

  it('keeps markup as the text it is', async () => {
    const content = '<script>alert(1)</script>\n\n第一条 <b>加粗</b>';
    const answer = await server.api<DeskSaveResult>('POST', '/desk/policies', {
      token: editor,
      body: policyFields('标记', { content }),
    });
    const item = await deskItem(server, editor, 'policies', answer.body.data.id);
    expect(item.draft.fields.content).toBe(content);
  });

  it('refuses fields it does not know and a missing one', async () => {
    const extra = await server.api('POST', '/desk/policies', {
      token: editor,
      body: { ...policyFields('多余'), views: 5 },
    });
    expect(extra.body.errorMsg).toContain('不支持的字段：views');
    const { authority: _authority, ...missing } = policyFields('缺少');
    const absent = await server.api('POST', '/desk/policies', { token: editor, body: missing });
    expect(absent.body.errorMsg).toBe('请输入发布机关（authority）');
  });
});
