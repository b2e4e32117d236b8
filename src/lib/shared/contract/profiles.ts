/** A user's public profile (`GET /users/:id/profile`; docs/api.md, Profiles): nothing personal. */
import type { Mark } from './documents.ts';
import type { LogisticsInfoItem } from './logistics-info.ts';
import type { Credit } from './ratings.ts';

/** The marks a person earns (an offer's 车辆已认证 belongs to the offer's truck, not to them). */
export type PersonMark = Exclude<Mark, 'vehicle'>;

/**
 * A post as a profile lists it: what a visitor needs to open it. No reply count: the profile's page
 * is not rendered again for each reply, so a count on it would stand still.
 */
export interface ProfilePost {
  id: number;
  title: string;
  circleName: string;
  createdAt: string;
}

/** The first items of a list and how many there are in all. */
export interface FirstOf<T> {
  list: T[];
  total: number;
}

export interface UserProfile {
  id: number;
  nickname: string;
  /** The month the account was opened, `YYYY-MM` (China time). */
  memberSince: string;
  /** 实名认证 and 企业认证 when an editor approved them and they have not expired (server/queries/marks.ts). */
  marks: PersonMark[];
  /** The enterprise of an approved 企业认证, by name; null without one (the company typed in 个人资料 is never shown). */
  enterprise: { id: number; name: string } | null;
  /** How many of their vehicles an editor approved and have not expired. */
  verifiedVehicles: number;
  /** Their credit, as `GET /users/:id/credit` answers it (the formula: src/lib/shared/rules/credit.ts). */
  credit: Credit;
  /** Their offers still standing (发布中, last day not passed), newest first. */
  offers: FirstOf<LogisticsInfoItem>;
  /** Their posts neither hidden nor deleted, newest first. */
  posts: FirstOf<ProfilePost>;
}
