/**
 * The one keeper of drafts: what a user writes (a post, a reply, an edit of one, an offer, a shipment,
 * a desk item), kept in localStorage per user and target as it changes, so that a reload, a closed
 * tab or an expired login loses nothing. Read when its form opens, written on every change with the
 * time it was taken (and the revision or Idempotency-Key the kind keeps in it), removed only once the
 * server has it or the user gave it up. Nothing else reads or writes drafts
 * (tests/unit/one-load.test.ts); what a kind of draft is, is `DraftKind` (src/lib/form/drafts.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { DraftKind } from '../lib/form/drafts.ts';
import type { Load } from '../lib/request/load.ts';
import {
  browserLocalStorage,
  readJSON,
  removeKey,
  storageKeys,
  writeJSON,
  type EnumerableStorage,
  type StorageLike,
} from '../lib/request/storage.ts';
import { loading, settle } from './load.ts';

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

export function removeDraft<Target, D>(
  storage: StorageLike | null,
  kind: DraftKind<Target, D>,
  userId: number,
  target: Target,
): void {
  removeKey(storage, kind.key(userId, target));
}

const savedAtOf = (value: unknown): number | null => {
  const savedAt =
    typeof value === 'object' && value !== null ? (value as { savedAt?: unknown }).savedAt : null;
  return typeof savedAt === 'number' ? savedAt : null;
};

/**
 * Removes the kind's drafts (of any user) saved longer ago than its expiry allows, and unreadable
 * ones; returns their keys. A kind without an expiry keeps its drafts until they are sent.
 */
export function pruneDrafts<Target, D>(
  storage: EnumerableStorage | null,
  kind: DraftKind<Target, D>,
  now: number,
): string[] {
  const removed: string[] = [];
  if (!kind.expiry) return removed;
  const { prefix, maxAgeMs } = kind.expiry;
  for (const key of storageKeys(storage)) {
    if (!key.startsWith(prefix)) continue;
    const savedAt = savedAtOf(readJSON<unknown>(storage, key, null));
    if (savedAt === null || now - savedAt > maxAgeMs) {
      removeKey(storage, key);
      removed.push(key);
    }
  }
  return removed;
}

/** One user's draft for one target, as a form holds it. */
export interface DraftStore<D> {
  /** The draft kept earlier, or null; the kind's expired drafts are removed first. */
  open: () => D | null;
  /** Keeps `draft` with the time it was taken (`savedAt`); false when the storage refused it (full quota). */
  keep: (draft: Omit<D, 'savedAt'>) => boolean;
  /** Once the server has the submission, or the user gave the draft up. */
  clear: () => void;
}

/** The draft of `userId` for `target` in the browser's localStorage (read at each call). */
export function draftStore<Target, D extends object>(
  kind: DraftKind<Target, D>,
  userId: number,
  target: Target,
): DraftStore<D> {
  return {
    open: () => {
      pruneDrafts(browserLocalStorage(), kind, Date.now());
      return readDraft(browserLocalStorage(), kind, userId, target);
    },
    // A kind's draft type may name `savedAt` or not: either way the stamp is this store's to write.
    keep: (draft) =>
      writeDraft(browserLocalStorage(), kind, userId, target, {
        ...draft,
        savedAt: Date.now(),
      } as unknown as D),
    clear: () => removeDraft(browserLocalStorage(), kind, userId, target),
  };
}

/**
 * The draft a form opens on, as a load (src/lib/request/load.ts) the form waits for: the one kept,
 * else what `start` makes (empty, or the saved item's fields, which may take a request).
 */
export function loadDraft<D>(draft: DraftStore<D>, start: () => D | Promise<D>): ReadableAtom<Load<D>> {
  const $load = atom<Load<D>>(loading());
  void settle(Promise.resolve().then(() => draft.open() ?? start())).then((done) => $load.set(done));
  return $load;
}
