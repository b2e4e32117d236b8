/** 订阅线路's endpoints (docs/api.md, Subscriptions), on the API client's helpers; protected. */
import type * as C from '../shared/contract.ts';
import { del, get, post, segment, type ApiOptions } from '../request/api.ts';

export const getSubscriptions = (options?: ApiOptions) =>
  get<C.SubscriptionList>('/api/user/subscriptions', undefined, options);
export const addSubscription = (body: C.SubscriptionInput, options?: ApiOptions) =>
  post<C.Subscription>('/api/user/subscriptions', body, options);
export const removeSubscription = (subscriptionId: number, options?: ApiOptions) =>
  del<unknown>(`/api/user/subscriptions/${segment(subscriptionId)}`, undefined, options);
