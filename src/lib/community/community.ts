/** 交流社区: what stands for deleted and hidden words, and a post's page (its details, its replies' URL state). */
import * as api from './api.ts';
import { REPLY_PAGE_SIZE, replyPageOf } from '../shared/reply-pages.ts';
import type { PostDetail } from '../shared/contract.ts';
import { parsePositiveId } from '../shared/ids.ts';
import { parseListQuery, writeListQuery, type ListQuery } from '../shared/list-query.ts';
import { listSpec, type DetailsDefinition } from '../list/list-definition.ts';
import { COMMUNITY_PATH, POST_PATH } from '../shared/routes.ts';

/** What stands where an author deleted their words (docs/api.md, Community). */
export const DELETED_POST_TEXT = '该帖子已被作者删除';
export const DELETED_REPLY_TEXT = '该回复已被作者删除';
/** What stands where an editor hid words, for everyone but their author (docs/api.md, Moderation). */
export const HIDDEN_TEXT = '该内容已被屏蔽';

export const postDetails: DetailsDefinition<PostDetail> = {
  path: POST_PATH,
  endpoint: api.getPost,
  listPath: COMMUNITY_PATH,
  notFoundText: '该帖子不存在',
  fields: [],
};

/**
 * The replies' page and page size in the URL beside the post's `id` (and, on arrival, `floor`); the
 * first size is the one the post's static pages use.
 */
export const replySpec = listSpec([], { pageSizes: [REPLY_PAGE_SIZE, 20, 50, 100] });

/** The list state of a post page's URL: `floor=N` asks for the page that holds floor N. */
export function replyQuery(search: string): { query: ListQuery; floor: number | null } {
  const params = new URLSearchParams(search);
  const query = parseListQuery(replySpec, params);
  const floor = parsePositiveId(params.get('floor'));
  return { query: floor === null ? query : { ...query, page: replyPageOf(floor, query.pageSize) }, floor };
}

/** `?id=7&page=2`: the post's id first, then the replies' state; the floor is left behind. */
export const replySearch = (postId: number, query: ListQuery): string => {
  const rest = writeListQuery(replySpec, query).replace(/^\?/, '');
  return `?id=${postId}${rest ? `&${rest}` : ''}`;
};
