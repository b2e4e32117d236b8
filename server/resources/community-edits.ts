import { Hono, type Context } from 'hono';
import type { TextHistory, TextVersion } from '../../src/lib/shared/contract.ts';
import { postEditRules, replyEditRules } from '../../src/lib/shared/rules/community.ts';
import type { AppEnv } from '../http/app-env.ts';

import { editKind } from '../domain/edit-window.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../domain/errors.ts';
import { readIdParam, readJson } from '../http/params.ts';
import {
  editConflict,
  editWindowClosed,
  notAuthor,
  postDeleted,
  replyDeleted,
  withEditWindow,
} from '../domain/own-words.ts';
import {
  findPostText,
  findReplyText,
  keptVersions,
  markPostDeleted,
  markReplyDeleted,
  recordChange,
  textSavedAt,
  updatePostText,
  updateReplyText,
  type ReplyText,
} from '../queries/community-edits.ts';
import { dropPostNotices, dropReplyWords, retitlePost, rewordReply } from '../queries/notice-words.ts';
import { replyNoticeDescription } from '../queries/notice-writes.ts';
import { findPost } from '../queries/posts.ts';
import { findReply } from '../queries/replies.ts';
import { currentUser, optionalUser, requireUser } from '../http/session.ts';
import { contentHidden } from './reports.ts';
import { validate } from '../http/input.ts';

/**
 * An author's own words (docs/api.md, Community): edit within the edit window (quietly within the
 * grace period, else keeping the replaced version and marking 已编辑), delete at any time (the floor
 * stays), and read the kept versions. Checks answer in this order: unknown (10404), deleted (10602 /
 * 10603), someone else's (10600), the window closed (10601), made from an older revision (10604),
 * then the posting rate (10004, limits/rates.ts): an edit that changes the text counts as a new post or
 * reply does; one that changes nothing, deleting and reading history do not.
 */
const resource = new Hono<AppEnv>();

const settingsOf = (c: Context<AppEnv>) => {
  const config = c.get('config');
  const now = config.now();
  const rate = c.var.rates.post;
  return { db: c.get('db'), rate, times: config.edits, now, at: new Date(now).toISOString() };
};

resource.put('/posts/:id', requireUser, async (c) => {
  const postId = readIdParam(c);
  const input = validate(postEditRules, await readJson(c));
  const userId = currentUser(c).id;
  const { db, rate, times, now, at } = settingsOf(c);
  await db.transaction(async () => {
    const post = await findPostText(db, postId);
    if (!post) throw notFound('帖子');
    if (post.deletedAt !== null) throw postDeleted();
    if (post.userId !== userId) throw notAuthor('帖子');
    const kind = editKind(post.createdAt, now, times);
    if (kind === 'closed') throw editWindowClosed('帖子', times);
    if (input.revision !== post.revision) {
      const current = withEditWindow((await findPost(db, postId))!, times);
      throw editConflict('帖子', {
        current,
        savedAt: await textSavedAt(db, postId, null, post.createdAt),
      });
    }
    if (post.title === input.title && post.content === input.content) return;
    await rate.check(db, userId, '编辑');
    const replaced =
      kind === 'kept'
        ? { title: post.title, content: post.content, since: post.editedAt ?? post.createdAt }
        : null;
    await recordChange(db, { postId, replyId: null, userId, action: 'edit', at, replaced });
    await updatePostText(
      db,
      postId,
      { title: input.title, content: input.content },
      kind === 'kept' ? at : null,
    );
    if (post.title !== input.title)
      await retitlePost(db, { id: postId, authorId: userId, hiddenAt: post.hiddenAt }, input.title);
  });
  return ok(c, withEditWindow((await findPost(db, postId))!, times));
});

resource.delete('/posts/:id', requireUser, async (c) => {
  const postId = readIdParam(c);
  const userId = currentUser(c).id;
  const { db, at } = settingsOf(c);
  await db.transaction(async () => {
    const post = await findPostText(db, postId);
    if (!post) throw notFound('帖子');
    if (post.userId !== userId) throw notAuthor('帖子');
    // Deleting again answers as the first time did.
    if (post.deletedAt !== null) return;
    const replaced = { title: post.title, content: post.content, since: post.editedAt ?? post.createdAt };
    await recordChange(db, { postId, replyId: null, userId, action: 'delete', at, replaced });
    await markPostDeleted(db, postId, at);
    await dropPostNotices(db, postId);
  });
  return ok(c, null);
});

