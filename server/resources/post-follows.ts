import { Hono, type Context } from 'hono';
import { isoNow } from '../domain/clock.ts';
import type { FollowState } from '../../src/lib/shared/contract.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../domain/errors.ts';
import { readIdParam } from '../http/params.ts';
import { postDeleted } from '../domain/own-words.ts';
import { follow, isFollowing, unfollow } from '../queries/follows.ts';
import { findPost } from '../queries/posts.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { contentHidden } from './reports.ts';

/**
 * Following a post (protected): a follower gets one notice of its new replies, merged while unread
 * (queries/notices.ts). The author follows their post from the start and may stop like anyone.
 */
const resource = new Hono<AppEnv>();

/**
 * The post `:id` that stands, or 10404 / 10602; with `shownTo`, also shown to that user (10632 for a
 * post an editor hid from everyone but its author).
 */
async function standingPost(c: Context<AppEnv>, shownTo?: number): Promise<number> {
  const postId = readIdParam(c);
  const post = await findPost(c.get('db'), postId);
  if (!post) throw notFound('帖子');
  if (post.deletedAt !== null) throw postDeleted();
  if (shownTo !== undefined && post.hiddenAt !== null && post.authorId !== shownTo) throw contentHidden();
  return postId;
}

const state = (following: boolean): FollowState => ({ following });

resource.get('/posts/:id/follow', requireUser, async (c) => {
  const postId = await standingPost(c);
  return ok(c, state(await isFollowing(c.get('db'), postId, currentUser(c).id)));
});

/** A hidden post is followed by its author only (anyone may stop following it). */
resource.put('/posts/:id/follow', requireUser, async (c) => {
  const postId = await standingPost(c, currentUser(c).id);
  await follow(c.get('db'), postId, currentUser(c).id, isoNow(c.get('config').now));
  return ok(c, state(true));
});

resource.delete('/posts/:id/follow', requireUser, async (c) => {
  const postId = await standingPost(c);
  await unfollow(c.get('db'), postId, currentUser(c).id);
  return ok(c, state(false));
});

export default resource;
