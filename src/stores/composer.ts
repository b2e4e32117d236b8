/**
 * The community composer: the draft being written (a reply or a new post) in a form of the form block
 * (checked by the community's rules, its refusals placed as every form's are), kept as it changes by
 * the draft store (src/stores/draft.ts), and sent exactly once per draft (the Idempotency-Key travels
 * with the draft). The composer is `closed` until opened, `open`, then `done` once the server has it.
 */
import './shell/persistence.ts';
import { atom } from 'nanostores';
import * as api from '../lib/community/api.ts';
import { newIdempotencyKey } from '../lib/request/api.ts';
import {
  composerFieldSpecs,
  composerFieldsOf,
  composerValues,
  newPostBody,
  newReplyBody,
  type ComposerFieldName,
  type ComposerFields,
} from '../lib/community/community-input.ts';
import type { PostDetail, Reply } from '../lib/shared/contract.ts';
import {
  emptyDraft,
  keyFor,
  postDrafts,
  type Draft,
  type ComposerTarget,
} from '../lib/community/community-drafts.ts';
import { ErrorTexts, RequestError } from '../lib/request/errors.ts';
import { FormRefusal } from '../lib/request/refusal.ts';
import { loginPathFor } from '../lib/site/redirect.ts';
import { draftStore } from './draft.ts';
import { createForm, type FormStore } from './form.ts';
import { carryToastToNextPage, showToast } from './shell/feedback.ts';
import { isLeaving, navigate } from './shell/navigation.ts';
import { endSession } from './shell/session.ts';

export interface ComposerState {
  status: 'closed' | 'open' | 'done';
  userId: number | null;
  target: ComposerTarget | null;
  draft: Draft;
  /** True when the composer opened on a draft saved earlier. */
  restored: boolean;
  /** True while the last save was refused (full quota): the text stays on screen only. */
  storageFull: boolean;
}

export const initialComposer: ComposerState = {
  status: 'closed',
  userId: null,
  target: null,
  draft: emptyDraft(),
  restored: false,
  storageFull: false,
};

export const $composer = atom<ComposerState>(initialComposer);

export type Submitted = { kind: 'reply'; reply: Reply } | { kind: 'post'; post: PostDetail };

function update(change: Partial<ComposerState>): void {
  $composer.set({ ...$composer.get(), ...change });
}

/** Writes the current draft; remembers whether the storage took it. */
export function saveDraft(): void {
  const { userId, target, draft, status } = $composer.get();
  if (userId === null || target === null || status !== 'open') return;
  const saved = draftStore(postDrafts, userId, target).keep(draft);
  if ($composer.get().storageFull === !saved) return;
  update({ storageFull: !saved });
}

/** A change of the draft (typed in the form, or the quote dropped), saved at once. */
export function editDraft(change: Partial<ComposerFields>): void {
  const state = $composer.get();
  if (state.status !== 'open') return;
  update({ draft: { ...state.draft, ...change } });
  saveDraft();
}

let unfollow = (): void => {};

/**
 * Opens the composer for `userId` and `target` on the draft saved for them, if any (old drafts are
 * pruned first), and gives the form it is written in. A quote or circle chosen by the link wins over
 * the draft's, the text is kept.
 */
export function openComposer(
  userId: number,
  target: ComposerTarget,
  chosen: { circleId?: number | null; quoteReplyId?: number | null } = {},
): FormStore<ComposerFieldName> {
  const saved = draftStore(postDrafts, userId, target).open();
  const draft = saved ?? emptyDraft();
  $composer.set({
    ...initialComposer,
    status: 'open',
    userId,
    target,
    restored: saved !== null && (saved.title !== '' || saved.content !== ''),
    draft: {
      ...draft,
      circleId: chosen.circleId ?? draft.circleId,
      quoteReplyId: chosen.quoteReplyId ?? draft.quoteReplyId,
    },
  });
  const form = createForm({
    fields: composerFieldSpecs(target.kind),
    initial: composerValues($composer.get().draft),
    failureText: '发送失败，草稿已保留，请稍后重试',
  });
  unfollow();
  let values = form.$state.get().values;
  unfollow = form.$state.listen((state) => {
    if (state.values === values) return;
    values = state.values;
    editDraft(composerFieldsOf(values));
  });
  return form;
}

/** The words of a failure the server did not explain (its own refusals are placed by the form). */
function failureText(error: unknown): string {
  if (error instanceof RequestError && (error.kind === 'timeout' || error.kind === 'network'))
    return '网络异常，未能确认是否已发送。草稿已保留，请检查网络后重试（重试不会重复发布）';
  return '发送失败，草稿已保留，请稍后重试';
}

/**
 * Sends the draft once, as the form's `send` (the form checked it and keeps a second send out while
 * this one is in flight). Resolves what the server stored; rejects with what the form shows, the
 * draft kept. `returnPath` (without the base) is where the login page sends the user back to when the
 * login has expired; the draft stays for that return.
 */
export async function sendComposer(returnPath: string): Promise<Submitted> {
  const { userId, target, draft } = $composer.get();
  if (userId === null || target === null) throw new Error('the composer is not open');
  const body = target.kind === 'reply' ? newReplyBody(draft) : newPostBody(draft);
  const pending = keyFor(draft, JSON.stringify(body), newIdempotencyKey);
  update({ draft: { ...draft, pending } });
  saveDraft();
  try {
    const options = { skipErrorHandler: true } as const;
    const submitted: Submitted =
      target.kind === 'reply'
        ? {
            kind: 'reply',
            reply: await api.createReply(target.postId, newReplyBody(draft), pending.idempotencyKey, options),
          }
        : { kind: 'post', post: await api.createPost(newPostBody(draft), pending.idempotencyKey, options) };
    draftStore(postDrafts, userId, target).clear();
    update({ status: 'done' });
    return submitted;
  } catch (error) {
    if (error instanceof RequestError && error.loginExpired) {
      leaveForLogin(error, returnPath);
      throw new FormRefusal('登录已过期，草稿已保存，请重新登录后继续');
    }
    if (error instanceof RequestError && error.fromServer && error.errorMessage) throw error;
    throw new FormRefusal(failureText(error));
  }
}

/**
 * E1/E2 as the catalogue says (message, session cleared, token blanked, login page), except that the
 * login page is told to come back here: the draft, in localStorage, is waiting.
 */
function leaveForLogin(error: RequestError, returnPath: string): void {
  const text =
    error.status === 401
      ? ErrorTexts.unauthorized
      : error.fromServer
        ? error.errorMessage
        : ErrorTexts.tokenExpired;
  showToast('error', text);
  endSession();
  if (isLeaving()) return;
  carryToastToNextPage();
  navigate(loginPathFor(returnPath));
}
