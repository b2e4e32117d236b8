/**
 * The API client's own-words endpoints (docs/api.md, Community): editing, deleting, the history, and
 * following a post. Kept beside api.ts rather than in it because only the post page calls them, and
 * api.ts goes into the code every page loads. Same request layer, same envelope, same options.
 */
import type * as C from '../shared/contract.ts';
import type { ApiOptions } from '../request/api.ts';
import { request } from '../request/request.ts';

const id = (value: number): string => encodeURIComponent(String(value));
const get = <T>(url: string, options?: ApiOptions) =>
  request.get<C.Envelope<T>>(url, options).then((body) => body.data);
const put = <T>(url: string, data: unknown, options?: ApiOptions) =>
  request.put<C.Envelope<T>>(url, data, options).then((body) => body.data);
const del = <T>(url: string, options?: ApiOptions) =>
  request.delete<C.Envelope<T>>(url, options).then((body) => body.data);

/** Own words (protected; the author): edit, delete, and the versions an edit kept (open). */
export const editPost = (postId: number, body: C.PostEdit, options?: ApiOptions) =>
  put<C.PostDetail>(`/api/posts/${id(postId)}`, body, options);
export const deletePost = (postId: number, options?: ApiOptions) =>
  del<null>(`/api/posts/${id(postId)}`, options);
export const editReply = (postId: number, replyId: number, body: C.ReplyEdit, options?: ApiOptions) =>
  put<C.Reply>(`/api/posts/${id(postId)}/replies/${id(replyId)}`, body, options);
export const deleteReply = (postId: number, replyId: number, options?: ApiOptions) =>
  del<null>(`/api/posts/${id(postId)}/replies/${id(replyId)}`, options);
export const getPostHistory = (postId: number, options?: ApiOptions) =>
  get<C.TextHistory>(`/api/posts/${id(postId)}/history`, options);
export const getReplyHistory = (postId: number, replyId: number, options?: ApiOptions) =>
  get<C.TextHistory>(`/api/posts/${id(postId)}/replies/${id(replyId)}/history`, options);

/** Following a post (protected). */
export const getFollow = (postId: number, options?: ApiOptions) =>
  get<C.FollowState>(`/api/posts/${id(postId)}/follow`, options);
export const followPost = (postId: number, options?: ApiOptions) =>
  put<C.FollowState>(`/api/posts/${id(postId)}/follow`, undefined, options);
export const unfollowPost = (postId: number, options?: ApiOptions) =>
  del<C.FollowState>(`/api/posts/${id(postId)}/follow`, options);
