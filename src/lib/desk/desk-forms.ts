/**
 * The desk's forms: one description per kind on the form building block (every public field with its
 * label, kind and the shared rule of src/lib/shared/rules/desk.ts), grouped into sections, and the
 * conversions between the form's text values and the fields the API takes. Days are typed as
 * `YYYY-MM-DD` and sent as that day at 10:00 in China.
 */
import type { DeskFieldsOf, DeskKind } from '../shared/contract.ts';
import { FIELD_LABELS } from '../shared/field-labels.ts';
import { CHINA_OFFSET, chinaDay } from '../shared/china-time.ts';
import type { DraftKind } from '../form/drafts.ts';
import type { FieldSpec, FieldSpecs, FormValues } from '../form/form.ts';
import { policyLevelOptions, vehicleTypeOptions } from '../shared/freight-choices.ts';
import { calendarDate } from '../shared/rules/fields.ts';
import type { Rule } from '../shared/rules/rule.ts';
import { deskFieldRules, DeskLimits } from '../shared/rules/desk.ts';

/** How to write a body (docs/api.md, Structured text), shown under every body field. */
export const STRUCTURED_TEXT_HINT = '空一行分段；“# 标题”为标题、“## 小标题”为小标题；行首“第一条 ……”为条款';

export interface DeskFormSection {
  title: string;
  names: readonly string[];
}

export interface DeskForm {
  /** 政策, 公告, … */
  noun: string;
  fields: FieldSpecs<string>;
  sections: readonly DeskFormSection[];
}

const PHONE_HINT = '手机号或带区号的固定电话';

const text = (label: string, rule: Rule, maxLength: number, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  label,
  rule,
  maxLength,
  ...extra,
});
const day = (label: string): FieldSpec => ({ label, kind: 'date', rule: calendarDate });
/** The enterprise an item belongs to: chosen by name in the desk form (EnterprisePicker), kept as its id. */
const owningEnterprise = (rule: Rule): FieldSpec => ({
  label: FIELD_LABELS.enterpriseId,
  kind: 'number',
  rule,
});
const phone = (rule: Rule): FieldSpec => ({
  label: FIELD_LABELS.contactPhone,
  kind: 'tel',
  rule,
  hint: PHONE_HINT,
});
const body = (label: string, rule: Rule, hint = STRUCTURED_TEXT_HINT): FieldSpec => ({
  label,
  kind: 'textarea',
  rule,
  hint,
  rows: hint === STRUCTURED_TEXT_HINT ? 14 : 4,
});

const policy = deskFieldRules.policies;
const announcement = deskFieldRules.announcements;
const enterprise = deskFieldRules.enterprises;
const route = deskFieldRules.routes;

