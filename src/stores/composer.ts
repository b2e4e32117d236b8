/**
 * The community composer: the draft being written (a reply or a new post), kept in localStorage as
 * it changes (the draft store, src/stores/draft.ts), and its submission, exactly once per draft (the Idempotency-Key
 * travels with the draft). Finite states: `closed | editing | submitting | failed | done`.
 */
import './shell/persistence.ts';
import { atom } from 'nanostores';
import * as api from '../lib/community/api.ts';
import { newIdempotencyKey } from '../lib/request/api.ts';
import {
  checkComposer,
  newPostBody,
  newReplyBody,
  type ComposerErrors,
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
import { loginUrlFor } from '../lib/site/redirect.ts';
import { draftStore } from './draft.ts';
import { carryToastToNextPage, showToast } from './shell/feedback.ts';
import { endSession } from './shell/session.ts';

export type ComposerStatus = 'closed' | 'editing' | 'submitting' | 'failed' | 'done';

export interface ComposerState {
  status: ComposerStatus;
  userId: number | null;
  target: ComposerTarget | null;
  draft: Draft;
  /** True when the composer opened on a draft saved earlier. */
  restored: boolean;
  /** True while the last save was refused (full quota): the text stays on screen only. */
  storageFull: boolean;
  /** The server's refusal or a transport failure, shown above the form. */
  error: string;
  fieldErrors: ComposerErrors;
  /** Counts submissions refused by the checks, so the form can move the focus after each one. */
  refusals: number;
}

export const initialComposer: ComposerState = {
  status: 'closed',
  userId: null,
  target: null,
  draft: emptyDraft(),
  restored: false,
  storageFull: false,
  error: '',
  fieldErrors: {},
  refusals: 0,
};

export const $composer = atom<ComposerState>(initialComposer);

export type Submitted = { kind: 'reply'; reply: Reply } | { kind: 'post'; post: PostDetail };

function update(change: Partial<ComposerState>): void {
  $composer.set({ ...$composer.get(), ...change });
}

/** Writes the current draft; remembers whether the storage took it. */
export function saveDraft(): void {
  const { userId, target, draft, status } = $composer.get();
  if (userId === null || target === null || status === 'closed' || status === 'done') return;
  const saved = draftStore(postDrafts, userId, target).keep(draft);
  if ($composer.get().storageFull === !saved) return;
  update({ storageFull: !saved });
}

/**
 * Opens the composer for `userId` and `target` on the draft saved for them, if any; old drafts are
 * pruned first. A quote or circle chosen by the link wins over the draft's, the text is kept.
 */
export function openComposer(
  userId: number,
  target: ComposerTarget,
  chosen: { circleId?: number | null; quoteReplyId?: number | null } = {},
): void {
  const saved = draftStore(postDrafts, userId, target).open();
  const draft = saved ?? emptyDraft();
  $composer.set({
    ...initialComposer,
    status: 'editing',
    userId,
    target,
    restored: saved !== null && (saved.title !== '' || saved.content !== ''),
    draft: {
      ...draft,
      circleId: chosen.circleId ?? draft.circleId,
      quoteReplyId: chosen.quoteReplyId ?? draft.quoteReplyId,
    },
  });
}

/** A change typed or chosen by the user, saved at once. */
export function editDraft(change: Partial<ComposerFields>): void {
  const state = $composer.get();
  if (state.status === 'closed' || state.status === 'done') return;
  const fieldErrors = { ...state.fieldErrors };
  for (const key of Object.keys(change)) delete fieldErrors[key as keyof ComposerErrors];
  update({
    draft: { ...state.draft, ...change },
    fieldErrors,
    status: state.status === 'failed' ? 'editing' : state.status,
  });
  saveDraft();
}

function failureText(error: unknown): string {
  if (error instanceof RequestError) {
    if (error.fromServer && error.errorMessage) return error.errorMessage;
    if (error.kind === 'timeout' || error.kind === 'network')
      return '网络异常，未能确认是否已发送。草稿已保留，请检查网络后重试（重试不会重复发布）';
  }
  return '发送失败，草稿已保留，请稍后重试';
}

/**
 * Sends the draft once. Returns what the server stored, or null when nothing was sent or it failed
 * (the message is in the state). `returnPath` (without the base) is where the login page sends the
 * user back to when the login has expired; the draft stays for that return.
 */
export async function submitComposer(returnPath: string): Promise<Submitted | null> {
  const state = $composer.get();
  const { userId, target, draft } = state;
  if (state.status !== 'editing' && state.status !== 'failed') return null;
  if (userId === null || target === null) return null;
  const kind = target.kind;
  const fieldErrors = checkComposer(draft, kind);
  if (Object.keys(fieldErrors).length > 0) {
    update({ fieldErrors, error: '', status: 'editing', refusals: state.refusals + 1 });
    return null;
  }
  const body = kind === 'reply' ? newReplyBody(draft) : newPostBody(draft);
  const pending = keyFor(draft, JSON.stringify(body), newIdempotencyKey);
  update({ status: 'submitting', error: '', fieldErrors: {}, draft: { ...draft, pending } });
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
      return null;
    }
    update({ status: 'failed', error: failureText(error) });
    return null;
  }
}

/**
 * E1/E2 as the catalogue says (message, session cleared, token blanked, login page), except that the
 * login page is told to come back here: the draft, in localStorage, is waiting.
 */
function leaveForLogin(error: RequestError, returnPath: string): void {
  update({ status: 'failed', error: '登录已过期，草稿已保存，请重新登录后继续' });
  const text =
    error.status === 401
      ? ErrorTexts.unauthorized
      : error.fromServer
        ? error.errorMessage
        : ErrorTexts.tokenExpired;
  showToast('error', text);
  endSession();
  carryToastToNextPage();
  if (typeof location !== 'undefined') location.assign(loginUrlFor(returnPath));
}
