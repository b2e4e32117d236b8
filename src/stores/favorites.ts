/**
 * 我的收藏 (docs/api.md, Favourites and blocks): the kept offers and users and the actions that let
 * them go. The page reads `$favorites` with `useStore`; failures are shown on the page itself.
 */
import { atom } from 'nanostores';
import * as api from '../lib/favorites/api.ts';
import type { Favorites } from '../lib/shared/contract.ts';
import { toRequestError } from '../lib/request/errors.ts';
import type { Load } from '../lib/request/load.ts';
import { loading, settle } from './load.ts';

export const $favorites = atom<Load<Favorites>>(loading());

export async function loadFavorites(): Promise<void> {
  $favorites.set(loading());
  $favorites.set(await settle(api.getFavorites({ skipErrorHandler: true })));
}

/** Changes the loaded favourites (nothing before they are loaded). */
function change(update: (favorites: Favorites) => Favorites): void {
  const state = $favorites.get();
  if (state.status === 'ready') $favorites.set({ ...state, data: update(state.data) });
}

/** Lets a kept offer go; resolves null when it is gone, else the Chinese reason it is not. */
export async function dropOffer(id: number): Promise<string | null> {
  try {
    await api.dropOffer(id, { skipErrorHandler: true });
  } catch (error) {
    return toRequestError(error).errorMessage;
  }
  change((favorites) => ({ ...favorites, offers: favorites.offers.filter((offer) => offer.id !== id) }));
  return null;
}

/** Lets a kept user go; resolves null when they are gone, else why not. */
export async function dropUser(id: number): Promise<string | null> {
  try {
    await api.dropUser(id, { skipErrorHandler: true });
  } catch (error) {
    return toRequestError(error).errorMessage;
  }
  change((favorites) => ({ ...favorites, users: favorites.users.filter((user) => user.id !== id) }));
  return null;
}
