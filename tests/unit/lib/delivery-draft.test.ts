/** Shipment drafts through the one draft store (src/stores/draft.ts) with their kind `deliveryDrafts`. */
import { describe, expect, it } from 'vitest';
import {
  deliveryDrafts,
  emptyDeliveryForm,
  type DeliveryDraft,
} from '../../../src/lib/delivery/delivery-form.ts';
import { readDraft, removeDraft, writeDraft } from '../../../src/stores/draft.ts';
import { FakeStorage } from '../helpers/fake-storage.ts';

const draft: DeliveryDraft = {
  values: { ...emptyDeliveryForm, shipperName: '张建国', weightTons: '12.' },
  idempotencyKey: 'key-1',
  editingId: null,
};

describe('the delivery draft', () => {
  it('is kept per user, as typed', () => {
    const storage = new FakeStorage();
    expect(writeDraft(storage, deliveryDrafts, 7, draft.editingId, draft)).toBe(true);
    expect(storage.getItem('portal:delivery-draft:7')).not.toBeNull();
    expect(readDraft(storage, deliveryDrafts, 7, null)).toEqual(draft);
    expect(readDraft(storage, deliveryDrafts, 8, null)).toBeNull();
  });

  it('is removed for one user only', () => {
    const storage = new FakeStorage();
    writeDraft(storage, deliveryDrafts, 7, draft.editingId, draft);
    writeDraft(storage, deliveryDrafts, 8, null, { ...draft, idempotencyKey: 'key-2' });
    removeDraft(storage, deliveryDrafts, 7, null);
    expect(readDraft(storage, deliveryDrafts, 7, null)).toBeNull();
    expect(readDraft(storage, deliveryDrafts, 8, null)?.idempotencyKey).toBe('key-2');
  });

  it('keeps the change of a saved draft apart from the new shipment being written', () => {
    const storage = new FakeStorage();
    writeDraft(storage, deliveryDrafts, 7, draft.editingId, draft);
    const edit = { ...draft, values: { ...draft.values, cargoName: '钢材' }, editingId: 5 };
    writeDraft(storage, deliveryDrafts, 7, edit.editingId, edit);
    expect(storage.getItem('portal:delivery-draft:7:5')).not.toBeNull();
    expect(readDraft(storage, deliveryDrafts, 7, 5)).toEqual(edit);
    expect(readDraft(storage, deliveryDrafts, 7, null)).toEqual(draft);
    expect(readDraft(storage, deliveryDrafts, 7, 6)).toBeNull();
    removeDraft(storage, deliveryDrafts, 7, 5);
    expect(readDraft(storage, deliveryDrafts, 7, 5)).toBeNull();
    expect(readDraft(storage, deliveryDrafts, 7, null)).toEqual(draft);
  });

  it.each([
    ['not JSON', '{"values":'],
    ['another shape', JSON.stringify({ values: { shipperName: 1 }, idempotencyKey: 'k', editingId: null })],
    ['no key', JSON.stringify({ ...draft, idempotencyKey: '' })],
    ['a bad editing id', JSON.stringify({ ...draft, editingId: '5' })],
    ['the draft of another shipment', JSON.stringify({ ...draft, editingId: 5 })],
  ])('reads %s as no draft', (_name, stored) => {
    const storage = new FakeStorage();
    storage.setItem(deliveryDrafts.key(7, null), stored);
    expect(readDraft(storage, deliveryDrafts, 7, null)).toBeNull();
  });

  it('survives a full or blocked storage without throwing', () => {
    const storage = new FakeStorage();
    storage.full = true;
    expect(writeDraft(storage, deliveryDrafts, 7, draft.editingId, draft)).toBe(false);
    storage.blocked = true;
    expect(readDraft(storage, deliveryDrafts, 7, null)).toBeNull();
    expect(() => removeDraft(storage, deliveryDrafts, 7, null)).not.toThrow();
    expect(writeDraft(null, deliveryDrafts, 7, draft.editingId, draft)).toBe(false);
  });
});
