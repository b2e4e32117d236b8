/** Lane subscriptions (订阅线路): new offers on a lane a user follows become notices, live. */

/** The kinds of offer one can subscribe to (a lane of 货源 or of 车源). */
export const SUBSCRIPTION_KINDS = ['cargo', 'vehicle'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/** How many lanes one account may follow unless the server says otherwise (PORTAL_SUBSCRIPTION_LIMIT). */
export const SUBSCRIPTION_LIMIT_DEFAULT = 20;

/** One followed lane. Codes are GB/T 2260 prefixes: a province (`31`) or a city (`3101`). */
export interface Subscription {
  id: number;
  kind: SubscriptionKind;
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  createdAt: string;
}

/** `GET /user/subscriptions`: the user's lanes, newest first, and how many they may have. */
export interface SubscriptionList {
  list: Subscription[];
  limit: number;
}

export interface SubscriptionInput {
  kind: SubscriptionKind;
  /** A province or city code, as a prefix (`31`, `3101`) or in six digits (`310000`, `310100`). */
  originCode: string;
  destinationCode: string;
}
