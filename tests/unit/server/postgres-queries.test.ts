import { describe, expect, it } from 'vitest';
import { findAnnouncement, listAnnouncements } from '../../../server/queries/announcements.ts';
import { hotCircles, listCircles } from '../../../server/queries/circles.ts';
import {
  findEnterprise,
  findRoute,
  listEnterprises,
  listRoutes,
} from '../../../server/queries/enterprises.ts';
import {
  listLogisticsInfo,
  logisticsItemsByIds,
  viewLogisticsInfo,
} from '../../../server/queries/logistics-info.ts';
import { listNotices, noticeState } from '../../../server/queries/notices.ts';
import { findPolicy, listPolicies } from '../../../server/queries/policies.ts';
import { portalHome } from '../../../server/queries/portal.ts';
import { findPost, insertPost, listPosts, listUserPosts } from '../../../server/queries/posts.ts';
import { listReplies, listUserReplies } from '../../../server/queries/replies.ts';
import { keywordMatch, placeMatch } from '../../../server/queries/search.ts';
import { recordReveal, revealsSince, wasRevealed } from '../../../server/queries/contact-reveals.ts';
import { itemExists } from '../../../server/queries/details.ts';
import { findIdempotencyKey, insertIdempotencyKey } from '../../../server/queries/idempotency-keys.ts';
import {
  findOwnOffer,
  insertOffer,
  listOwnOffers,
  nthNewestOfferAt,
  offerOfDelivery,
  publisherName,
  updateOffer,
  type OfferRow,
} from '../../../server/queries/offers.ts';
import { pruneTokens } from '../../../server/queries/prune.ts';
import { itemsShowingEnterprise } from '../../../server/queries/site-pages.ts';
import { findToken, insertToken } from '../../../server/queries/tokens.ts';
import { listLoginRecords } from '../../../server/queries/users.ts';
import { postgresMissing } from '../helpers/postgres.ts';
import { useTwins } from './postgres-twins.ts';

/**
 * The reading queries on PostgreSQL answer exactly as on SQLite: one seeded portal copied into
 * PostgreSQL, every list, details read and keyword search run on both stores and compared whole.
 */

const NOW = new Date('2026-11-24T00:00:00.000+08:00');
/** A day on which the seed's offers still stand (they expire during the weeks before NOW). */
const TODAY = '2026-10-01';

