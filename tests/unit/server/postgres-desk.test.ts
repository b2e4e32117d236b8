import { describe, expect, it } from 'vitest';
import type { EnterpriseFields } from '../../../src/lib/shared/contract.ts';
import { chinaDay } from '../../../src/lib/shared/china-time.ts';
import { findAnnouncement, listAnnouncements } from '../../../server/queries/announcements.ts';
import {
  changeStatus,
  insertDelivery,
  listDeliveries,
  type DeliveryPayload,
} from '../../../server/queries/deliveries.ts';
import { pruneDayCounters } from '../../../server/queries/day-numbers.ts';
import {
  addRevision,
  findRevision,
  insertDeskItem,
  listActions,
  listDeskItems,
  listRevisions,
  recordAction,
  setDeskState,
} from '../../../server/queries/desk.ts';
import {
  hasUnknownPublished,
  importPublished,
  nextItemId,
  previewOf,
  removePublished,
  writePublished,
} from '../../../server/queries/desk-public.ts';
import { findEnterprise } from '../../../server/queries/enterprises.ts';
import { listPosts } from '../../../server/queries/posts.ts';
import {
  addReport,
  closeReport,
  hideWords,
  listReports,
  nthNewestReport,
} from '../../../server/queries/reports.ts';
import {
  announcementEnterprise,
  decideVerification,
  enterpriseByCreditCode,
  enterpriseOnDesk,
  findSubmission,
  insertVerification,
  listVerifications,
  saveSubmission,
  userEnterprise,
} from '../../../server/queries/verifications.ts';
import type { Store } from '../../../server/store/store.ts';
import { postgresMissing } from '../helpers/postgres.ts';
import { useTwins } from './postgres-twins.ts';

/**
 * The content desk's, 企业认证's, moderation's and shipments' writes on PostgreSQL: each made on both
 * stores of one copied portal, then read back from both and compared (the desk's import of the public
 * tables, look-ups by credit code and enterprise, publishing over a public row, reports counted by
 * reason, shipment order numbers and status changes).
 */

const NOW = new Date('2026-11-24T00:00:00.000+08:00');
const AT = '2026-11-24T03:00:00.000Z';
const TODAY = '2026-11-24';

