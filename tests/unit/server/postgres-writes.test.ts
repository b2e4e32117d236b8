import { describe, expect, it } from 'vitest';
import {
  keptVersions,
  markReplyDeleted,
  nthNewestCommunityWrite,
  recordChange,
  textSavedAt,
  updatePostText,
} from '../../../server/queries/community-edits.ts';
import { follow, isFollowing, unfollow } from '../../../server/queries/follows.ts';
import {
  clearNotices,
  listNotices,
  markNoticeRead,
  noticesAfter,
  noticeState,
} from '../../../server/queries/notices.ts';
import { closeOffer, insertOffer, listOwnOffers, type OfferRow } from '../../../server/queries/offers.ts';
import {
  accountFailures,
  accountsFailedFrom,
  insertFailure,
  signInAddresses,
} from '../../../server/queries/password-failures.ts';
import { findPost, listPosts } from '../../../server/queries/posts.ts';
import { insertReply } from '../../../server/queries/replies.ts';
import {
  insertCode,
  insertOutbox,
  latestUnusedCode,
  listOutbox,
  nthLatestAt,
} from '../../../server/queries/sms.ts';
import { insertSubscription, listSubscriptions } from '../../../server/queries/subscriptions.ts';
import { insertOfferNotices } from '../../../server/queries/notice-writes.ts';
import { nameTaken } from '../../../server/queries/user-names.ts';
import type { Store } from '../../../server/store/store.ts';
import { postgresMissing } from '../helpers/postgres.ts';
import { useTwins } from './postgres-twins.ts';

/**
 * The community's and the account's writes on PostgreSQL: each made on both stores of one copied
 * portal, then what it left read back from both and compared (follows, reply notices, reply counts,
 * lane notices and own offers, SMS codes without an account, the login throttle's failures).
 */

const NOW = new Date('2026-11-24T00:00:00.000+08:00');
const AT = '2026-11-24T03:00:00.000Z';
const TODAY = '2026-11-24';

/**
 * A user's notices without their ids: a notice updated in place (one more reply) spends an id on
 * PostgreSQL, which SQLite does not, so later ids differ while everything else must not.
 */
const noticesOf = async (db: Store, userId: number) =>
  (await listNotices(db, userId)).map(({ id: _, ...notice }) => notice);

