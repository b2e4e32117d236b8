/** 我的收藏 (kept offers, 常用车辆/常用货主) and 屏蔽 (blocked users): docs/api.md, Favourites and blocks. */
import type { LogisticsInfoItem, OfferViewState } from './logistics-info.ts';

/** How many offers, kept users and blocked users (each) one account may have unless the server says otherwise (PORTAL_FAVORITE_LIMIT). */
export const FAVORITE_LIMIT_DEFAULT = 200;

/** How many of a kept user's standing offers `GET /user/favorites` lists with them, newest first. */
export const KEPT_USER_OFFERS = 5;

/** A kept offer as it stands now: 发布中, or 已成交 / 已撤回 / 已过期 when it no longer stands. */
export interface FavoriteOffer extends LogisticsInfoItem {
  state: OfferViewState;
  keptAt: string;
}

/** Another user, as the lists of kept and blocked users show them. */
export interface UserMention {
  id: number;
  nickname: string;
  /** When this account kept (or blocked) them. */
  since: string;
}

/** A kept user (常用车辆/常用货主) and their newest standing offers. */
export interface KeptUser extends UserMention {
  offers: LogisticsInfoItem[];
}

/**
 * `GET /user/favorites`: kept offers, newest kept first; kept users, those who published last first;
 * and the limit of each list.
 */
export interface Favorites {
  offers: FavoriteOffer[];
  users: KeptUser[];
  limit: number;
}

/** `GET /user/blocks`: the users this account blocked, newest first, and the limit. */
export interface BlockList {
  list: UserMention[];
  limit: number;
}

/** What `PUT` and `DELETE` of a kept offer or user answer. */
export interface KeptState {
  kept: boolean;
}

/** What `PUT` and `DELETE /user/blocks/:userId` answer. */
export interface BlockState {
  blocked: boolean;
  /** Whether the account still blocks anyone: the session's `blocking` (User) from now on. */
  blocking: boolean;
}
