/**
 * The shipment being written, kept in localStorage as it is typed, one per user
 * (`portal:delivery-draft:{userId}`), through the guarded storage helpers. It outlives a reload and
 * an expired login (which clear sessionStorage only), and carries the `Idempotency-Key` of its
 * submission, so that a retry after a lost answer makes one shipment. It is removed only once the
 * server has confirmed the shipment.
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

export const draftKey = (userId: number): string => `portal:delivery-draft:${userId}`;

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

export function readDraft(
  userId: number,
  storage: StorageLike | null = browserLocalStorage(),
): DeliveryDraft | null {
  return readJSON<DeliveryDraft | null>(
    storage,
    draftKey(userId),
    null,
    (value): value is DeliveryDraft | null => isDraft(value),
  );
}

/** False when it could not be kept (no storage, full quota): the form still works, unsaved. */
export function writeDraft(
  userId: number,
  draft: DeliveryDraft,
  storage: StorageLike | null = browserLocalStorage(),
): boolean {
  return writeJSON(storage, draftKey(userId), draft);
}

export function removeDraft(userId: number, storage: StorageLike | null = browserLocalStorage()): void {
  removeKey(storage, draftKey(userId));
}
