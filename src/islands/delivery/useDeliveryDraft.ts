import { useEffect, useRef, useState } from 'react';
import { getDelivery, newIdempotencyKey } from '../../lib/api';
import { emptyDeliveryForm, fromDelivery, type DeliveryFormValues } from '../../lib/delivery-form';
import { RequestError } from '../../lib/errors';
import { readDraft, removeDraft, writeDraft, type DeliveryDraft } from '../../stores/delivery-draft';

export type DraftLoad =
  | { state: 'loading' }
  | { state: 'ready'; draft: DeliveryDraft }
  | { state: 'failed'; message: string; retry?: () => void };

/**
 * The draft of `userId`: the one kept in localStorage, or for 修改 (`editingId`) the saved shipment
 * (unless the kept draft is already that edit). Every change is written back at once.
 */
export function useDeliveryDraft(userId: number | null, editingId: number | null) {
  const [load, setLoad] = useState<DraftLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef<DeliveryDraft | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const ready = (draft: DeliveryDraft) => {
      latest.current = draft;
      if (current) setLoad({ state: 'ready', draft });
    };
    const kept = readDraft(userId);
    if (kept && kept.editingId === editingId) {
      ready(kept);
    } else if (editingId === null) {
      ready({ values: emptyDeliveryForm, idempotencyKey: newIdempotencyKey(), editingId: null });
    } else {
      setLoad({ state: 'loading' });
      getDelivery(editingId, { hideMessage: true }).then(
        (delivery) => {
          if (delivery.status !== 'draft') {
            if (current) setLoad({ state: 'failed', message: '只有草稿状态的发货单可以修改' });
            return;
          }
          ready({ values: fromDelivery(delivery), idempotencyKey: newIdempotencyKey(), editingId });
        },
        (error: unknown) => {
          if (!current) return;
          const message = error instanceof RequestError ? error.errorMessage : '载入失败';
          setLoad({ state: 'failed', message, retry: () => setAttempt((n) => n + 1) });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [userId, editingId, attempt]);

  /** Keeps the change in memory and in localStorage (kept as typed, even when half done). */
  function update(change: (values: DeliveryFormValues) => DeliveryFormValues): DeliveryDraft | null {
    const draft = latest.current;
    if (!draft || userId === null) return null;
    const next = { ...draft, values: change(draft.values) };
    latest.current = next;
    writeDraft(userId, next);
    setLoad({ state: 'ready', draft: next });
    return next;
  }

  /** A new key, for a submission the user means as another shipment. */
  function renewKey(): void {
    const draft = latest.current;
    if (!draft || userId === null) return;
    const next = { ...draft, idempotencyKey: newIdempotencyKey() };
    latest.current = next;
    writeDraft(userId, next);
    setLoad({ state: 'ready', draft: next });
  }

  /** Only once the server has the shipment. */
  function discard(): void {
    if (userId !== null) removeDraft(userId);
  }

  return { load, update, renewKey, discard, current: () => latest.current };
}
