/**
 * 订阅线路 (docs/api.md, Subscriptions): the signed-in user's lanes and the actions that change them.
 * The page reads `$subscriptions` with `useStore`; failures are shown on the page itself.
 */
import { atom } from 'nanostores';
import * as api from '../lib/subscriptions/api.ts';
import { type Subscription, type SubscriptionInput } from '../lib/shared/contract.ts';
import { ErrorCodes } from '../lib/shared/contract/error-codes.ts';
import { toRequestError } from '../lib/request/errors.ts';
import type { Load } from '../lib/request/load.ts';
import { loading, settle } from './load.ts';

/** The user's lanes and how many an account may follow. */
export interface Lanes {
  list: Subscription[];
  limit: number;
}

export const $subscriptions = atom<Load<Lanes>>(loading());

export async function loadSubscriptions(): Promise<void> {
  $subscriptions.set(loading());
  $subscriptions.set(await settle(api.getSubscriptions({ skipErrorHandler: true })));
}

/** Changes the loaded lanes (nothing before they are loaded). */
function changeLanes(change: (list: Subscription[]) => Subscription[]): void {
  const state = $subscriptions.get();
  if (state.status === 'ready')
    $subscriptions.set({ ...state, data: { ...state.data, list: change(state.data.list) } });
}

/** Adds a lane; resolves null when it was added, else the Chinese reason it was not. */
export async function addSubscription(input: SubscriptionInput): Promise<string | null> {
  try {
    const added = await api.addSubscription(input, { skipErrorHandler: true });
    changeLanes((list) => [added, ...list]);
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
  changeLanes((list) => list.filter((subscription) => subscription.id !== id));
  return null;
}
