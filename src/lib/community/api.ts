/**
 * The community's endpoints (docs/api.md, Community), on the API client's helpers: circles, posts and
 * replies (open), writing them exactly once, an author's own words (edit, delete, history), following
 * a post, a user's posts and replies. Reporting them is src/lib/reports/api.ts.
 */
import type * as C from '../shared/contract.ts';
import type { ApiOptions } from '../request/api.ts';
import {
  del,
  get,
  idempotent,
  itemEndpoint,
  pagedEndpoint,
  post,
  put,
  readEndpoint,
  segment,
} from '../request/api.ts';

export const listCircles = readEndpoint<C.Circle[]>('/circles');
export const listPosts = pagedEndpoint<C.PostItem>('/posts');
export const getPost = itemEndpoint<C.PostDetail>('/posts');
/** Where a post's replies are (the build reads them there too, for the post's static pages). */
export const repliesPath = (postId: number | string): string => `/posts/${segment(postId)}/replies`;
/** A post's replies, a page at a time; a `page` or `pageSize` left undefined is not sent. */
export const listReplies = (
  postId: number | string,
  query: { page?: number | undefined; pageSize?: number | undefined } = {},
  options?: ApiOptions,
) => get<C.Paged<C.Reply>>(`/api${repliesPath(postId)}`, query, options);
/** One reply of the post (10404 when it belongs to another). */
export const getReply = (postId: number | string, replyId: number | string, options?: ApiOptions) =>
  get<C.Reply>(`/api/posts/${segment(postId)}/replies/${segment(replyId)}`, undefined, options);
/** Exactly once: a replay with the same key returns the original post. */
export const createPost = (body: C.NewPost, idempotencyKey: string, options?: ApiOptions) =>
  post<C.PostDetail>('/api/posts', body, idempotent(idempotencyKey, options));
export const createReply = (
  postId: number | string,
  body: C.NewReply,
  idempotencyKey: string,
  options?: ApiOptions,
) => post<C.Reply>(`/api/posts/${segment(postId)}/replies`, body, idempotent(idempotencyKey, options));

/** Own words (protected; the author): edit, delete, and the versions an edit kept (open). */
export const editPost = (postId: number, body: C.PostEdit, options?: ApiOptions) =>
  put<C.PostDetail>(`/api/posts/${segment(postId)}`, body, options);
export const deletePost = (postId: number, options?: ApiOptions) =>
  del<null>(`/api/posts/${segment(postId)}`, undefined, options);
export const editReply = (postId: number, replyId: number, body: C.ReplyEdit, options?: ApiOptions) =>
  put<C.Reply>(`/api/posts/${segment(postId)}/replies/${segment(replyId)}`, body, options);
export const deleteReply = (postId: number, replyId: number, options?: ApiOptions) =>
  del<null>(`/api/posts/${segment(postId)}/replies/${segment(replyId)}`, undefined, options);
export const getPostHistory = (postId: number, options?: ApiOptions) =>
  get<C.TextHistory>(`/api/posts/${segment(postId)}/history`, undefined, options);
export const getReplyHistory = (postId: number, replyId: number, options?: ApiOptions) =>
  get<C.TextHistory>(`/api/posts/${segment(postId)}/replies/${segment(replyId)}/history`, undefined, options);

/** Following a post (protected). */
export const getFollow = (postId: number, options?: ApiOptions) =>
  get<C.FollowState>(`/api/posts/${segment(postId)}/follow`, undefined, options);
export const followPost = (postId: number, options?: ApiOptions) =>
  put<C.FollowState>(`/api/posts/${segment(postId)}/follow`, undefined, options);
export const unfollowPost = (postId: number, options?: ApiOptions) =>
  del<C.FollowState>(`/api/posts/${segment(postId)}/follow`, undefined, options);

/** 我的帖子 / 我的回复 (protected). */
export const listMyPosts = pagedEndpoint<C.PostItem>('/user/posts');
export const listMyReplies = pagedEndpoint<C.UserReply>('/user/replies');