describe.skipIf(postgresMissing)('writing queries on PostgreSQL and SQLite', () => {
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

  it('follows a post once however often asked, and stops', async () => {
    const post = (await same((db) => listPosts(db, {}, 1, 1))).list[0]!;
    await same(async (db) => {
      await follow(db, post.id, 4, AT);
      await follow(db, post.id, 4, AT);
      return isFollowing(db, post.id, 4);
    });
    expect(await same((db) => isFollowing(db, post.id, 4))).toBe(true);
    await same((db) => unfollow(db, post.id, 4));
    expect(await same((db) => isFollowing(db, post.id, 4))).toBe(false);
  });

  it('tells followers and the quoted writer of new replies, counting them in one notice', async () => {
    const post = (await same((db) => listPosts(db, {}, 1, 1))).list[0]!;
    await same((db) => follow(db, post.id, 5, AT));
    const reply = async (userId: number, at: string, quoted: number | null) =>
      same(async (db) => {
        const writer = (await db.get<{ nickname: string; account: string }>(
          'SELECT nickname, account FROM users WHERE id = ?',
          userId,
        ))!;
        return insertReply(db, userId, post.id, { content: `第 ${at} 条回复` }, at, {
          postTitle: post.title,
          quotedAuthorId: quoted,
          writer,
        });
      });
    await reply(2, '2026-11-24T04:00:00.000Z', 6);
    await reply(3, '2026-11-24T05:00:00.000Z', null);
    const told = await same((db) => noticesOf(db, 5));
    const counted = told.find((notice) => notice.target?.postId === post.id)!;
    expect(counted.title).toBe(`「${post.title}」有 2 条新回复`);
    expect(await same((db) => noticesOf(db, 6))).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: `「${post.title}」有 1 条新回复` })]),
    );
    // The newest id is left out: an insert that met its conflict spent an id on PostgreSQL.
    const state = await same(async (db) => {
      const { unread, signature } = await noticeState(db, 5);
      return { unread, signature };
    });
    expect(state.unread).toBeGreaterThan(0);
    await same((db) => nthNewestCommunityWrite(db, 2, 1));
    expect(await same((db) => nthNewestCommunityWrite(db, 3, 1))).toBe('2026-11-24T05:00:00.000Z');
  });

  it('never counts a post below zero replies when a reply is deleted', async () => {
    const post = (await same((db) => listPosts(db, {}, 1, 30))).list.find((item) => item.replyCount === 0)!;
    const written = await same((db) =>
      insertReply(db, 2, post.id, { content: '很快删掉' }, AT, {
        postTitle: post.title,
        quotedAuthorId: null,
        writer: { nickname: '回复者', account: 'writer' },
      }),
    );
    await same(async (db) => {
      await markReplyDeleted(db, written.id, post.id, AT);
      await markReplyDeleted(db, written.id, post.id, AT);
    });
    expect((await same((db) => findPost(db, post.id)))?.replyCount).toBe(0);
  });

  it('tells each subscriber of a lane once about a new offer on it', async () => {
    const lane = { kind: 'cargo' as const, originCode: '44', destinationCode: '3101' };
    // (PostgreSQL spends an id on an insert that meets a conflict: ids may differ after one.)
    const subscribe = (userId: number, destinationCode: string) => async (db: Store) =>
      (await insertSubscription(db, userId, { ...lane, destinationCode }, AT)) !== null;
    expect(await same(subscribe(3, '3101'))).toBe(true);
    expect(await same(subscribe(3, '3101'))).toBe(false);
    expect(await same(subscribe(4, '31'))).toBe(true);
    expect(await same(subscribe(5, '32'))).toBe(true);
    expect(await same((db) => listSubscriptions(db, 3))).toHaveLength(1);
    const offer: OfferRow = {
      kind: 'cargo',
      title: '深圳→上海 电子产品 5吨',
      origin: '广东省深圳市南山区',
      destination: '上海市浦东新区',
      originCode: '440305',
      destinationCodes: ['310115', '310115', '320505'],
      cargoName: '电子产品',
      weightTons: 5,
      volumeCubic: null,
      vehicleType: '厢式货车',
      vehicleLengthMeters: 9.6,
      price: 4600,
      companyName: '测试物流',
      content: '',
      contactName: '张先生',
      contactPhone: '13800000001',
      loadingDate: TODAY,
      expiresOn: '2026-11-30',
      availableFrom: null,
      plate: '',
    };
    const id = await same((db) => insertOffer(db, 2, offer, AT, null));
    const laneNotice = {
      originPrefixes: ['44', '4403'],
      destinations: ['310115', '320505'],
      title: '订阅线路有新货源',
      keptTitle: '常用货主发布了新货源',
      description: offer.title,
      createdAt: AT,
    };
    const notify = (db: Parameters<typeof insertOfferNotices>[0]) =>
      insertOfferNotices(db, { id, kind: 'cargo', userId: 2 }, laneNotice);
    // Subscribers 3 (上海浦东) and 4 (上海): two notices; 5 (江苏) matches 320505: three. Not twice.
    expect(await same(notify)).toBe(3);
    expect(await same(notify)).toBe(0);
    for (const user of [3, 4, 5]) {
      const notices = await same((db) => noticesOf(db, user));
      expect(notices.filter((notice) => notice.offerId === id)).toHaveLength(1);
    }
    // Told in the offer's own write (one statement on PostgreSQL): the same notices.
    const told = await same((db) =>
      insertOffer(db, 2, { ...offer, title: '同一语句里告知' }, AT, laneNotice),
    );
    for (const user of [3, 4, 5]) {
      const notices = await same((db) => noticesOf(db, user));
      expect(notices.filter((notice) => notice.offerId === told)).toHaveLength(1);
    }
    const own = await same((db) => listOwnOffers(db, 2, undefined, 1, 10, TODAY));
    expect(own.list[1]?.destinationCodes).toEqual(['310115', '320505']);
    await same((db) => listOwnOffers(db, 2, 'published', 1, 10, TODAY));
    await same((db) => closeOffer(db, 2, id, 'done', AT, TODAY));
    const done = await same((db) => listOwnOffers(db, 2, 'done', 1, 10, TODAY));
    expect(done.list.map((item) => item.id)).toEqual([id]);
  });

  it('retires the earlier reset code of a mobile (no account) when a new one is sent', async () => {
    const code = (codeHash: string, createdAt: string) => ({
      mobile: '13700000000',
      purpose: 'reset' as const,
      codeHash,
      createdAt,
      expiresAt: '2026-11-24T09:00:00.000Z',
      clientIp: '127.0.0.1',
      userId: null,
    });
    await same((db) => insertCode(db, code('first', '2026-11-24T06:00:00.000Z')));
    await same((db) => insertCode(db, code('second', '2026-11-24T06:01:00.000Z')));
    const live = await same((db) => latestUnusedCode(db, '13700000000', 'reset', null));
    expect(live?.codeHash).toBe('second');
    const retired = async (db: Parameters<typeof latestUnusedCode>[0]) =>
      db.get<{ n: number }>(
        "SELECT count(*) AS n FROM sms_codes WHERE mobile = '13700000000' AND used_at IS NOT NULL",
      );
    expect(await same(retired)).toEqual({ n: 1 });
  });

  it('reads the login throttle’s failures and the addresses an account signed in from', async () => {
    const since = Date.parse('2026-11-24T00:00:00.000Z');
    await same(async (db) => {
      for (const [account, minute] of [
        ['demo', 1],
        ['demo', 2],
        ['guest', 3],
      ] as const) {
        await insertFailure(db, account, '10.0.0.9', since + minute * 60_000);
      }
    });
    expect(await same((db) => accountFailures(db, 'demo', since))).toEqual({
      count: 2,
      latest: since + 120_000,
    });
    expect(await same((db) => accountsFailedFrom(db, '10.0.0.9', since))).toEqual([
      since + 180_000,
      since + 120_000,
    ]);
    expect((await same((db) => signInAddresses(db, 1, 5))).length).toBeGreaterThan(0);
  });

  it('keeps an edit’s old text, finds when the text was saved, and clears notices', async () => {
    const post = (await same((db) => listPosts(db, {}, 1, 3))).list[2]!;
    await same(async (db) => {
      await recordChange(db, {
        postId: post.id,
        replyId: null,
        userId: post.authorId,
        action: 'edit',
        at: '2026-11-24T07:00:00.000Z',
        replaced: { title: post.title, content: '旧的正文', since: post.createdAt },
      });
      await updatePostText(db, post.id, { title: '改过的标题', content: '新的正文' }, null);
    });
    expect(await same((db) => textSavedAt(db, post.id, null, post.createdAt))).toBe(
      '2026-11-24T07:00:00.000Z',
    );
    expect(await same((db) => keptVersions(db, post.id, null))).toHaveLength(1);
    expect((await same((db) => findPost(db, post.id)))?.editedAt).toBe(post.editedAt);
    expect(await same((db) => nameTaken(db, 'DEMO'))).toBe(true);
    const notices = await same((db) => noticesOf(db, 1));
    await same(async (db) => markNoticeRead(db, 1, (await listNotices(db, 1))[0]!.id));
    await same((db) => noticesAfter(db, 1, 0, 5).then((list) => list.map(({ id: _, ...notice }) => notice)));
    expect(await same((db) => clearNotices(db, 1, 'message'))).toBe(
      notices.filter((notice) => notice.type === 'message').length,
    );
  });

  it('counts codes sent in a window for every scope, and lists the outbox', async () => {
    const since = '2026-11-24T00:00:00.000Z';
    for (const scope of ['mobileAtAddress', 'mobile', 'address', 'all'] as const) {
      const key = { mobile: '13700000000', ip: '127.0.0.1' };
      expect(await same((db) => nthLatestAt(db, 'sends', scope, key, since, 2))).toBe(
        '2026-11-24T06:00:00.000Z',
      );
      await same((db) => nthLatestAt(db, 'misses', scope, key, since, 1));
    }
    await same((db) =>
      insertOutbox(db, {
        mobile: '13700000000',
        purpose: 'reset',
        code: '123456',
        text: '验证码',
        sentAt: since,
      }),
    );
    expect(await same((db) => listOutbox(db, '13700000000'))).toHaveLength(1);
  });
});
