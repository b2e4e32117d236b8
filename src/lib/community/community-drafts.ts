/**
 * The community's drafts: of the composer (a reply, a new post) and of the post page's edits, one
 * kind (`postDrafts`) kept by the draft store (src/stores/draft.ts) under a key of the user and the
 * target. Each carries the request body it was last sent with and that body's Idempotency-Key.
 */
import type { DraftKind } from '../form/drafts.ts';

export const DRAFT_KEY_PREFIX = 'portal:draft:';
/** Drafts not touched for this long are removed when a composer or an edit opens. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

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
  /** Milliseconds since the epoch of the last save (the draft store stamps it). */
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
  expiry: { prefix: DRAFT_KEY_PREFIX, maxAgeMs: DRAFT_MAX_AGE_MS },
};

/**
 * The key to send `body` with: the pending one when the same body was sent before (a retry after a
 * lost answer must not post twice), otherwise a new one from `newKey`.
 */
export function keyFor(draft: Draft, body: string, newKey: () => string): PendingSubmission {
  if (draft.pending && draft.pending.body === body) return draft.pending;
  return { idempotencyKey: newKey(), body };
}
