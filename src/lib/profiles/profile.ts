/**
 * 用户主页 (a user's public profile): how the page reads its item, the table of their standing offers
 * (every kind in one table, the kind first) and the words of its head.
 */
import * as api from './api.ts';
import type { LogisticsInfoItem } from '../shared/contract.ts';
import type { UserProfile } from '../shared/contract/profiles.ts';
import { LOGISTICS_KIND_LABELS } from '../shared/kind-labels.ts';
import { MARK_LABELS } from '../shared/mark-labels.ts';
import type { Column, DetailsDefinition } from '../list/list-definition.ts';
import { offerColumns } from '../offers/logistics-info.ts';
import { HOME_PATH, USER_PROFILE_PATH } from '../shared/routes.ts';

export const profileDetails: DetailsDefinition<UserProfile> = {
  path: USER_PROFILE_PATH,
  endpoint: api.getUserProfile,
  listPath: HOME_PATH,
  notFoundText: '该用户不存在或已注销',
  fields: [],
};

/** A user's standing offers, whatever their kind. */
export const profileOfferColumns: readonly Column<LogisticsInfoItem>[] = [
  { key: 'kind', title: '类型', value: (item) => LOGISTICS_KIND_LABELS[item.kind], width: 'w-16' },
  offerColumns.title,
  offerColumns.origin,
  offerColumns.destination,
  offerColumns.vehicle,
  offerColumns.price,
  offerColumns.published,
];

/** `2025年4月` from `2025-04`. */
export const memberSinceText = (month: string): string =>
  `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;

/** The page's description: who, since when, what is checked and what they offer. */
export function profileSummary(profile: UserProfile): string {
  const marks = profile.marks.map((mark) => MARK_LABELS[mark]);
  if (profile.verifiedVehicles > 0) marks.push(`${profile.verifiedVehicles} 辆认证车辆`);
  return [
    `${profile.nickname}，${memberSinceText(profile.memberSince)}加入`,
    ...(marks.length > 0 ? [marks.join('、')] : []),
    `发布中的信息 ${profile.offers.total} 条，帖子 ${profile.posts.total} 篇`,
  ].join('，');
}
