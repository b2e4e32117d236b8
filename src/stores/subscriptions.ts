/**
 * 订阅线路 (docs/api.md, Subscriptions): the signed-in user's lanes and the actions that change them.
 * The page reads `$subscriptions` with `useStore`; failures are shown on the page itself.
 */
import { atom } from 'nanostores';
import * as api from '../lib/subscriptions/api.ts';
import { ErrorCodes, type Subscription, type SubscriptionInput } from '../lib/shared/contract.ts';
import { toRequestError } from '../lib/request/errors.ts';

export type SubscriptionsState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; list: Subscription[]; limit: number };

export const $subscriptions = atom<SubscriptionsState>({ status: 'loading' });

export async function loadSubscriptions(): Promise<void> {
  $subscriptions.set({ status: 'loading' });
  try {
    const { list, limit } = await api.getSubscriptions({ skipErrorHandler: true });
    $subscriptions.set({ status: 'ready', list, limit });
  } catch (error) {
    $subscriptions.set({ status: 'failed', error: toRequestError(error) });
  }
}

/** Adds a lane; resolves null when it was added, else the Chinese reason it was not. */
export async function addSubscription(input: SubscriptionInput): Promise<string | null> {
  try {
    const added = await api.addSubscription(input, { skipErrorHandler: true });
    const state = $subscriptions.get();
    if (state.status === 'ready') $subscriptions.set({ ...state, list: [added, ...state.list] });
    return null;
  } catch (error) {
    return toRequestError(error).errorMessage;
  }
}

/** Removes a lane; resolves null when it is gone (also when it was gone already), else why not. */
export async function removeSubscription(id: number): Promise<string | null> {
  try {
    await api.removeSubscription(id, { skipErrorHandler: true });
  } catch (error) {
    const failure = toRequestError(error);
    if (failure.errorCode !== ErrorCodes.notFound) return failure.errorMessage;
  }
  const state = $subscriptions.get();
  if (state.status === 'ready')
    $subscriptions.set({ ...state, list: state.list.filter((subscription) => subscription.id !== id) });
  return null;
}
