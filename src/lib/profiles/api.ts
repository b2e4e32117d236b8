/** 用户主页's endpoint (docs/api.md, Profiles): read by the build and the publisher, never by an island. */
import type { UserProfile } from '../shared/contract/profiles.ts';
import { get, segment, type ApiOptions, type ItemEndpoint } from '../request/api.ts';

const path = (userId: number | string): string => `/users/${segment(userId)}/profile`;

export const getUserProfile: ItemEndpoint<UserProfile> = Object.assign(
  (userId: number | string, options?: ApiOptions) =>
    get<UserProfile>(`/api${path(userId)}`, undefined, options),
  { path },
);
