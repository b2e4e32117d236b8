import { Hono } from 'hono';
import type { BlockList, BlockState } from '../../src/lib/shared/contract.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { readIdParam } from '../http/params.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { blockedUsers, drop, listKeptUsers } from '../queries/favorites.ts';
import { keepWithinLimit, otherAccount } from './favorites.ts';

/**
 * 屏蔽 (docs/api.md, Favourites and blocks): the users an account blocks, at most `favoriteLimit`
 * (PORTAL_FAVORITE_LIMIT). What a block hides is domain/blocks.ts; nothing here tells the blocked user.
 */
const resource = new Hono<AppEnv>();

resource.get('/user/blocks', requireUser, async (c) => {
  const list = await listKeptUsers(c.get('db'), 'user_blocks', currentUser(c).id);
  return ok<BlockList>(c, { list, limit: c.get('config').favoriteLimit });
});

resource.put('/user/blocks/:userId', requireUser, async (c) => {
  await keepWithinLimit(c, 'user_blocks', await otherAccount(c, 'userId'));
  return ok<BlockState>(c, { blocked: true, blocking: true });
});

resource.delete('/user/blocks/:userId', requireUser, async (c) => {
  const db = c.get('db');
  const userId = currentUser(c).id;
  await drop(db, 'user_blocks', userId, readIdParam(c, 'userId'));
  return ok<BlockState>(c, { blocked: false, blocking: (await blockedUsers(db, userId)).length > 0 });
});

export default resource;
