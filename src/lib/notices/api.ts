/** The notices' endpoints (docs/api.md, Notices), on the API client's helpers: the bell reads them on every page. */
import type * as C from '../shared/contract.ts';
import { del, get, post, segment, type ApiOptions } from '../request/api.ts';

export const getNotices = (options?: ApiOptions) => get<C.Notice[]>('/api/notices', undefined, options);
export const markNoticeRead = (noticeId: number, options?: ApiOptions) =>
  post<unknown>(`/api/notices/${segment(noticeId)}/read`, undefined, options);
export const clearNotices = (type: C.NoticeType, options?: ApiOptions) =>
  del<unknown>('/api/notices', { type }, options);
