/**
 * The lane a list's place filters name, when one can be followed (订阅此线路; docs/api.md,
 * Subscriptions): a cargo or truck list filtered from a province or city to a province or city. A
 * district, a missing end or the 专线 list name no lane a subscription takes.
 */
import { SUBSCRIPTION_KINDS, type SubscriptionInput, type SubscriptionKind } from '../shared/contract.ts';

/** A province (`31`) or city (`3101`) prefix, as the list's filter writes them. */
export const LANE_END = /^\d{2}(?:\d{2})?$/;

const isSubscriptionKind = (kind: string): kind is SubscriptionKind =>
  (SUBSCRIPTION_KINDS as readonly string[]).includes(kind);

export function laneOfFilters(
  kind: string,
  filters: Readonly<Record<string, string | undefined>>,
): SubscriptionInput | null {
  const { originCode = '', destinationCode = '' } = filters;
  if (!isSubscriptionKind(kind) || !LANE_END.test(originCode) || !LANE_END.test(destinationCode)) return null;
  return { kind, originCode, destinationCode };
}
