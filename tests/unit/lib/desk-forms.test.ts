import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DeskFieldsOf, DeskKind } from '../../../src/lib/shared/contract.ts';
import { deskDrafts, deskForms, fromDeskFields, toDeskFields } from '../../../src/lib/desk/desk-forms.ts';
import { deskStateText, readDeskTarget } from '../../../src/lib/desk/desk.ts';
import { validateForm } from '../../../src/lib/form/form.ts';
import { deskFieldsSchema } from '../../../src/lib/shared/rules/desk.ts';

const samples: { [K in DeskKind]: DeskFieldsOf[K] } = {
  policies: {
    title: '关于推进多式联运发展的意见',
    authority: '国务院办公厅',
    documentNo: '国办发〔2026〕3号',
    level: 'national',
    region: '',
    publishedAt: '2026-03-02T02:00:00.000Z',
    effectiveAt: '2026-04-01T02:00:00.000Z',
    summary: '部署多式联运。',
    content: '# 总则\n\n第一条 为了推进多式联运。',
  },
  announcements: { enterpriseId: 3, title: '停运通知', content: '因天气原因停运一天。' },
  enterprises: {
    name: '成都蓉欧物流有限公司',
    creditCode: '91510100MA6TEQ020M',
    legalRepresentative: '王敏',
    registeredCapital: 5000,
    foundedAt: '2012-06-18T02:00:00.000Z',
    businessScope: '道路货物运输。',
    address: '成都市青白江区',
    city: '成都',
    contactName: '李经理',
    contactPhone: '028-83334444',
    introduction: '',
  },
  routes: {
    enterpriseId: 3,
    origin: '成都市',
    destination: '重庆市',
    heavyPrice: 0.85,
    lightPrice: 180,
    minimumCharge: 50,
    transitHours: 12,
    departures: '每日 3 班',
    vehicleType: '厢式货车',
    contactName: '李经理',
    contactPhone: '13812345678',
    address: '成都市青白江区',
    remarks: '',
  },
};

describe.each(Object.keys(samples) as DeskKind[])('the %s form', (kind) => {
  it('describes every field the API takes, and only those', () => {
    expect(Object.keys(deskForms[kind].fields).sort()).toEqual(Object.keys(samples[kind]).sort());
    const shown = deskForms[kind].sections.flatMap((section) => section.names);
    expect([...shown].sort()).toEqual(Object.keys(samples[kind]).sort());
  });

  it('gives back the fields it was filled from, which pass the form and the server alike', () => {
    const values = fromDeskFields(kind, samples[kind]);
    expect(validateForm(deskForms[kind].fields, values)).toEqual({});
    const fields = toDeskFields(kind, values);
    expect(fields).toEqual(samples[kind]);
    expect(z.safeParse(deskFieldsSchema(kind), fields).success).toBe(true);
  });

  it('shows the rule’s message for a missing required field', () => {
    const values = { ...fromDeskFields(kind, samples[kind]), contactName: '', title: '' };
    const errors = validateForm(deskForms[kind].fields, values);
    expect(Object.values(errors).every((message) => message?.startsWith('请输入'))).toBe(true);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
  });
});

describe('desk drafts', () => {
  it('are kept per user, kind and item, and only in their own shape', () => {
    expect(deskDrafts.key(7, { kind: 'policies', id: 12 })).toBe('portal:desk-draft:7:policies:12');
    expect(deskDrafts.key(7, { kind: 'routes', id: null })).toBe('portal:desk-draft:7:routes:new');
    const draft = { values: fromDeskFields('policies', samples.policies), revision: 3, savedAt: 1 };
    expect(deskDrafts.isDraft(draft, { kind: 'policies', id: 12 })).toBe(true);
    expect(deskDrafts.isDraft(draft, { kind: 'policies', id: null })).toBe(false);
    expect(deskDrafts.isDraft(draft, { kind: 'enterprises', id: 12 })).toBe(false);
    expect(deskDrafts.isDraft({ ...draft, values: { title: 1 } }, { kind: 'policies', id: 12 })).toBe(false);
  });
});

describe('desk addresses and states', () => {
  it.each([
    ['?kind=policies&id=12', { kind: 'policies', id: 12 }],
    ['?kind=routes', { kind: 'routes', id: null }],
    ['?kind=posts&id=1', null],
    ['?kind=policies&id=012', null],
    ['?id=3', null],
  ])('readDeskTarget(%s)', (search, target) => {
    expect(readDeskTarget(search)).toEqual(target);
  });

  it('says when a published item has changes the public pages do not show', () => {
    expect(deskStateText({ state: 'published', revision: 3, publishedRevision: 2 })).toBe(
      '已发布 · 有未发布的修改',
    );
    expect(deskStateText({ state: 'published', revision: 3, publishedRevision: 3 })).toBe('已发布');
    expect(deskStateText({ state: 'withdrawn', revision: 3, publishedRevision: null })).toBe('已撤下');
  });
});
