/**
 * Every write that alters a public page of user content records one row in `site_changes`, in its
 * own transaction (docs/decisions.md, "Static user content"): offers published, edited, withdrawn
 * and marked done; posts written, edited, deleted and hidden; replies written, edited, deleted and
 * hidden (their post and floor); a new nickname or a verified enterprise (the user); an enterprise
 * published or withdrawn (the offers linking to it and its verified members). A refused write records
 * nothing; old rows are pruned.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeskSaveResult,
  EnterpriseFields,
  OfferCreated,
  PostDetail,
  Reply,
} from '../../../src/lib/shared/contract.ts';
import type { ReportReceipt } from '../../../src/lib/shared/contract/moderation.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { DEMO_EDITOR } from '../../../server/seed/editor.ts';
import { lastSiteChange, pruneSiteChanges } from '../../../server/queries/site-changes.ts';
import { uploadLicencePhoto } from '../helpers/licence-photo.ts';
import { cargoOfferInput } from '../helpers/offer-input.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { insertUser } from './store-rows.ts';

let server: TestServer;
let token: string;
let other: string;
let editor: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  await insertUser(server.store, { account: 'zhanggong', password: 'Zhanggong123', mobile: '13700002222' });
  other = await server.login('zhanggong', 'Zhanggong123');
  editor = await server.login(DEMO_EDITOR.account, DEMO_EDITOR.password);
});
afterAll(() => server.close());

type Row = { kind: string; itemId: number; floor: number | null };

/** The rows `write` recorded. */
async function recordedBy(write: () => Promise<unknown>): Promise<Row[]> {
  const before = await server.store.get<{ id: number | null }>('SELECT max(id) AS id FROM site_changes');
  await write();
  return server.store.all<Row>(
    'SELECT kind, item_id AS itemId, floor FROM site_changes WHERE id > ? ORDER BY id',
    Number(before?.id ?? 0),
  );
}

