/**
 * 屏蔽列表 (docs/api.md, Favourites and blocks): the users this account blocks and the action that
 * undoes a block. The page reads `$blocks` with `useStore`; failures are shown on the page itself.
 */
import { atom } from 'nanostores';
import * as api from '../lib/favorites/api.ts';
import type { BlockList, BlockState } from '../lib/shared/contract.ts';
import { toRequestError } from '../lib/request/errors.ts';
import type { Load } from '../lib/request/load.ts';
import { loading, settle } from './load.ts';
import { $currentUser, setLoginState } from './shell/session.ts';

export const $blocks = atom<Load<BlockList>>(loading());

export async function loadBlocks(): Promise<void> {
  $blocks.set(loading());
  $blocks.set(await settle(api.getBlocks({ skipErrorHandler: true })));
}

/**
 * Keeps in the session whether the reader blocks anyone, as a block's or an unblock's answer says:
 * a post's static page reads its replies again only for a reader who does (useReplyPages).
 */
export function keepBlocking({ blocking }: BlockState): void {
  const user = $currentUser.get();
  if (user) setLoginState({ userInfo: { ...user, blocking } });
}

/** Undoes a block; resolves null once it is undone, else the Chinese reason it is not. */
export async function unblock(userId: number): Promise<string | null> {
  try {
    keepBlocking(await api.unblockUser(userId, { skipErrorHandler: true }));
  } catch (error) {
    return toRequestError(error).errorMessage;
  }
  const state = $blocks.get();
  if (state.status === 'ready')
    $blocks.set({
      ...state,
      data: { ...state.data, list: state.data.list.filter((user) => user.id !== userId) },
    });
  return null;
}
