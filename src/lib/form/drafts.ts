/**
 * Drafts of what users write (community posts, replies and edits of them, shipments), kept in localStorage (through
 * storage.ts) under a key of the user and the target, so that a reload, a closed tab or an expired
 * login loses nothing; each carries the Idempotency-Key of its submission. Pure functions over a
 * storage, one argument order for every kind: `(storage, kind, userId, target, draft?)`. A kind says
 * where its drafts live and what a stored one must look like: `postDrafts` here (the composer store,
 * src/stores/composer.ts), `deliveryDrafts` beside the shipment form's values (delivery-form.ts).
 */
import {
  readJSON,
  removeKey,
  storageKeys,
  writeJSON,
  type EnumerableStorage,
  type StorageLike,
} from '../request/storage.ts';

export const DRAFT_KEY_PREFIX = 'portal:draft:';
/** Drafts not touched for this long are removed when a composer opens. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** One kind of draft: where a user's draft for a target is kept, and what a stored one must be. */
export interface DraftKind<Target, D> {
  key(userId: number, target: Target): string;
  /** Only a value with every field of the right type, for this target, is a draft (older shapes are dropped). */
  isDraft(value: unknown, target: Target): value is D;
  /** A draft holding nothing worth keeping is removed instead of written. */
  isBlank?(draft: D): boolean;
}

/** What a composer writes to: a reply to one post, or a new post. */
export type ComposerTarget = { kind: 'reply'; postId: number } | { kind: 'post' };
/** What the post page's edit form changes: the post, or one of its replies. */
export type EditDraftTarget =
  { kind: 'edit-post'; postId: number } | { kind: 'edit-reply'; postId: number; replyId: number };
/** Everything a community draft is kept for. */
export type DraftTarget = ComposerTarget | EditDraftTarget;

export const isEditTarget = (target: DraftTarget): target is EditDraftTarget =>
  target.kind === 'edit-post' || target.kind === 'edit-reply';

/** The submission a key was first sent with: the same body is sent again with the same key. */
export interface PendingSubmission {
  idempotencyKey: string;
  /** The request body as sent (JSON), compared with the next submission's. */
  body: string;
}

export interface Draft {
  title: string;
  content: string;
  circleId: number | null;
  quoteReplyId: number | null;
  pending: PendingSubmission | null;
  /** Milliseconds since the epoch of the last save. */
  savedAt: number;
  /**
   * An edit's only: the revision of the text it was made from, sent with it (docs/api.md, Community),
   * so an edit restored after the text changed elsewhere is refused as a conflict, not saved over it.
   */
  revision?: number;
}

export const emptyDraft = (): Draft => ({
  title: '',
  content: '',
  circleId: null,
  quoteReplyId: null,
  pending: null,
  savedAt: 0,
});

/**
 * `portal:draft:7:post-12` for a reply to post 12, `portal:draft:7:new-post` for a new post,
 * `portal:draft:7:edit-post-12` for an edit of post 12, `portal:draft:7:edit-reply-12-30` for an
 * edit of its reply 30.
 */
export function draftKey(userId: number, target: DraftTarget): string {
  return `${DRAFT_KEY_PREFIX}${userId}:${targetName(target)}`;
}

function targetName(target: DraftTarget): string {
  switch (target.kind) {
    case 'reply':
      return `post-${target.postId}`;
    case 'post':
      return 'new-post';
    case 'edit-post':
      return `edit-post-${target.postId}`;
    case 'edit-reply':
      return `edit-reply-${target.postId}-${target.replyId}`;
  }
}

const isId = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

function isPending(value: unknown): value is PendingSubmission | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record['idempotencyKey'] === 'string' && typeof record['body'] === 'string';
}

/**
 * A stored value is a draft only with every field of the right type (older shapes are dropped); a
 * draft of an edit (`target` an edit) must name the revision it was made from.
 */
export function isDraft(value: unknown, target?: DraftTarget): value is Draft {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const revision = record['revision'];
  const needsRevision = target !== undefined && isEditTarget(target);
  return (
    typeof record['title'] === 'string' &&
    typeof record['content'] === 'string' &&
    isId(record['circleId']) &&
    isId(record['quoteReplyId']) &&
    isPending(record['pending']) &&
    typeof record['savedAt'] === 'number' &&
    (revision === undefined ? !needsRevision : isId(revision) && revision !== null)
  );
}

/** True when the draft holds nothing worth keeping. */
export const isBlankDraft = (draft: Draft): boolean =>
  draft.title === '' && draft.content === '' && draft.pending === null;

/** The community's drafts: of the composer (a reply, a new post) and of the post page's edits. */
export const postDrafts: DraftKind<DraftTarget, Draft> = {
  key: draftKey,
  isDraft: (value, target): value is Draft => isDraft(value, target),
  isBlank: isBlankDraft,
};

/** The draft `userId` keeps for `target`, or null (none, unreadable, another shape, no storage). */
export function readDraft<Target, D>(
  storage: StorageLike | null,
  kind: DraftKind<Target, D>,
  userId: number,
  target: Target,
): D | null {
  return readJSON<D | null>(storage, kind.key(userId, target), null, (value): value is D =>
    kind.isDraft(value, target),
  );
}

/** Keeps `draft`; false when the storage refused it (full quota, no storage): the page goes on unsaved. */
export function writeDraft<Target, D>(
  storage: StorageLike | null,
  kind: DraftKind<Target, D>,
  userId: number,
  target: Target,
  draft: D,
): boolean {
  const key = kind.key(userId, target);
  if (kind.isBlank?.(draft)) {
    removeKey(storage, key);
    return true;
  }
  return writeJSON(storage, key, draft);
}

/** Only after the server confirmed the submission. */
export function removeDraft<Target, D>(
  storage: StorageLike | null,
  kind: DraftKind<Target, D>,
  userId: number,
  target: Target,
): void {
  removeKey(storage, kind.key(userId, target));
}

/** Removes drafts (of any user) saved more than DRAFT_MAX_AGE_MS ago, and unreadable ones; returns their keys. */
export function pruneDrafts(storage: EnumerableStorage | null, now: number): string[] {
  const removed: string[] = [];
  for (const key of storageKeys(storage)) {
    if (!key.startsWith(DRAFT_KEY_PREFIX)) continue;
    const draft = readJSON<Draft | null>(storage, key, null, (value): value is Draft => isDraft(value));
    if (draft === null || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
      removeKey(storage, key);
      removed.push(key);
    }
  }
  return removed;
}

/**
 * The key to send `body` with: the pending one when the same body was sent before (a retry after a
 * lost answer must not post twice), otherwise a new one from `newKey`.
 */
export function keyFor(draft: Draft, body: string, newKey: () => string): PendingSubmission {
  if (draft.pending && draft.pending.body === body) return draft.pending;
  return { idempotencyKey: newKey(), body };
}