/** The reply `replyId` of the post `:id`, or 10404. */
async function replyOfPost(
  c: Context<AppEnv>,
): Promise<{ postId: number; replyId: number; reply: ReplyText }> {
  const postId = readIdParam(c);
  const replyId = readIdParam(c, 'replyId');
  const reply = await findReplyText(c.get('db'), replyId);
  if (!reply || reply.postId !== postId) throw notFound('回复');
  return { postId, replyId, reply };
}

resource.put('/posts/:id/replies/:replyId', requireUser, async (c) => {
  const input = validate(replyEditRules, await readJson(c));
  const userId = currentUser(c).id;
  const { db, rate, times, now, at } = settingsOf(c);
  const replyId = await db.transaction(async () => {
    const { postId, replyId, reply } = await replyOfPost(c);
    if (reply.postDeletedAt !== null) throw postDeleted();
    if (reply.deletedAt !== null) throw replyDeleted();
    if (reply.userId !== userId) throw notAuthor('回复');
    const kind = editKind(reply.createdAt, now, times);
    if (kind === 'closed') throw editWindowClosed('回复', times);
    if (input.revision !== reply.revision) {
      const current = withEditWindow((await findReply(db, replyId, userId))!, times);
      throw editConflict('回复', {
        current,
        savedAt: await textSavedAt(db, postId, replyId, reply.createdAt),
      });
    }
    if (reply.content === input.content) return replyId;
    await rate.check(db, userId, '编辑');
    const replaced =
      kind === 'kept'
        ? { title: null, content: reply.content, since: reply.editedAt ?? reply.createdAt }
        : null;
    await recordChange(db, { postId, replyId, userId, action: 'edit', at, replaced });
    await updateReplyText(db, replyId, input.content, kind === 'kept' ? at : null);
    const edited = (await findReply(db, replyId, userId))!;
    await rewordReply(
      db,
      { postId, createdAt: reply.createdAt, hiddenAt: reply.hiddenAt },
      replyNoticeDescription(edited),
    );
    return replyId;
  });
  return ok(c, withEditWindow((await findReply(db, replyId, userId))!, times));
});

/** Allowed on a deleted post too: a writer may still take back a reply listed under 我的回复. */
resource.delete('/posts/:id/replies/:replyId', requireUser, async (c) => {
  const userId = currentUser(c).id;
  const { db, at } = settingsOf(c);
  await db.transaction(async () => {
    const { postId, replyId, reply } = await replyOfPost(c);
    if (reply.userId !== userId) throw notAuthor('回复');
    if (reply.deletedAt !== null) return;
    const replaced = { title: null, content: reply.content, since: reply.editedAt ?? reply.createdAt };
    await recordChange(db, { postId, replyId, userId, action: 'delete', at, replaced });
    await markReplyDeleted(db, replyId, postId, at);
    await dropReplyWords(db, { postId, createdAt: reply.createdAt });
  });
  return ok(c, null);
});

/** Versions newest first: the current text, then the kept ones. */
function history(
  kept: { title: string | null; content: string; savedAt: string }[],
  current: { title?: string; content: string; savedAt: string },
): TextHistory {
  const versions: TextVersion[] = kept.map((version, index) => ({
    version: index + 1,
    ...(version.title === null ? {} : { title: version.title }),
    content: version.content,
    savedAt: version.savedAt,
    current: false,
  }));
  versions.push({ version: kept.length + 1, ...current, current: true });
  return { list: versions.reverse() };
}

/** The history of words an editor hid is its author's alone (10632 to anyone else). */
const refuseHidden = (words: { userId: number; hiddenAt: string | null }, viewer: { id: number } | null) => {
  if (words.hiddenAt !== null && words.userId !== viewer?.id) throw contentHidden();
};

resource.get('/posts/:id/history', optionalUser, async (c) => {
  const db = c.get('db');
  const postId = readIdParam(c);
  const post = await findPostText(db, postId);
  if (!post) throw notFound('帖子');
  if (post.deletedAt !== null) throw postDeleted();
  refuseHidden(post, c.get('user'));
  const current = { title: post.title, content: post.content, savedAt: post.editedAt ?? post.createdAt };
  return ok(c, history(await keptVersions(db, postId, null), current));
});

resource.get('/posts/:id/replies/:replyId/history', optionalUser, async (c) => {
  const { postId, replyId, reply } = await replyOfPost(c);
  if (reply.postDeletedAt !== null) throw postDeleted();
  if (reply.deletedAt !== null) throw replyDeleted();
  refuseHidden(reply, c.get('user'));
  const current = { content: reply.content, savedAt: reply.editedAt ?? reply.createdAt };
  return ok(c, history(await keptVersions(c.get('db'), postId, replyId), current));
});

export default resource;