describe.skipIf(postgresMissing)('desk, verification and shipment queries on PostgreSQL and SQLite', () => {
  const twins = useTwins({
    accounts: true,
    users: 6,
    posts: 20,
    replies: 60,
    enterprises: 8,
    routes: 20,
    announcements: 16,
    policies: 12,
    logisticsInfo: 20,
    now: NOW,
  });
  const { same } = twins;

  it('imports the public tables into the desk, and finds items by keyword and enterprise', async () => {
    for (const kind of ['policies', 'announcements', 'enterprises', 'routes'] as const) {
      expect(await same((db) => hasUnknownPublished(db, kind))).toBe(true);
      await same((db) => importPublished(db, kind, AT));
      expect(await same((db) => hasUnknownPublished(db, kind))).toBe(false);
    }
    for (const kind of ['routes', 'enterprises', 'announcements'] as const) {
      const read = async (db: Parameters<typeof findRevision>[0]) => {
        const revision = await findRevision(db, kind, 2, 1);
        return revision && { ...revision, fields: JSON.parse(revision.fields) as unknown };
      };
      expect((await same(read))?.fields).toEqual(expect.any(Object));
    }
    expect(await same((db) => nextItemId(db, 'enterprises'))).toBe(9);
    const announcements = await same((db) => listAnnouncements(db, {}, 1, 1));
    const enterpriseId = announcements.list[0]!.enterpriseId;
    const mine = await same((db) => listDeskItems(db, 'announcements', { enterpriseId }, 1, 50));
    expect(mine.total).toBeGreaterThan(0);
    expect(await same((db) => announcementEnterprise(db, announcements.list[0]!.id))).toBe(enterpriseId);
    const found = await same((db) => listDeskItems(db, 'policies', { keyword: '物流' }, 1, 50));
    expect(found.total).toBeGreaterThan(0);
  });

  it('finds enterprises by credit code, published or on the desk, and marks a verified one', async () => {
    const published = await same((db) => enterpriseOnDesk(db, 1));
    expect(published?.creditCode).toMatch(/^[0-9A-Z]{18}$/);
    expect(await same((db) => enterpriseByCreditCode(db, published!.creditCode))).toEqual({
      id: 1,
      name: published!.name,
    });
    const fields = JSON.parse(
      (await findRevision(twins.sqlite, 'enterprises', 1, 1))!.fields,
    ) as EnterpriseFields;
    const draft = { ...fields, name: '新建草稿物流有限公司', creditCode: '91110000MA00TEST01' };
    await same((db) =>
      insertDeskItem(db, {
        kind: 'enterprises',
        id: 9,
        revision: 1,
        fields: draft,
        title: draft.name,
        userId: 7,
        at: AT,
      }),
    );
    expect(await same((db) => enterpriseByCreditCode(db, draft.creditCode))).toEqual({
      id: 9,
      name: draft.name,
    });
    const request = {
      companyName: published!.name,
      creditCode: published!.creditCode,
      contact: '王经理 13900000000',
      note: '',
      licenceFileId: 'AAAAAAAAAAAAAAAAAAAAAA',
    };
    const id = await same((db) => insertVerification(db, 6, request, AT));
    const queue = await same((db) => listVerifications(db, 'pending', 1, 10));
    expect(queue.list[0]?.matchingEnterprise).toEqual({ id: 1, name: published!.name });
    await same((db) =>
      decideVerification(db, { id, state: 'approved', reason: null, enterpriseId: 1, by: 7, at: AT }),
    );
    expect(await same((db) => userEnterprise(db, 6))).toEqual({ id: 1, name: published!.name });
    const theirs = await same((db) => listAnnouncements(db, { enterpriseId: 1 }, 1, 1));
    const detail = await same((db) => findAnnouncement(db, theirs.list[0]!.id));
    expect(detail?.enterpriseVerified).toBe(true);
  });

  it('numbers shipments per day, going on from the numbers used when the counter is gone', async () => {
    const payload = (cargoName: string): DeliveryPayload => ({
      shipperName: '张三',
      shipperPhone: '13800000002',
      shipperAddress: '南山区科技园',
      consigneeName: '李四',
      consigneePhone: '13800000003',
      consigneeAddress: '浦东新区张江',
      originCode: '440305',
      destinationCode: '310115',
      cargoName,
      cargoType: '普货',
      weightTons: 2,
      volumeCubic: 8,
      pieces: 10,
      vehicleType: '厢式货车',
      vehicleLengthMeters: 4.2,
      loadingDate: TODAY,
      expectedArrivalDate: '2026-11-27',
      freight: null,
      freightNegotiable: true,
      paymentMethod: 'prepaid',
      remarks: '',
      origin: { code: '440305', province: '广东省', city: '深圳市', district: '南山区' },
      destination: { code: '310115', province: '上海市', city: '上海市', district: '浦东新区' },
    });
    const numbers = async (db: Parameters<typeof insertDelivery>[0]) => {
      const at = new Date().toISOString();
      const first = await insertDelivery(db, 2, payload('服装'), at);
      const second = await insertDelivery(db, 2, payload('鞋帽'), at);
      await pruneDayCounters(db, Date.now() + 10 * 24 * 3600 * 1000);
      const third = await insertDelivery(db, 2, payload('箱包'), at);
      return [first, second, third].map(({ id, orderNo, status }) => ({ id, orderNo, status }));
    };
    const made = await same(numbers);
    const day = chinaDay(Date.now()).replaceAll('-', '');
    expect(made.map((delivery) => delivery.orderNo)).toEqual([1, 2, 3].map((n) => `FH${day}00000${n}`));
    const summaries = async (db: Parameters<typeof listDeliveries>[0]) => {
      const page = await listDeliveries(db, 2, 1, 10, chinaDay(Date.now()));
      return { ...page, list: page.list.map(({ createdAt: _, ...row }) => row) };
    };
    const listed = await same(summaries);
    expect(listed.list[0]).toMatchObject({ cargoName: '箱包', origin: { district: '南山区' } });
    expect(await same((db) => changeStatus(db, 2, made[0]!.id, ['draft'], 'confirmed', AT))).toBe(true);
    expect(
      await same((db) => changeStatus(db, 2, made[0]!.id, ['draft', 'cancelled'], 'confirmed', AT)),
    ).toBe(false);
    expect((await same(summaries)).list.map((row) => row.status)).toEqual(['draft', 'draft', 'confirmed']);
  });

  it('publishes a desk revision over the public row, and counts reports by reason', async () => {
    const fields = JSON.parse(
      (await findRevision(twins.sqlite, 'enterprises', 1, 1))!.fields,
    ) as EnterpriseFields;
    const renamed = { ...fields, name: '更名后的物流有限公司', registeredCapital: 12_000_000 };
    await same((db) => writePublished(db, 'enterprises', 1, renamed, AT));
    expect(await same((db) => findEnterprise(db, 1))).toMatchObject({
      name: renamed.name,
      registeredCapital: 12_000_000,
    });
    await same((db) => previewOf(db, 'enterprises', 1, renamed, AT));
    const post = (await same((db) => listPosts(db, {}, 1, 1))).list[0]!;
    const report = (userId: number, reason: 'spam' | 'fraud') => async (db: Store) =>
      (await addReport(
        db,
        { userId, target: 'post', targetId: post.id, reason, note: `第 ${userId} 位` },
        AT,
      )) !== null;
    expect(await same(report(2, 'spam'))).toBe(true);
    expect(await same(report(3, 'spam'))).toBe(true);
    expect(await same(report(4, 'fraud'))).toBe(true);
    expect(await same(report(4, 'fraud'))).toBe(false);
    const queue = await same((db) => listReports(db, 'open', 1, 10));
    expect(queue.list[0]?.reasons).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'fraud', count: 1 },
    ]);
    expect(await same((db) => nthNewestReport(db, 4, 1))).toBe(AT);
    expect(await same((db) => nthNewestReport(db, 4, 2))).toBeUndefined();
  });

  it('keeps the desk’s revisions, actions and submissions, and hides reported words', async () => {
    const first = await same((db) => findRevision(db, 'announcements', 3, 1));
    const fields = JSON.parse(first!.fields) as Record<string, unknown>;
    const item = {
      kind: 'announcements' as const,
      id: 3,
      revision: 2,
      title: '改过的公告',
      userId: 7,
      at: AT,
    };
    await same(async (db) => {
      await addRevision(db, { ...item, fields: { ...fields, title: item.title } });
      await recordAction(db, { ...item, action: 'save', fromState: 'published', toState: 'published' });
      await saveSubmission(db, 3, 2, 6, AT);
      await setDeskState(db, 'announcements', 3, 'published', 2, 7, AT);
    });
    expect(await same((db) => listRevisions(db, 'announcements', 3, 5))).toHaveLength(2);
    expect((await same((db) => listActions(db, 'announcements', 3, 5))).map((a) => a.action)).toEqual([
      'save',
      'import',
    ]);
    expect(await same((db) => findSubmission(db, 3))).toMatchObject({ revision: 2, submittedAt: AT });
    const open = await same((db) => listReports(db, 'open', 1, 10));
    const report = open.list[0]!;
    expect(await same((db) => closeReport(db, report.id, 'hide', 7, AT))).toBe(true);
    await same((db) => hideWords(db, report.target, report.targetId, AT));
    expect(await same((db) => listReports(db, 'hidden', 1, 10))).toMatchObject({ total: 1 });
    await same((db) => removePublished(db, 'routes', 1));
  });
});
