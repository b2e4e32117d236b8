import { useEffect, useRef, useState } from 'react';
import { getOwnOffer, newIdempotencyKey } from '../../../lib/api';
import { chinaToday } from '../../../lib/dates';
import { readDraft, removeDraft, writeDraft } from '../../../lib/drafts';
import { offerDrafts, type OfferDraft, type OfferDraftTarget } from '../../../lib/offer-drafts';
import { emptyOfferForm, fromOwnOffer, type OfferFormValues } from '../../../lib/offer-form';
import { browserLocalStorage } from '../../../lib/storage';

export type OfferDraftLoad =
  | { status: 'loading' }
  | { status: 'ready'; draft: OfferDraft }
  | { status: 'failed'; error: unknown; retry?: () => void };

/** Why an offer cannot be opened in the form for this target. */
function refusal(target: OfferDraftTarget, state: string, kind: string): string | null {
  if (kind !== target.kind) return '该信息的类型与此页面不符，请从“我的发布”中打开';
  if (target.mode === 'edit' && state !== 'published')
    return '只有发布中的信息可以编辑，可在“我的发布”中重新发布';
  if (target.mode === 'republish' && state === 'published') return '该信息仍在发布中，如需修改请直接编辑';
  return null;
}

/**
 * The draft of `userId` for `target`: the one kept in localStorage, else for 编辑 and 重新发布 the
 * offer's own fields, else an empty form. `save` writes each change back at once, so a reload or an
 * expired login loses nothing; the key stays with the draft until the server has the offer.
 */
export function useOfferDraft(userId: number | null, target: OfferDraftTarget | null) {
  const [load, setLoad] = useState<OfferDraftLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef<OfferDraft | null>(null);
  const targetKey = target === null || userId === null ? null : offerDrafts.key(userId, target);

  useEffect(() => {
    if (userId === null || target === null) return;
    let current = true;
    const ready = (draft: OfferDraft) => {
      latest.current = draft;
      if (current) setLoad({ status: 'ready', draft });
    };
    const kept = readDraft(browserLocalStorage(), offerDrafts, userId, target);
    if (kept) {
      ready(kept);
    } else if (target.mode === 'new') {
      ready({ values: emptyOfferForm(), idempotencyKey: newIdempotencyKey() });
    } else {
      setLoad({ status: 'loading' });
      getOwnOffer(target.offerId, { hideMessage: true }).then(
        (offer) => {
          const refused = refusal(target, offer.state, offer.kind);
          if (refused) {
            if (current) setLoad({ status: 'failed', error: new Error(refused) });
            return;
          }
          const today = target.mode === 'republish' ? chinaToday() : undefined;
          ready({ values: fromOwnOffer(offer, today), idempotencyKey: newIdempotencyKey() });
        },
        (error: unknown) => {
          if (current) setLoad({ status: 'failed', error, retry: () => setAttempt((n) => n + 1) });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [targetKey, attempt]);

  /** Keeps the values in localStorage as they are typed, even half done. */
  function save(values: OfferFormValues): void {
    const draft = latest.current;
    if (!draft || userId === null || target === null || draft.values === values) return;
    latest.current = { ...draft, values };
    writeDraft(browserLocalStorage(), offerDrafts, userId, target, latest.current);
  }

  /** A new key, for a submission the user means as another offer. */
  function renewKey(): void {
    const draft = latest.current;
    if (!draft || userId === null || target === null) return;
    latest.current = { ...draft, idempotencyKey: newIdempotencyKey() };
    writeDraft(browserLocalStorage(), offerDrafts, userId, target, latest.current);
  }

  /** Only once the server has the offer. */
  function discard(): void {
    if (userId !== null && target !== null) removeDraft(browserLocalStorage(), offerDrafts, userId, target);
  }

  return { load, save, renewKey, discard, current: () => latest.current };
}
