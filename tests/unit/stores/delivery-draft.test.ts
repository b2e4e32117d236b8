import { describe, expect, it } from 'vitest';
import { emptyDeliveryForm } from '../../../src/lib/delivery-form.ts';
import {
  draftKey,
  readDraft,
  removeDraft,
  writeDraft,
  type DeliveryDraft,
} from '../../../src/stores/delivery-draft.ts';
import { FakeStorage } from '../helpers/fake-storage.ts';

const draft: DeliveryDraft = {
  values: { ...emptyDeliveryForm, shipperName: '张建国', weightTons: '12.' },
  idempotencyKey: 'key-1',
  editingId: null,
};

describe('the delivery draft', () => {
  it('is kept per user, as typed', () => {
    const storage = new FakeStorage();
    expect(writeDraft(7, draft, storage)).toBe(true);
    expect(storage.getItem('portal:delivery-draft:7')).not.toBeNull();
    expect(readDraft(7, null, storage)).toEqual(draft);
    expect(readDraft(8, null, storage)).toBeNull();
  });

  it('is removed for one user only', () => {
    const storage = new FakeStorage();
    writeDraft(7, draft, storage);
    writeDraft(8, { ...draft, idempotencyKey: 'key-2' }, storage);
    removeDraft(7, null, storage);
    expect(readDraft(7, null, storage)).toBeNull();
    expect(readDraft(8, null, storage)?.idempotencyKey).toBe('key-2');
  });

  it('keeps the change of a saved draft apart from the new shipment being written', () => {
    const storage = new FakeStorage();
    writeDraft(7, draft, storage);
    const edit = { ...draft, values: { ...draft.values, cargoName: '钢材' }, editingId: 5 };
    writeDraft(7, edit, storage);
    expect(storage.getItem('portal:delivery-draft:7:5')).not.toBeNull();
    expect(readDraft(7, 5, storage)).toEqual(edit);
    expect(readDraft(7, null, storage)).toEqual(draft);
    expect(readDraft(7, 6, storage)).toBeNull();
    removeDraft(7, 5, storage);
    expect(readDraft(7, 5, storage)).toBeNull();
    expect(readDraft(7, null, storage)).toEqual(draft);
  });

  it.each([
    ['not JSON', '{"values":'],
    ['another shape', JSON.stringify({ values: { shipperName: 1 }, idempotencyKey: 'k', editingId: null })],
    ['no key', JSON.stringify({ ...draft, idempotencyKey: '' })],
    ['a bad editing id', JSON.stringify({ ...draft, editingId: '5' })],
  ])('reads %s as no draft', (_name, stored) => {
    const storage = new FakeStorage();
    storage.setItem(draftKey(7), stored);
    expect(readDraft(7, null, storage)).toBeNull();
  });

  it('survives a full or blocked storage without throwing', () => {
    const storage = new FakeStorage();
    storage.full = true;
    expect(writeDraft(7, draft, storage)).toBe(false);
    storage.blocked = true;
    expect(readDraft(7, null, storage)).toBeNull();
    expect(() => removeDraft(7, null, storage)).not.toThrow();
    expect(writeDraft(7, draft, null)).toBe(false);
  });
});
