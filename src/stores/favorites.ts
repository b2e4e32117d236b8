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

/** Lets a kept offer or user go; resolves null once gone, else the Chinese reason it is not. */
export async function dropKept(list: 'offers' | 'users', id: number): Promise<string | null> {
  try {
    await (list === 'offers' ? api.dropOffer : api.dropUser)(id, { skipErrorHandler: true });
  } catch (error) {
    return toRequestError(error).errorMessage;
  }
  change((favorites) => ({ ...favorites, [list]: favorites[list].filter((kept) => kept.id !== id) }));
  return null;
}
