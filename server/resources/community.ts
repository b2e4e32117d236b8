import { Hono } from 'hono';
import { isoNow } from '../domain/clock.ts';
import type { PostDetail, Reply } from '../../src/lib/shared/contract.ts';
import { newPostRules, newReplyRules } from '../../src/lib/shared/rules/community.ts';
import { circleExists, listCircles } from '../queries/circles.ts';
import { findPost, insertPost, listPosts, viewPost } from '../queries/posts.ts';
import { findReply, insertReply, listReplies } from '../queries/replies.ts';
import { withAuthorMarks } from '../queries/marks.ts';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { readIdParam, readJson, readPaging } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound, invalid } from '../domain/errors.ts';
import { validate } from '../http/input.ts';
import { serveList } from '../http/content-endpoints.ts';
import { foldBlocked, hiddenFrom } from '../domain/blocks.ts';
import { readIdempotencyKey, requestFingerprint, runOnce } from '../http/idempotency.ts';
import { postDeleted, replyDeleted, withEditWindow } from '../domain/own-words.ts';
import { currentUser, optionalUser, requireUser } from '../http/session.ts';
import { HIDDEN_WORDS, postForViewer } from '../domain/hidden-words.ts';
import { contentHidden } from './reports.ts';

/** Who reads: the signed-in user's id, null for a visitor (set by `optionalUser`). */
const viewerOf = (c: { get(key: 'user'): { id: number } | null }): number | null => c.get('user')?.id ?? null;

/**
 * 交流社区: circles, posts and replies. Posting and replying are exactly-once (idempotency.ts) and
 * limited per account (limits/rates.ts); the rate is checked inside the idempotent write, so replaying a
 * stored submission is never refused and never counts. Edits count against the same rate. Editing, deleting and history are in
 * community-edits.ts, following in post-follows.ts.
 */
const resource = new Hono<AppEnv>();

resource.get('/circles', async (c) => ok(c, await listCircles(c.get('db'))));

serveList(
  resource,
  '/posts',
  async (db, filter, page, pageSize, config, reader) => {
    const posts = await listPosts(db, filter, page, pageSize, await hiddenFrom(db, reader, 'posts'));
    return { ...posts, list: await withAuthorMarks(db, posts.list, chinaDay(config.now())) };
  },
  { reader: true, keptBy: ['posts', 'replies', 'community_edits', 'moderation_actions', 'circles'] },
);

/**
 * A deleted post answers as such (empty text, `deletedAt`), so its page can say so; a hidden one
 * (`hiddenAt`) with its words to its author only (hidden-words.ts).
 */
resource.get('/posts/:id', optionalUser, async (c) => {
  const db = c.get('db');
  const post = await viewPost(db, readIdParam(c), c.get('config').countViews !== false);
  if (!post) throw notFound('帖子');
  const [shown] = await withAuthorMarks(
    db,
    [postForViewer(post, viewerOf(c))],
    chinaDay(c.get('config').now()),
  );
  return ok(c, withEditWindow(shown!, c.get('config').edits));
});

resource.get('/posts/:id/replies', optionalUser, async (c) => {
  const db = c.get('db');
  const postId = readIdParam(c);
  const { page, pageSize } = readPaging(c);
  const post = await findPost(db, postId);
  if (!post) throw notFound('帖子');
  if (post.deletedAt !== null) throw postDeleted();
  const replies = await listReplies(db, postId, page, pageSize, viewerOf(c));
  const { edits, now } = c.get('config');
  const list = await withAuthorMarks(db, await foldBlocked(db, viewerOf(c), replies.list), chinaDay(now()));
  return ok(c, { ...replies, list: list.map((reply) => withEditWindow(reply, edits)) });
});

/**
 * One reply of a post (the composer shows the reply being quoted). A deleted post's replies answer as
 * its list does (10602).
 */
resource.get('/posts/:id/replies/:replyId', optionalUser, async (c) => {
  const db = c.get('db');
  const postId = readIdParam(c);
  const reply = await findReply(db, readIdParam(c, 'replyId'), viewerOf(c));
  if (!reply || reply.postId !== postId) throw notFound('回复');
  const post = await findPost(db, postId);
  if (post && post.deletedAt !== null) throw postDeleted();
  return ok(c, withEditWindow(reply, c.get('config').edits));
});

resource.post('/posts', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const key = readIdempotencyKey(c);
  const input = validate(newPostRules, await readJson(c));
  const rate = c.var.rates.post;
  const config = c.get('config');
  const fingerprint = requestFingerprint('POST /posts', input);
  const created = await runOnce<PostDetail>(db, user.id, key, fingerprint, isoNow(config.now), async () => {
    if (!(await circleExists(db, input.circleId))) throw notFound('圈子');
    await rate.check(db, user.id, '发帖');
    const post = await insertPost(db, user.id, input, isoNow(config.now));
    return withEditWindow(post, config.edits);
  });
  return ok(c, created);
});

resource.post('/posts/:id/replies', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const postId = readIdParam(c);
  const key = readIdempotencyKey(c);
  const input = validate(newReplyRules, await readJson(c));
  const fingerprint = requestFingerprint(`POST /posts/${postId}/replies`, input);
  const rate = c.var.rates.post;
  const config = c.get('config');
  const created = await runOnce<Reply>(db, user.id, key, fingerprint, isoNow(config.now), async () => {
    const post = await findPost(db, postId);
    if (!post) throw notFound('帖子');
    if (post.deletedAt !== null) throw postDeleted();
    // A hidden post takes no more replies but its author's (others read only 该内容已被屏蔽).
    if (post.hiddenAt !== null && post.authorId !== user.id) throw contentHidden();
    let quotedAuthorId: number | null = null;
    if (input.quoteReplyId !== undefined) {
      const quoted = await findReply(db, input.quoteReplyId, user.id);
      if (quoted?.postId !== postId) throw invalid('引用的回复（quoteReplyId）不存在或不属于该帖子');
      if (quoted.deletedAt !== null) throw replyDeleted();
      if (quoted.hiddenAt !== null && quoted.authorId !== user.id) throw contentHidden();
      quotedAuthorId = quoted.authorId;
    }
    await rate.check(db, user.id, '回复');
    // Followers hear of it, and so does whoever it quotes, following or not; a hidden post's title
    // is not repeated to them.
    const reply = await insertReply(db, user.id, postId, input, isoNow(config.now), {
      postTitle: post.hiddenAt === null ? post.title : HIDDEN_WORDS,
      quotedAuthorId,
      writer: user,
    });
    return withEditWindow(reply, config.edits);
  });
  return ok(c, created);
});

export default resource;
