import { useEffect, useRef, useState } from 'react';
import { getDelivery } from '../../../lib/delivery/api';
import { newIdempotencyKey } from '../../../lib/request/api';
import {
  deliveryDrafts,
  emptyDeliveryForm,
  fromDelivery,
  type DeliveryDraft,
  type DeliveryFormValues,
} from '../../../lib/delivery/delivery-form';
import { readDraft, removeDraft, writeDraft } from '../../../lib/form/drafts';
import { browserLocalStorage } from '../../../lib/request/storage';

export type DraftLoad =
  | { status: 'loading' }
  | { status: 'ready'; draft: DeliveryDraft }
  | { status: 'failed'; error: unknown; retry?: () => void };

/**
 * The draft of `userId`: the one kept in localStorage, or for 修改 (`editingId`) the saved shipment
 * (unless the kept draft is already that edit). `save` writes each change back at once.
 */
export function useDeliveryDraft(userId: number | null, editingId: number | null) {
  const [load, setLoad] = useState<DraftLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef<DeliveryDraft | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const ready = (draft: DeliveryDraft) => {
      latest.current = draft;
      if (current) setLoad({ status: 'ready', draft });
    };
    const kept = readDraft(browserLocalStorage(), deliveryDrafts, userId, editingId);
    if (kept) {
      ready(kept);
    } else if (editingId === null) {
      ready({ values: emptyDeliveryForm, idempotencyKey: newIdempotencyKey(), editingId: null });
    } else {
      setLoad({ status: 'loading' });
      getDelivery(editingId, { hideMessage: true }).then(
        (delivery) => {
          if (delivery.status !== 'draft') {
            if (current) setLoad({ status: 'failed', error: new Error('只有草稿状态的发货单可以修改') });
            return;
          }
          ready({ values: fromDelivery(delivery), idempotencyKey: newIdempotencyKey(), editingId });
        },
        (error: unknown) => {
          if (!current) return;
          setLoad({ status: 'failed', error, retry: () => setAttempt((n) => n + 1) });
        },
      );
    }
    return () => {
      current = false;
    };
  }, [userId, editingId, attempt]);

  /** Keeps the values in localStorage as they are typed, even half done. */
  function save(values: DeliveryFormValues): void {
    const draft = latest.current;
    if (!draft || userId === null || draft.values === values) return;
    latest.current = { ...draft, values };
    writeDraft(browserLocalStorage(), deliveryDrafts, userId, latest.current.editingId, latest.current);
  }

  /** A new key, for a submission the user means as another shipment. */
  function renewKey(): void {
    const draft = latest.current;
    if (!draft || userId === null) return;
    latest.current = { ...draft, idempotencyKey: newIdempotencyKey() };
    writeDraft(browserLocalStorage(), deliveryDrafts, userId, latest.current.editingId, latest.current);
  }

  /** Only once the server has the shipment. */
  function discard(): void {
    if (userId !== null) removeDraft(browserLocalStorage(), deliveryDrafts, userId, editingId);
  }

  return { load, save, renewKey, discard, current: () => latest.current };
}