describe.skipIf(postgresMissing)('reading queries on PostgreSQL and SQLite', () => {
  const twins = useTwins({
    accounts: true,
    users: 6,
    posts: 40,
    replies: 120,
    logisticsInfo: 60,
    policies: 30,
    announcements: 20,
    enterprises: 10,
    routes: 30,
    now: NOW,
  });
  const { same } = twins;

  it('lists policies by level and by 2- and 4-character keywords, titles and texts alike', async () => {
    const all = await same((db) => listPolicies(db, {}, 2, 10));
    expect(all.list).toHaveLength(10);
    expect(all.total).toBe(30);
    const coldChain = await same((db) => listPolicies(db, { keyword: '冷链' }, 1, 50));
    expect(coldChain.total).toBeGreaterThan(2);
    expect(coldChain.total).toBeLessThan(30);
    // Mostly found in the texts: a title holds it for a few of them only.
    expect(coldChain.list.filter((item) => item.title.includes('冷链')).length).toBeLessThan(coldChain.total);
    const emergency = await same((db) => listPolicies(db, { keyword: '应急物流' }, 1, 50));
    expect(emergency.total).toBeGreaterThan(0);
    expect(emergency.total).toBeLessThan(30);
    const hub = await same((db) => listPolicies(db, { keyword: '物流枢纽' }, 1, 50));
    expect(hub.total).toBeGreaterThan(0);
    // A keyword found only in texts, never in a title.
    const inText = await same((db) => listPolicies(db, { keyword: '各地' }, 1, 50));
    expect(inText.total).toBeGreaterThan(0);
    expect(inText.list.every((item) => !item.title.includes('各地'))).toBe(true);
    const levels = await same((db) => listPolicies(db, { level: 'national', from: '2020-01-01' }, 1, 50));
    expect(levels.list.every((item) => item.level === 'national')).toBe(true);
    await same((db) => listPolicies(db, { keyword: '没有这样的词语' }, 1, 10));
    const detail = await same((db) => findPolicy(db, hub.list[0]!.id));
    expect(detail?.content.length).toBeGreaterThan(0);
  });

  it('searches ASCII letters in either case and takes % and _ literally, as SQLite does', async () => {
    const { id } = await same((db) =>
      insertPost(
        db,
        3,
        { circleId: 1, title: 'GPS 定位全覆盖', content: '上线率 100% 的 gps_tracker' },
        '2026-11-24T01:00:00.000Z',
      ),
    );
    for (const keyword of ['gps', 'GPS', 'Gps', '100%', 's_t', 'gps定位', '全覆盖']) {
      const found = await same((db) => listPosts(db, { keyword }, 1, 50));
      expect(
        found.list.map((post) => post.id),
        keyword,
      ).toEqual(keyword === 'gps定位' ? [] : [id]);
    }
    for (const keyword of ['%', '_', '物', 'a', '100_']) {
      await same((db) => listPolicies(db, { keyword }, 1, 50));
      await same((db) => listPosts(db, { keyword }, 1, 50));
    }
    await same((db) => listEnterprises(db, { keyword: 'Co' }, 1, 50));
  });

  it('picks the search text by the store: FTS5 on SQLite, the two-character index on PostgreSQL', () => {
    expect(keywordMatch('posts', '物流枢纽', 'p', 'sqlite').sql).toContain('posts_fts MATCH ?');
    expect(keywordMatch('posts', '物流枢纽', 'p', 'postgres').sql).toContain('portal_bigrams');
    expect(keywordMatch('posts', '物流', 'p', 'postgres').sql).toContain('portal_bigrams');
    expect(keywordMatch('enterprises', '物流', 'e', 'postgres').sql).toContain('ILIKE');
    expect(placeMatch('r.origin', '上海', 'postgres').sql).toContain('strpos(r.origin, ?)');
  });

  it('lists announcements with keywords, and reads one with its neighbours and its 已认证 flag', async () => {
    const list = await same((db) => listAnnouncements(db, {}, 1, 20));
    expect(list.total).toBe(20);
    const hub = await same((db) => listAnnouncements(db, { keyword: '枢纽' }, 1, 20));
    expect(hub.total).toBeGreaterThan(0);
    await same((db) => listAnnouncements(db, { keyword: '国家物流枢纽' }, 1, 20));
    const middle = list.list[5]!;
    await same((db) => listAnnouncements(db, { enterpriseId: middle.enterpriseId }, 1, 20));
    const detail = await same((db) => findAnnouncement(db, middle.id));
    expect(detail?.previous).not.toBeNull();
    expect(detail?.next).not.toBeNull();
    expect(typeof detail?.enterpriseVerified).toBe('boolean');
  });

  it('lists enterprises and routes, with place filters either way round', async () => {
    const enterprises = await same((db) => listEnterprises(db, {}, 1, 10));
    expect(enterprises.list[0]?.routeCount).toEqual(expect.any(Number));
    const found = await same((db) => listEnterprises(db, { keyword: '物流' }, 1, 10));
    expect(found.total).toBeGreaterThan(0);
    await same((db) => listEnterprises(db, { keyword: '苏州' }, 1, 10));
    await same((db) => findEnterprise(db, enterprises.list[0]!.id));
    const routes = await same((db) => listRoutes(db, { origin: '上海' }, 1, 30));
    expect(routes.total).toBeGreaterThan(0);
    // The stored place is the start of the one asked for.
    const wider = await same((db) => listRoutes(db, { origin: '上海市浦东新区' }, 1, 30));
    expect(wider.total).toBe(routes.total);
    await same((db) =>
      listRoutes(db, { destination: '成都', enterpriseId: routes.list[0]!.enterpriseId }, 1, 30),
    );
    await same((db) => findRoute(db, routes.list[0]!.id));
  });

  it('lists offers by kind, place, vehicle type, keyword and area codes; reads one with its destinations', async () => {
    const all = await same((db) => listLogisticsInfo(db, {}, 1, 100, TODAY));
    expect(all.total).toBeGreaterThan(10);
    await same((db) => listLogisticsInfo(db, { kind: 'vehicle' }, 1, 100, TODAY));
    // A listed type (the filter offers only those), or cargo that takes any vehicle (不限).
    const boxes = await same((db) => listLogisticsInfo(db, { vehicleType: '厢式货车' }, 1, 100, TODAY));
    expect(boxes.total).toBeGreaterThan(0);
    expect(boxes.list.every((item) => ['厢式货车', '不限'].includes(item.vehicleType))).toBe(true);
    await same((db) => listLogisticsInfo(db, { origin: '深圳', destination: '北京' }, 1, 100, TODAY));
    await same((db) => listLogisticsInfo(db, { keyword: '集装箱' }, 1, 100, TODAY));
    await same((db) => listLogisticsInfo(db, { keyword: '回程' }, 1, 100, TODAY));
    const lane = await same((db) =>
      listLogisticsInfo(db, { originCode: '44', destinationCode: '11' }, 1, 100, TODAY),
    );
    expect(lane.total).toBeGreaterThan(0);
    const viewed = await same((db) => viewLogisticsInfo(db, all.list[0]!.id, TODAY));
    expect(viewed?.destinationCodes.length).toBeGreaterThan(0);
    const ids = all.list
      .slice(0, 5)
      .map((item) => item.id)
      .reverse();
    const items = await same((db) => logisticsItemsByIds(db, ids, TODAY));
    expect(items.map((item) => item.id)).toEqual(ids);
  });

  it('lists posts, replies and circles, and counts a new post into the cached circle counts', async () => {
    const posts = await same((db) => listPosts(db, {}, 1, 10));
    expect(posts.total).toBeGreaterThanOrEqual(40);
    await same((db) => listPosts(db, { circleId: posts.list[0]!.circleId }, 1, 10));
    await same((db) => listPosts(db, { keyword: '物流' }, 1, 10));
    await same((db) => listPosts(db, { keyword: '月结' }, 1, 10));
    const post = posts.list.find((item) => item.replyCount > 1)!;
    await same((db) => findPost(db, post.id));
    const replies = await same((db) => listReplies(db, post.id, 1, 20, null));
    expect(replies.list.length).toBeGreaterThan(1);
    // Pages are read by their floors: each page of one holds the next floor, and the total is every
    // reply, as counting and skipping rows would give.
    const byOne = [];
    for (let page = 1; page <= replies.total + 1; page += 1)
      byOne.push(await same((db) => listReplies(db, post.id, page, 1, null)));
    expect(byOne.map((shown) => shown.total)).toEqual(byOne.map(() => replies.total));
    expect(byOne.flatMap((shown) => shown.list)).toEqual(replies.list);
    expect(byOne.at(-1)!.list).toEqual([]);
    await same((db) => listUserPosts(db, post.authorId, 10, 0));
    await same((db) => listUserReplies(db, 1, 10, 0));
    const circles = await same((db) => listCircles(db));
    expect(circles.every((circle) => typeof circle.replyCount === 'number')).toBe(true);
    await same((db) => hotCircles(db, 3));
    // The counts are kept; a new post adds only what is new (the incremental count's sum).
    await same((db) =>
      insertPost(
        db,
        2,
        { circleId: circles[0]!.id, title: '新帖：冷链车怎么找', content: '求推荐' },
        '2026-11-24T02:00:00.000Z',
      ),
    );
    const after = await same((db) => listCircles(db));
    expect(after[0]!.postCount).toBe(circles[0]!.postCount + 1);
  });

  it('reads the home page and a user’s notices', async () => {
    const home = await same((db) => portalHome(db, TODAY));
    expect(home.counts.policies).toBe(30);
    const notices = await same((db) => listNotices(db, 1));
    expect(notices.length).toBeGreaterThan(0);
    const state = await same((db) => noticeState(db, 1));
    expect(state.unread).toEqual(expect.any(Number));
  });

  it('reads and rewrites an account’s own offer, and the tables of sessions and repeats', async () => {
    const row: OfferRow = {
      kind: 'vehicle',
      title: '上海回广州 9.6米厢式车',
      origin: '上海市',
      destination: '广东省广州市',
      originCode: '310000',
      destinationCodes: ['440100'],
      cargoName: '',
      weightTons: null,
      volumeCubic: null,
      vehicleType: '厢式货车',
      vehicleLengthMeters: 9.6,
      price: null,
      companyName: '个人',
      content: '',
      contactName: '王师傅',
      contactPhone: '13900000009',
      loadingDate: TODAY,
      expiresOn: '2026-10-05',
      availableFrom: TODAY,
      plate: '沪A12345',
      deliveryId: null,
    };
    const id = await same((db) => insertOffer(db, 1, row, '2026-10-01T01:00:00.000Z', null));
    expect(
      await same((db) => updateOffer(db, 1, id, { ...row, price: 5200 }, '2026-10-01T02:00:00.000Z', TODAY)),
    ).toBe(true);
    expect(await same((db) => findOwnOffer(db, 1, id, TODAY))).toMatchObject({
      price: 5200,
      state: 'published',
    });
    expect((await same((db) => listOwnOffers(db, 1, 'published', 1, 5, TODAY))).total).toBe(1);
    expect(await same((db) => nthNewestOfferAt(db, 1, 1))).toBe('2026-10-01T01:00:00.000Z');
    expect(await same((db) => offerOfDelivery(db, 1, TODAY))).toBeUndefined();
    expect(await same((db) => publisherName(db, 1))).not.toBe('');
    await same(async (db) => {
      await recordReveal(db, 2, 1, '2026-11-24T01:00:00.000Z');
      return revealsSince(db, 2, '2026-11-24T00:00:00.000Z');
    });
    expect(await same((db) => wasRevealed(db, 2, 1))).toBe(true);
    await same((db) =>
      insertToken(db, 1, 'hash-of-a-token', {
        createdAt: '2026-11-24T00:00:00.000Z',
        expiresAt: '2026-12-24T00:00:00.000Z',
      }),
    );
    const token = await same(async (db) => {
      const row = await findToken(db, 'hash-of-a-token');
      return row && { ...row, tokenId: typeof row.tokenId };
    });
    expect(token).toMatchObject({ account: 'demo', revokedAt: null });
    await same((db) =>
      insertIdempotencyKey(db, 1, 'key-1', 'request', '{"ok":true}', '2026-11-24T00:00:00.000Z'),
    );
    expect(await same((db) => findIdempotencyKey(db, 1, 'key-1'))).toEqual({
      requestHash: 'request',
      responseJson: '{"ok":true}',
    });
    expect(await same((db) => pruneTokens(db, Date.parse('2027-06-01T00:00:00.000Z')))).toBeGreaterThan(0);
    expect(await same((db) => itemExists(db, 'post', 1))).toBe(true);
    await same((db) => itemsShowingEnterprise(db, 1));
    const records = await same((db) => listLoginRecords(db, 1, 5, 0));
    expect(records.total).toBeGreaterThan(0);
  });
});
