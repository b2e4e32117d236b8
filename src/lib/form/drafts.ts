/**
 * What a kind of draft is (the publish forms', the shipment's, the desk's, the community's): where a
 * user's draft for a target is kept and what a stored one must be. Drafts are read and written only by
 * the draft store, src/stores/draft.ts; the kinds are declared beside their forms.
 */

/** One kind of draft: where a user's draft for a target is kept, and what a stored one must be. */
export interface DraftKind<Target, D> {
  key(userId: number, target: Target): string;
  /** Only a value with every field of the right type, for this target, is a draft (older shapes are dropped). */
  isDraft(value: unknown, target: Target): value is D;
  /** A draft holding nothing worth keeping is removed instead of written. */
  isBlank?(draft: D): boolean;
  /**
   * Drafts of the kind (of any user: every key starting with `prefix`) untouched for `maxAgeMs` are
   * removed when one of them is opened.
   */
  expiry?: { prefix: string; maxAgeMs: number };
}
