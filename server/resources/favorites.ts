import { Hono, type Context } from 'hono';
import { KEPT_USER_OFFERS, type Favorites, type KeptState } from '../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { isoNow } from '../domain/clock.ts';
import { ApiError, invalid, notFound } from '../domain/errors.ts';
import { readIdParam } from '../http/params.ts';
import { currentUser, requireUser } from '../http/session.ts';
import {
  accountOpen,
  countKept,
  drop,
  isKept,
  keep,
  keptUsersOffers,
  listKeptOffers,
  listKeptUsers,
  offerPublisher,
  type KeptList,
} from '../queries/favorites.ts';

/**
 * 我的收藏 (docs/api.md, Favourites and blocks): offers kept with 收藏 and users kept as 常用车辆/常用货主,
 * at most `favoriteLimit` of each per account (PORTAL_FAVORITE_LIMIT). PUT keeps (again: no change),
 * DELETE lets go (also of what was not kept); one's own account or offer is 10001, an unknown one 10404.
 */
const resource = new Hono<AppEnv>();

/** Keeps `id` in the signed-in account's `list` within the limit (blocks.ts keeps its list the same way). */
export async function keepWithinLimit(c: Context<AppEnv>, list: KeptList, id: number): Promise<void> {
  const db = c.get('db');
  const userId = currentUser(c).id;
  const limit = c.get('config').favoriteLimit;
  await db.transaction(async () => {
    if (await isKept(db, list, userId, id)) return;
    if ((await countKept(db, list, userId)) >= limit)
      throw new ApiError(
        ErrorCodes.keptLimit,
        `每个账号最多${LIST_WORDS[list]} ${limit} 个，请先移除不再需要的`,
        409,
      );
    await keep(db, list, userId, id, isoNow(c.get('config').now));
  });
}

const LIST_WORDS: Record<KeptList, string> = {
  favorite_offers: '收藏信息',
  favorite_users: '保存常用车辆/货主',
  user_blocks: '屏蔽用户',
};

/** Another open account's id from `:name` (10001 for one's own, 10404 for none). */
export async function otherAccount(c: Context<AppEnv>, name = 'id'): Promise<number> {
  const id = readIdParam(c, name);
  if (id === currentUser(c).id) throw invalid('不能收藏或屏蔽自己的账号');
  if (!(await accountOpen(c.get('db'), id))) throw notFound('用户');
  return id;
}

resource.get('/user/favorites', requireUser, async (c) => {
  const db = c.get('db');
  const userId = currentUser(c).id;
  const today = chinaDay(c.var.config.now());
  const offers = await listKeptOffers(db, userId, today);
  const published = await keptUsersOffers(db, userId, KEPT_USER_OFFERS, today);
  const users = (await listKeptUsers(db, 'favorite_users', userId)).map((user) => ({
    ...user,
    offers: published.get(user.id) ?? [],
  }));
  // Those who published last come first; the rest as they were kept.
  const latest = (user: (typeof users)[number]) => user.offers[0]?.publishedAt ?? '';
  users.sort((a, b) => latest(b).localeCompare(latest(a)));
  return ok<Favorites>(c, { offers, users, limit: c.get('config').favoriteLimit });
});

resource.put('/user/favorites/offers/:id', requireUser, async (c) => {
  const id = readIdParam(c);
  const offer = await offerPublisher(c.get('db'), id);
  if (!offer) throw notFound('物流信息');
  if (offer.userId === currentUser(c).id) throw invalid('不能收藏自己发布的信息');
  await keepWithinLimit(c, 'favorite_offers', id);
  return ok<KeptState>(c, { kept: true });
});

resource.delete('/user/favorites/offers/:id', requireUser, async (c) => {
  await drop(c.get('db'), 'favorite_offers', currentUser(c).id, readIdParam(c));
  return ok<KeptState>(c, { kept: false });
});

resource.put('/user/favorites/users/:id', requireUser, async (c) => {
  await keepWithinLimit(c, 'favorite_users', await otherAccount(c));
  return ok<KeptState>(c, { kept: true });
});

resource.delete('/user/favorites/users/:id', requireUser, async (c) => {
  await drop(c.get('db'), 'favorite_users', currentUser(c).id, readIdParam(c));
  return ok<KeptState>(c, { kept: false });
});

export default resource;