const send = async <T>(method: string, path: string, body?: unknown, as = token): Promise<T> => {
  const answer = await server.api<T>(method, path, {
    token: as,
    ...(body === undefined ? {} : { body }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
  });
  expect(answer.body.errorMsg ?? '').toBe('');
  return answer.body.data;
};

describe('site_changes', () => {
  it('records an offer published, edited, marked done and withdrawn', async () => {
    let id = 0;
    const published = await recordedBy(async () => {
      id = (await send<OfferCreated>('POST', '/logistics-info', cargoOfferInput(chinaDay()))).id;
    });
    expect(published).toEqual([{ kind: 'offer', itemId: id, floor: null }]);
    const edited = cargoOfferInput(chinaDay(), { cargoName: '改过的货名' });
    expect(await recordedBy(() => send('PUT', `/logistics-info/${id}`, edited))).toEqual([
      { kind: 'offer', itemId: id, floor: null },
    ]);
    expect(await recordedBy(() => send('POST', `/logistics-info/${id}/done`))).toEqual([
      { kind: 'offer', itemId: id, floor: null },
    ]);
    const second = (await send<OfferCreated>('POST', '/logistics-info', cargoOfferInput(chinaDay()))).id;
    expect(await recordedBy(() => send('POST', `/logistics-info/${second}/withdraw`))).toEqual([
      { kind: 'offer', itemId: second, floor: null },
    ]);
    // Refused (no longer standing): nothing changed, nothing recorded.
    expect(
      await recordedBy(() =>
        server.api('POST', `/logistics-info/${second}/withdraw`, {
          token,
          headers: { 'Idempotency-Key': randomUUID() },
        }),
      ),
    ).toEqual([]);
  });

  it('records a post and its replies written, edited, deleted and hidden, replies with their floor', async () => {
    let post = 0;
    const write = { circleId: 1, title: '站点变化测试帖', content: '第一版正文' };
    const written = await recordedBy(async () => {
      post = (await send<PostDetail>('POST', '/posts', write)).id;
    });
    expect(written).toEqual([{ kind: 'post', itemId: post, floor: null }]);
    let reply: Reply | undefined;
    expect(
      await recordedBy(async () => {
        reply = await send<Reply>('POST', `/posts/${post}/replies`, { content: '第一条回复' }, other);
      }),
    ).toEqual([{ kind: 'post', itemId: post, floor: 1 }]);
    const second = await send<Reply>('POST', `/posts/${post}/replies`, { content: '第二条回复' }, other);
    expect(
      await recordedBy(() =>
        send('PUT', `/posts/${post}/replies/${second.id}`, { content: '第二条改过', revision: 1 }, other),
      ),
    ).toEqual([{ kind: 'post', itemId: post, floor: 2 }]);
    expect(
      await recordedBy(() => send('DELETE', `/posts/${post}/replies/${reply!.id}`, undefined, other)),
    ).toEqual([{ kind: 'post', itemId: post, floor: 1 }]);
    expect(
      await recordedBy(() => send('PUT', `/posts/${post}`, { ...write, content: '第二版正文', revision: 1 })),
    ).toEqual([{ kind: 'post', itemId: post, floor: null }]);

    // Hidden by moderation: the reply (its floor), then the post.
    const hide = async (target: 'post' | 'reply', id: number) => {
      const { reportId } = await send<ReportReceipt>(
        'POST',
        '/reports',
        { target, id, reason: 'spam' },
        other,
      );
      return send('POST', `/desk/reports/${reportId}/hide`, undefined, editor);
    };
    const third = await send<Reply>('POST', `/posts/${post}/replies`, { content: '第三条回复' });
    expect(await recordedBy(() => hide('reply', third.id))).toEqual([
      { kind: 'post', itemId: post, floor: 3 },
    ]);
    expect(await recordedBy(() => hide('post', post))).toEqual([{ kind: 'post', itemId: post, floor: null }]);

    const gone = (await send<PostDetail>('POST', '/posts', { ...write, title: '将删除的帖子' })).id;
    expect(await recordedBy(() => send('DELETE', `/posts/${gone}`))).toEqual([
      { kind: 'post', itemId: gone, floor: null },
    ]);
  });

  it('records a new nickname as a change of the user, and nothing when the nickname stays', async () => {
    const user = await send<{ id: number; nickname: string }>('GET', '/user/current');
    const profile = (nickname: string) => ({ nickname, realName: '', company: '', email: '' });
    expect(await recordedBy(() => send('PUT', '/user/profile', profile('站点变化新昵称')))).toEqual([
      { kind: 'user', itemId: user.id, floor: null },
    ]);
    expect(await recordedBy(() => send('PUT', '/user/profile', profile('站点变化新昵称')))).toEqual([]);
  });

  it('records an approval as a change of the member, an enterprise published or withdrawn as one of its offers and members', async () => {
    const fields: EnterpriseFields = {
      name: '苏州站点变化物流有限公司',
      creditCode: '91320500MA1TEQ0101',
      legalRepresentative: '陈立',
      registeredCapital: 2000,
      foundedAt: '2015-03-02T02:00:00.000Z',
      businessScope: '道路普通货物运输。',
      address: '苏州市工业园区星湖街 100 号',
      city: '苏州',
      contactName: '陈经理',
      contactPhone: '0512-66668888',
      introduction: '专注长三角运输。',
    };
    const { id: enterprise } = await send<DeskSaveResult>('POST', '/desk/enterprises', fields, editor);
    // Nobody is verified for it and no offer links to it yet.
    expect(
      await recordedBy(() =>
        send('POST', `/desk/enterprises/${enterprise}/publish`, { revision: 1 }, editor),
      ),
    ).toEqual([]);
    const member = await send<{ id: number }>('GET', '/user/current', undefined, other);
    const applied = await send<{ id: number }>(
      'POST',
      '/user/verification',
      {
        companyName: fields.name,
        creditCode: fields.creditCode,
        contact: '13900000002',
        note: '',
        licenceFileId: await uploadLicencePhoto(server.url, other),
      },
      other,
    );
    // 企业认证 is a mark of the member's standing offers too: their pages, lists and home show it.
    const standing = (await send<OfferCreated>('POST', '/logistics-info', cargoOfferInput(chinaDay()), other))
      .id;
    expect(
      await recordedBy(() => send('POST', `/desk/verifications/${applied.id}/approve`, {}, editor)),
    ).toEqual([
      { kind: 'offer', itemId: standing, floor: null },
      { kind: 'user', itemId: member.id, floor: null },
    ]);
    const offer = (await server.store.get<{ id: number }>(
      'SELECT id FROM logistics_info ORDER BY id LIMIT 1',
    ))!;
    await server.store.run('UPDATE logistics_info SET enterprise_id = ? WHERE id = ?', enterprise, offer.id);
    expect(
      await recordedBy(() => send('POST', `/desk/enterprises/${enterprise}/withdraw`, undefined, editor)),
    ).toEqual([
      { kind: 'offer', itemId: offer.id, floor: null },
      { kind: 'user', itemId: member.id, floor: null },
    ]);
  });

  it('prunes rows older than the cutoff and keeps the newer ones', async () => {
    const newest = await server.store.get<{ id: number }>('SELECT max(id) AS id FROM site_changes');
    await server.store.run(
      "INSERT INTO site_changes (kind, item_id, floor, at) VALUES ('offer', 1, NULL, '2020-01-01T00:00:00.000Z')",
    );
    await server.store.run(
      "INSERT INTO site_changes (kind, item_id, floor, at) VALUES ('offer', 1, NULL, '2022-01-01T00:00:00.000Z')",
    );
    expect(await pruneSiteChanges(server.store, '2021-01-01T00:00:00.000Z')).toBe(1);
    expect(
      await server.store.get('SELECT id FROM site_changes WHERE id = ?', Number(newest!.id)),
    ).toBeDefined();
  });

  it('keeps the newest row however old, so the ids never start again below a cursor', async () => {
    const before = await lastSiteChange(server.store);
    expect(before).toBeGreaterThan(0);
    expect(await pruneSiteChanges(server.store, '2999-01-01T00:00:00.000Z')).toBeGreaterThan(0);
    expect(await lastSiteChange(server.store)).toBe(before);
    await server.store.run(
      "INSERT INTO site_changes (kind, item_id, floor, at) VALUES ('offer', 1, NULL, '2030-01-01T00:00:00.000Z')",
    );
    expect(await lastSiteChange(server.store)).toBeGreaterThan(before);
  });
});
