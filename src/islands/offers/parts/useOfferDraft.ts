import { useEffect, useRef, useState } from 'react';
import { getOwnOffer, newIdempotencyKey } from '../../../lib/request/api';
import { chinaDay } from '../../../lib/shared/china-time';
import { readDraft, removeDraft, writeDraft } from '../../../lib/form/drafts';
import { offerDrafts, type OfferDraft, type OfferDraftTarget } from '../../../lib/offers/offer-drafts';
import { emptyOfferForm, type OfferFormValues } from '../../../lib/offers/offer-form';
import { browserLocalStorage } from '../../../lib/request/storage';

export type OfferDraftLoad =
  | { status: 'loading' }
  | { status: 'ready'; draft: OfferDraft }
  | { status: 'failed'; error: unknown; retry?: () => void };

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
      Promise.all([
        getOwnOffer(target.offerId, { hideMessage: true }),
        import('../../../lib/offers/own-offer-form'),
      ]).then(
        ([offer, { fromOwnOffer, ownOfferRefusal }]) => {
          const refused = ownOfferRefusal(target, offer);
          if (refused) {
            if (current) setLoad({ status: 'failed', error: new Error(refused) });
            return;
          }
          const today = target.mode === 'republish' ? chinaDay() : undefined;
          ready({
            values: fromOwnOffer(offer, emptyOfferForm(), today),
            idempotencyKey: newIdempotencyKey(),
          });
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
    // The form holds its kind's fields; a draft keeps every field (the other kind's empty).
    latest.current = { ...draft, values: { ...emptyOfferForm(), ...values } };
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
