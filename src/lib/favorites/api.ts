/** 我的收藏's and 屏蔽's endpoints (docs/api.md, Favourites and blocks), on the API client's helpers; protected. */
import type * as C from '../shared/contract.ts';
import { del, get, put, segment, type ApiOptions } from '../request/api.ts';

export const getFavorites = (options?: ApiOptions) =>
  get<C.Favorites>('/api/user/favorites', undefined, options);
export const keepOffer = (offerId: number, options?: ApiOptions) =>
  put<C.KeptState>(`/api/user/favorites/offers/${segment(offerId)}`, null, options);
export const dropOffer = (offerId: number, options?: ApiOptions) =>
  del<C.KeptState>(`/api/user/favorites/offers/${segment(offerId)}`, undefined, options);
export const keepUser = (userId: number, options?: ApiOptions) =>
  put<C.KeptState>(`/api/user/favorites/users/${segment(userId)}`, null, options);
export const dropUser = (userId: number, options?: ApiOptions) =>
  del<C.KeptState>(`/api/user/favorites/users/${segment(userId)}`, undefined, options);
export const getBlocks = (options?: ApiOptions) => get<C.BlockList>('/api/user/blocks', undefined, options);
export const blockUser = (userId: number, options?: ApiOptions) =>
  put<C.BlockState>(`/api/user/blocks/${segment(userId)}`, null, options);
export const unblockUser = (userId: number, options?: ApiOptions) =>
  del<C.BlockState>(`/api/user/blocks/${segment(userId)}`, undefined, options);
