/**
 * A visitor's page of a list is kept and sent as the same bytes (http/content-endpoints.ts), and
 * answered anew as soon as anything it shows changes: an offer withdrawn in place, an author's new
 * nickname, a post hidden by an editor, a policy republished over itself. A signed-in reader's
 * page is never the visitor's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsInfoItem, Paged, PostItem, User } from '../../../src/lib/shared/contract.ts';
import type { ReportReceipt } from '../../../src/lib/shared/contract/moderation.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { cargoOfferInput, truckOfferInput } from '../helpers/offer-input.ts';
import { API_BASE, startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let author: string;
let reader: string;
let editor: string;

beforeAll(async () => {
  server = await startTestServer();
  author = await server.login();
  await insertUser(server.store, { account: 'page-reader', password: 'pass-word1', mobile: '13500000071' });
  reader = await server.login('page-reader', 'pass-word1');
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

const visitorText = async (path: string): Promise<string> => {
  const answer = await fetch(`${server.url}${API_BASE}${path}`);
  expect(answer.status).toBe(200);
  return answer.text();
};
const visitorList = async <T>(path: string): Promise<Paged<T>> =>
  (JSON.parse(await visitorText(path)) as { data: Paged<T> }).data;

async function newPost(title: string): Promise<number> {
  const circle = (await server.store.get<{ n: number }>('SELECT min(id) AS n FROM circles'))!;
  const answer = await server.api<{ id: number }>('POST', '/posts', {
    token: author,
    body: { circleId: Number(circle.n), title, content: '正文' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.body.errorCode).toBe(0);
  return answer.body.data.id;
}

describe("a visitor's page of 物流信息", () => {
  it('is the same bytes while nothing changes, and drops an offer withdrawn in place at once', async () => {
    const published = await server.api<{ id: number }>('POST', '/logistics-info', {
      token: author,
      body: cargoOfferInput(chinaDay(), { cargoName: '访客页的钢卷' }),
      headers: { 'Idempotency-Key': randomUUID() },
    });
    const id = published.body.data.id;
    const path = '/logistics-info?kind=cargo&page=1&pageSize=10';
    const first = await visitorText(path);
    expect(await visitorText(path)).toBe(first);
    const ids = (page: Paged<LogisticsInfoItem>) => page.list.map((item) => item.id);
    expect(ids((JSON.parse(first) as { data: Paged<LogisticsInfoItem> }).data)).toContain(id);

    const withdrawn = await server.api('POST', `/logistics-info/${id}/withdraw`, { token: author });
    expect(withdrawn.body.errorCode).toBe(0);
    expect(ids(await visitorList<LogisticsInfoItem>(path))).not.toContain(id);
  });
});

describe("a visitor's page of the community's posts", () => {
  it("shows the author's new nickname and loses a hidden post at once", async () => {
    const postId = await newPost('访客页测试帖');
    const path = '/posts?page=1&pageSize=10';
    const before = await visitorList<PostItem>(path);
    const shown = before.list.find((item) => item.id === postId);
    expect(shown).toBeDefined();

    const renamed = await server.api<User>('PUT', '/user/profile', {
      token: author,
      body: { nickname: '访客页新昵称', realName: '', company: '', email: '' },
    });
    expect(renamed.body.errorCode).toBe(0);
    const afterRename = await visitorList<PostItem>(path);
    expect(afterRename.list.find((item) => item.id === postId)?.authorName).toBe('访客页新昵称');

    const receipt = await server.api<ReportReceipt>('POST', '/reports', {
      token: reader,
      body: { target: 'post', id: postId, reason: 'abuse' },
    });
    const hidden = await server.api('POST', `/desk/reports/${receipt.body.data.reportId}/hide`, {
      token: editor,
    });
    expect(hidden.body.errorCode).toBe(0);
    const afterHide = await visitorList<PostItem>(path);
    expect(afterHide.list.map((item) => item.id)).not.toContain(postId);
    expect(afterHide.total).toBe(afterRename.total - 1);
  });

  it("a signed-in reader who blocks the author gets their own page, not the visitor's", async () => {
    const postId = await newPost('屏蔽者看不到的帖');
    const path = '/posts?page=1&pageSize=10';
    expect((await visitorList<PostItem>(path)).list.map((item) => item.id)).toContain(postId);
    const authorId = (await server.api<User>('GET', '/user/current', { token: author })).body.data.id;
    const blocked = await server.api('PUT', `/user/blocks/${authorId}`, { token: reader });
    expect(blocked.body.errorCode).toBe(0);
    const own = await server.api<Paged<PostItem>>('GET', path, { token: reader });
    expect(own.body.data.list.map((item) => item.id)).not.toContain(postId);
    expect((await visitorList<PostItem>(path)).list.map((item) => item.id)).toContain(postId);
  });
});

describe("a visitor's page of an offer's matches", () => {
  it('is kept, and takes in a new matching offer and lets a withdrawn one go at once', async () => {
    await insertUser(server.store, {
      account: 'page-carrier',
      password: 'pass-word1',
      mobile: '13500000072',
    });
    const carrier = await server.login('page-carrier', 'pass-word1');
    const publish = async (body: unknown, token: string) =>
      (
        await server.api<{ id: number }>('POST', '/logistics-info', {
          token,
          body,
          headers: { 'Idempotency-Key': randomUUID() },
        })
      ).body.data.id;
    // A truck from the cargo's district (offer-item-shape.test.ts): each cargo offer there matches it.
    const truck = await publish(truckOfferInput(chinaDay(), { originCode: '310115' }), carrier);
    const path = `/logistics-info/${truck}/matches?pageSize=100`;
    const first = await visitorText(path);
    expect(await visitorText(path)).toBe(first);

    const cargo = await publish(cargoOfferInput(chinaDay(), { cargoName: '配货的新钢卷' }), author);
    const ids = async () => (await visitorList<LogisticsInfoItem>(path)).list.map((item) => item.id);
    expect(await ids()).toContain(cargo);
    await server.api('POST', `/logistics-info/${cargo}/withdraw`, { token: author });
    expect(await ids()).not.toContain(cargo);
  });
});
