/**
 * Drafts of the publish forms (src/lib/form/drafts.ts): one new offer per kind and user, and one per
 * offer being edited or re-published, so that none overwrites another. Each carries the
 * Idempotency-Key its submission is sent with, so a retry after a lost answer never makes two.
 */
import type { DraftKind } from '../form/drafts.ts';
import { parsePositiveId } from '../shared/ids.ts';
import { isOfferFormValues, type OfferFormValues, type OfferKind } from './offer-form.ts';

/** What a publish form writes: a new offer, a change of a standing one, or a past one published again. */
export type OfferDraftTarget =
  { kind: OfferKind; mode: 'new' } | { kind: OfferKind; mode: 'edit' | 'republish'; offerId: number };

export interface OfferDraft {
  values: OfferFormValues;
  /** Sent with the POST of this draft (new, re-publish); a new draft gets a new key. */
  idempotencyKey: string;
}

/**
 * `portal:offer-draft:7:vehicle` for a new truck, `portal:offer-draft:7:cargo:edit-12` for a change of
 * offer 12, `portal:offer-draft:7:cargo:republish-12` for offer 12 published again.
 */
export function offerDraftKey(userId: number, target: OfferDraftTarget): string {
  const base = `portal:offer-draft:${userId}:${target.kind}`;
  return target.mode === 'new' ? base : `${base}:${target.mode}-${target.offerId}`;
}

export const offerDrafts: DraftKind<OfferDraftTarget, OfferDraft> = {
  key: offerDraftKey,
  // Every draft holds both kinds' fields, so the target adds nothing to check.
  isDraft(value): value is OfferDraft {
    if (typeof value !== 'object' || value === null) return false;
    const draft = value as Record<string, unknown>;
    return (
      isOfferFormValues(draft['values']) &&
      typeof draft['idempotencyKey'] === 'string' &&
      draft['idempotencyKey'] !== ''
    );
  },
};

/** The form's address: `?edit=12` or `?republish=12` name the offer, nothing a new one. */
export function offerTargetOf(kind: OfferKind, search: string): OfferDraftTarget {
  const params = new URLSearchParams(search);
  for (const mode of ['edit', 'republish'] as const) {
    const offerId = parsePositiveId(params.get(mode));
    if (offerId !== null) return { kind, mode, offerId };
  }
  return { kind, mode: 'new' };
}
