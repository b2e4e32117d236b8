/**
 * The shipment being written, kept in localStorage as it is typed, through the guarded storage
 * helpers: one new shipment per user (`portal:delivery-draft:{userId}`) and one per saved draft being
 * changed (`portal:delivery-draft:{userId}:{id}`), so that editing one never overwrites another. It
 * outlives a reload and an expired login (which clear sessionStorage only), and carries the
 * `Idempotency-Key` of its submission, so that a retry after a lost answer makes one shipment. It is
 * removed only once the server has the shipment.
 */
import { isDeliveryFormValues, type DeliveryFormValues } from '../lib/delivery-form.ts';
import { browserLocalStorage, readJSON, removeKey, writeJSON, type StorageLike } from '../lib/storage.ts';

export interface DeliveryDraft {
  values: DeliveryFormValues;
  /** Sent with the POST of this draft; a new draft gets a new key. */
  idempotencyKey: string;
  /** Set while a saved draft is being changed (修改): the form saves it with PUT. */
  editingId: number | null;
}

export const draftKey = (userId: number, editingId: number | null = null): string =>
  editingId === null ? `portal:delivery-draft:${userId}` : `portal:delivery-draft:${userId}:${editingId}`;

function isDraft(value: unknown): value is DeliveryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    isDeliveryFormValues(draft.values) &&
    typeof draft.idempotencyKey === 'string' &&
    draft.idempotencyKey !== '' &&
    (draft.editingId === null || (typeof draft.editingId === 'number' && Number.isInteger(draft.editingId)))
  );
}

/** The kept draft of a new shipment (`editingId` null) or of the change of saved draft `editingId`. */
export function readDraft(
  userId: number,
  editingId: number | null = null,
  storage: StorageLike | null = browserLocalStorage(),
): DeliveryDraft | null {
  const draft = readJSON<DeliveryDraft | null>(
    storage,
    draftKey(userId, editingId),
    null,
    (value): value is DeliveryDraft | null => isDraft(value),
  );
  return draft && draft.editingId === editingId ? draft : null;
}

/** False when it could not be kept (no storage, full quota): the form still works, unsaved. */
export function writeDraft(
  userId: number,
  draft: DeliveryDraft,
  storage: StorageLike | null = browserLocalStorage(),
): boolean {
  return writeJSON(storage, draftKey(userId, draft.editingId), draft);
}

export function removeDraft(
  userId: number,
  editingId: number | null = null,
  storage: StorageLike | null = browserLocalStorage(),
): void {
  removeKey(storage, draftKey(userId, editingId));
}