export const deskForms: Readonly<Record<DeskKind, DeskForm>> = {
  policies: {
    noun: '政策',
    fields: {
      title: text(FIELD_LABELS.title, policy.title, DeskLimits.title),
      authority: text(FIELD_LABELS.authority, policy.authority, DeskLimits.name),
      documentNo: text(FIELD_LABELS.documentNo, policy.documentNo, DeskLimits.name, {
        placeholder: '选填，如 交运发〔2026〕18号',
      }),
      level: {
        label: FIELD_LABELS.level,
        kind: 'select',
        rule: policy.level,
        options: policyLevelOptions,
      },
      region: text(FIELD_LABELS.region, policy.region, DeskLimits.short, {
        placeholder: '选填，国家级留空即“全国”',
      }),
      publishedAt: day(FIELD_LABELS.publishedAt),
      effectiveAt: day(FIELD_LABELS.effectiveAt),
      summary: body(
        FIELD_LABELS.summary,
        policy.summary,
        `列表与首页显示的简介，最多${DeskLimits.summary}个字符`,
      ),
      content: body(FIELD_LABELS.content, policy.content),
    },
    sections: [
      {
        title: '基本信息',
        names: ['title', 'authority', 'documentNo', 'level', 'region', 'publishedAt', 'effectiveAt'],
      },
      { title: '内容', names: ['summary', 'content'] },
    ],
  },
  announcements: {
    noun: '公告',
    fields: {
      // Chosen by name in the desk form (EnterprisePicker); the field keeps the id.
      enterpriseId: owningEnterprise(announcement.enterpriseId),
      title: text(FIELD_LABELS.title, announcement.title, DeskLimits.title),
      content: body(FIELD_LABELS.content, announcement.content),
    },
    sections: [{ title: '公告', names: ['enterpriseId', 'title', 'content'] }],
  },
  enterprises: {
    noun: '企业',
    fields: {
      name: text(FIELD_LABELS.name, enterprise.name, DeskLimits.name),
      creditCode: text(FIELD_LABELS.creditCode, enterprise.creditCode, 18),
      legalRepresentative: text(
        FIELD_LABELS.legalRepresentative,
        enterprise.legalRepresentative,
        DeskLimits.person,
      ),
      registeredCapital: {
        label: FIELD_LABELS.registeredCapital,
        kind: 'number',
        rule: enterprise.registeredCapital,
      },
      foundedAt: day(FIELD_LABELS.foundedAt),
      city: text(FIELD_LABELS.city, enterprise.city, DeskLimits.person),
      address: text(FIELD_LABELS.address, enterprise.address, DeskLimits.address),
      contactName: text(FIELD_LABELS.contactName, enterprise.contactName, DeskLimits.person),
      contactPhone: phone(enterprise.contactPhone),
      businessScope: body(
        FIELD_LABELS.businessScope,
        enterprise.businessScope,
        `最多${DeskLimits.scope}个字符`,
      ),
      introduction: body(FIELD_LABELS.introduction, enterprise.introduction),
    },
    sections: [
      {
        title: '登记信息',
        names: ['name', 'creditCode', 'legalRepresentative', 'registeredCapital', 'foundedAt'],
      },
      { title: '联系方式', names: ['city', 'address', 'contactName', 'contactPhone'] },
      { title: '介绍', names: ['businessScope', 'introduction'] },
    ],
  },
  routes: {
    noun: '专线',
    fields: {
      enterpriseId: owningEnterprise(route.enterpriseId),
      origin: text(FIELD_LABELS.origin, route.origin, DeskLimits.name),
      destination: text(FIELD_LABELS.destination, route.destination, DeskLimits.name),
      heavyPrice: { label: FIELD_LABELS.heavyPrice, kind: 'number', rule: route.heavyPrice },
      lightPrice: { label: FIELD_LABELS.lightPrice, kind: 'number', rule: route.lightPrice },
      minimumCharge: { label: FIELD_LABELS.minimumCharge, kind: 'number', rule: route.minimumCharge },
      transitHours: { label: FIELD_LABELS.transitHours, kind: 'number', rule: route.transitHours },
      departures: text(FIELD_LABELS.departures, route.departures, DeskLimits.short, {
        placeholder: '如 每日 2 班',
      }),
      vehicleType: {
        label: FIELD_LABELS.vehicleType,
        kind: 'select',
        rule: route.vehicleType,
        options: vehicleTypeOptions,
      },
      contactName: text(FIELD_LABELS.contactName, route.contactName, DeskLimits.person),
      contactPhone: phone(route.contactPhone),
      address: text(FIELD_LABELS.address, route.address, DeskLimits.address),
      remarks: {
        label: FIELD_LABELS.remarks,
        kind: 'textarea',
        rule: route.remarks,
        hint: `选填，最多${DeskLimits.remarks}个字符`,
      },
    },
    sections: [
      {
        title: '线路',
        names: ['enterpriseId', 'origin', 'destination', 'departures', 'vehicleType', 'transitHours'],
      },
      { title: '价格', names: ['heavyPrice', 'lightPrice', 'minimumCharge'] },
      { title: '联系方式', names: ['contactName', 'contactPhone', 'address', 'remarks'] },
    ],
  },
};

/** The API's fields from the form's values (every value already passed its rule). */
export function toDeskFields<K extends DeskKind>(kind: K, values: FormValues<string>): DeskFieldsOf[K] {
  const fields: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(deskForms[kind].fields)) {
    const value = values[name] ?? '';
    if (spec.kind === 'number') fields[name] = Number(value.trim());
    else if (spec.kind === 'date')
      fields[name] = new Date(`${value.trim()}T10:00${CHINA_OFFSET}`).toISOString();
    else fields[name] = value;
  }
  return fields as DeskFieldsOf[K];
}

/** The form's values from a revision's fields. */
export function fromDeskFields(kind: DeskKind, fields: object | null): FormValues<string> {
  const record = (fields ?? {}) as Record<string, unknown>;
  const values: FormValues<string> = {};
  for (const [name, spec] of Object.entries(deskForms[kind].fields)) {
    const value = record[name];
    if (typeof value === 'number') values[name] = String(value);
    else if (typeof value !== 'string') values[name] = '';
    else values[name] = spec.kind === 'date' ? chinaDay(Date.parse(value)) : value;
  }
  return values;
}

/** What the editor typed and has not saved yet, kept in localStorage (src/lib/form/drafts.ts). */
export interface DeskDraft {
  values: FormValues<string>;
  /** The revision the edit was made on (null for a new item): saving names it. */
  revision: number | null;
  savedAt: number;
}

export interface DeskDraftTarget {
  kind: DeskKind;
  id: number | null;
}

/** `portal:desk-draft:<user>:policies:12`, `…:policies:new`: one per item, one new item per kind. */
export const deskDrafts: DraftKind<DeskDraftTarget, DeskDraft> = {
  key: (userId, { kind, id }) => `portal:desk-draft:${userId}:${kind}:${id ?? 'new'}`,
  isDraft(value, { kind, id }): value is DeskDraft {
    if (typeof value !== 'object' || value === null) return false;
    const draft = value as Record<string, unknown>;
    const values = draft['values'] as Record<string, unknown> | null;
    return (
      typeof values === 'object' &&
      values !== null &&
      Object.keys(deskForms[kind].fields).every((name) => typeof values[name] === 'string') &&
      (id === null ? draft['revision'] === null : typeof draft['revision'] === 'number') &&
      typeof draft['savedAt'] === 'number'
    );
  },
};
