import type { NewPost, Paged, PostDetail, PostItem } from '../../src/lib/shared/contract.ts';
import { recordSiteChange } from './site-changes.ts';
import type { Dialect, SqlValue, Store } from '../store/store.ts';
import { eachDialect } from './dialects.ts';
import { keywordMatch } from './search.ts';
import { authorEnterpriseColumns } from './verifications.ts';
import { Conditions, NO_IDS, ownRows, pagedRows, selectIds } from './sql.ts';
import { cachedUntilGrowth } from './kept-results.ts';
import { shownAccount } from './account-closing.ts';

export interface PostFilter {
  circleId?: number | undefined;
  keyword?: string | undefined;
}

const ITEM_COLUMNS = `p.id, p.circle_id AS circleId, c.name AS circleName, p.title, p.user_id AS authorId,
  u.nickname AS authorName, ${shownAccount('u')} AS authorAccount, u.role AS authorRole, p.created_at AS createdAt, p.views, p.reply_count AS replyCount,
  p.last_reply_at AS lastReplyAt, p.edited_at AS editedAt, p.hidden_at AS hiddenAt,
  ${authorEnterpriseColumns('p.user_id')}`;
const FROM = 'FROM posts p JOIN circles c ON c.id = p.circle_id JOIN users u ON u.id = p.user_id';

const ITEMS_BY_ID = eachDialect(
  (sql) => `SELECT ${ITEM_COLUMNS} ${FROM} WHERE p.id IN (${sql.jsonIntegers()})`,
);

function postIdsQuery(
  dialect: Dialect,
  filter: PostFilter,
  newerThan?: number,
): { text: string; params: SqlValue[] } {
  // A deleted post leaves every list; its text is emptied too, so no keyword can reach it. A hidden
  // post (moderation) leaves them too, its author's 我的帖子 aside.
  const conditions = new Conditions().add('p.deleted_at IS NULL').add('p.hidden_at IS NULL');
  if (filter.circleId !== undefined) conditions.add('p.circle_id = ?', filter.circleId);
  if (filter.keyword) conditions.addFragment(keywordMatch('posts', filter.keyword, 'p', dialect));
  if (newerThan !== undefined) conditions.add('p.id > ?', newerThan);
  return {
    text: `SELECT p.id FROM posts p ${conditions.where} ORDER BY p.id DESC`,
    params: conditions.params,
  };
}

/**
 * Newest first (ids grow with time). The whole ordered id list of a filter is kept, and a new post
 * only puts the new ids in front, so a deep page costs a slice and ten row lookups instead of
 * skipping thousands of rows. An edit or a deletion (community_edits) or a post hidden by an editor
 * (moderation_actions) means selecting again.
 */
async function matchingIds(db: Store, filter: PostFilter): Promise<Int32Array> {
  const key = `posts:${JSON.stringify(filter)}`;
  const tables = ['posts', 'community_edits', 'moderation_actions'] as const;
  return cachedUntilGrowth<Int32Array>(db, tables, key, async (previous, since) => {
    if (!previous || previous.since[1] !== since[1] || previous.since[2] !== since[2]) {
      const { text, params } = postIdsQuery(db.dialect, filter);
      return selectIds(db, text, params);
    }
    const { text, params } = postIdsQuery(db.dialect, filter, previous.since[0]);
    const newer = await selectIds(db, text, params);
    if (!newer.length) return previous.value;
    const ids = new Int32Array(newer.length + previous.value.length);
    ids.set(newer);
    ids.set(previous.value, newer.length);
    return ids;
  });
}

export async function listPosts(
  db: Store,
  filter: PostFilter,
  page: number,
  pageSize: number,
  hidden: ReadonlySet<number> = NO_IDS,
): Promise<Paged<PostItem>> {
  const ids = await matchingIds(db, filter);
  return pagedRows<PostItem>(db, ITEMS_BY_ID, ids, page, pageSize, hidden);
}

export const countPosts = async (db: Store): Promise<number> => (await matchingIds(db, {})).length;

/** A post as stored; the resource adds `editableUntil` (community-edits.ts). */
export type StoredPost = Omit<PostDetail, 'editableUntil'>;

export async function findPost(db: Store, id: number): Promise<StoredPost | undefined> {
  return db.get<StoredPost>(
    `SELECT ${ITEM_COLUMNS}, p.content, p.deleted_at AS deletedAt, p.revision ${FROM} WHERE p.id = ?`,
    id,
  );
}

/**
 * Counts a view (of a post that stands) unless `count` is false (a build or a publisher's render is
 * not a reader), and returns the post, or undefined.
 */
export async function viewPost(db: Store, id: number, count = true): Promise<StoredPost | undefined> {
  if (count) await db.run('UPDATE posts SET views = views + 1 WHERE id = ? AND deleted_at IS NULL', id);
  return findPost(db, id);
}

/**
 * Inserts a post at `at`, its author following it (the caller runs this in a transaction and has
 * checked the circle).
 */
export async function insertPost(db: Store, userId: number, input: NewPost, at: string): Promise<StoredPost> {
  const { lastInsertId } = await db.run(
    'INSERT INTO posts (circle_id, user_id, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
    input.circleId,
    userId,
    input.title,
    input.content,
    at,
  );
  const id = Number(lastInsertId);
  await recordSiteChange(db, 'post', id, at);
  await db.run(
    'INSERT INTO post_follows (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    id,
    userId,
    at,
  );
  return (await findPost(db, id)) as StoredPost;
}

/** A user's own posts that stand, newest first (我的帖子). */
export async function listUserPosts(
  db: Store,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ list: PostItem[]; total: number }> {
  const select = `SELECT ${ITEM_COLUMNS} ${FROM} WHERE p.user_id = ? AND p.deleted_at IS NULL ORDER BY p.id DESC LIMIT ? OFFSET ?`;
  return ownRows<PostItem>(db, 'posts', select, userId, limit, offset);
}
