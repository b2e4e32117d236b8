import { describe, expect, it } from 'vitest';
import { deliveryFields } from '../../../src/lib/delivery/delivery-form.ts';
import { deskForms } from '../../../src/lib/desk/desk-forms.ts';
import { cargoFields } from '../../../src/lib/offers/cargo-offer-fields.ts';
import { vehicleFields } from '../../../src/lib/offers/vehicle-offer-fields.ts';
import { composerFieldSpecs, composerValues } from '../../../src/lib/community/community-input.ts';
import { FIELD_LABELS } from '../../../src/lib/shared/field-labels.ts';
import { validateForm, type FieldSpecs } from '../../../src/lib/form/form.ts';

/**
 * One name per field on both sides of the wire: every form labels a field the API knows with the
 * word of src/lib/shared/field-labels.ts, the table the server's 10001 messages name it by
 * (tests/unit/server/field-labels.test.ts checks the server's side).
 */
const labels: Readonly<Record<string, string>> = FIELD_LABELS;

/** Where a form names a field by what it is in that form, and why. */
const OWN_WORDS: Readonly<Record<string, string>> = {
  // A truck's origin is where it stands now; the server's message says 出发地 for every offer.
  '发布车源 originCode': '车辆所在地',
};

const forms: [string, FieldSpecs<string>][] = [
  ['发货', deliveryFields],
  ['发布货源', cargoFields],
  ['发布车源', vehicleFields],
  ...Object.entries(deskForms).map(([kind, form]): [string, FieldSpecs<string>] => [
    `内容台 ${kind}`,
    form.fields,
  ]),
];

/** Each field of `form` the table names, with the label it shows and the table's word. */
const named = (name: string, fields: FieldSpecs<string>) =>
  Object.entries(fields)
    .filter(([field]) => field in labels)
    .map(([field, spec]) => [`${name} ${field}`, spec.label, OWN_WORDS[`${name} ${field}`] ?? labels[field]]);

describe.each(forms)('%s', (name, fields) => {
  it('labels each field with the table’s word', () => {
    const found = named(name, fields);
    expect(found.length).toBeGreaterThan(2);
    for (const [field, shown, word] of found) expect(shown, field).toBe(word);
  });
});

describe('the check itself', () => {
  it('reports a form that names a field in words of its own', () => {
    const found = named('发货', { remarks: { label: '说明' }, plate: { label: FIELD_LABELS.plate } });
    expect(found.filter(([, shown, word]) => shown !== word)).toEqual([['发货 remarks', '说明', '备注']]);
  });

  it('leaves a field the API does not know to the form', () => {
    expect(named('发货', { originProvince: { label: '出发地省份' } })).toEqual([]);
  });
});

describe('the composer', () => {
  it('names a post’s circle, title and body with the table’s words', () => {
    const errors = validateForm(
      composerFieldSpecs('post'),
      composerValues({ title: '', content: '', circleId: null, quoteReplyId: null }),
    );
    expect(errors).toEqual({
      circleId: `请选择${FIELD_LABELS.circleId}`,
      title: `请输入${FIELD_LABELS.title}`,
      content: `请输入${FIELD_LABELS.content}`,
    });
  });
});
