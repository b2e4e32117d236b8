import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { announcementList } from '../../../src/lib/announcements/announcements.ts';
import { postList } from '../../../src/lib/community/post-lists.ts';
import { deliveryList } from '../../../src/lib/delivery/delivery-list.ts';
import {
  enterpriseAnnouncementList,
  enterpriseRouteList,
} from '../../../src/lib/enterprises/enterprise-lists.ts';
import { routeList } from '../../../src/lib/freight-routes/freight-routes.ts';
import type { FilterField, ListDefinition } from '../../../src/lib/list/list-definition.ts';
import { loginRecordList } from '../../../src/lib/account/login-records.ts';
import { logisticsList } from '../../../src/lib/offers/logistics-info.ts';
import { policyList } from '../../../src/lib/policies/policies.ts';
import { sourceFiles } from '../helpers/source-files.ts';

/** The same field reads the same on every page: one label and one placeholder per filter. */
const lists: ListDefinition<never>[] = [
  logisticsList,
  routeList,
  policyList,
  announcementList,
  postList,
  deliveryList,
  loginRecordList,
  enterpriseRouteList(1),
  enterpriseAnnouncementList(announcementList, 1),
] as unknown as ListDefinition<never>[];

const looks = (field: FilterField) =>
  field.kind === 'dateRange'
    ? { name: `${field.from}-${field.to}`, label: field.label, placeholder: undefined }
    : {
        name: field.name,
        label: field.label,
        placeholder: field.kind === 'text' ? field.placeholder : undefined,
      };

describe('filter fields', () => {
  it('a field of the same name has the same label and placeholder on every list', () => {
    const byName = new Map<string, Set<string>>();
    for (const list of lists) {
      for (const field of list.fields) {
        const { name, label, placeholder } = looks(field);
        const seen = byName.get(name) ?? new Set<string>();
        seen.add(`${label}｜${placeholder ?? ''}`);
        byName.set(name, seen);
      }
    }
    const differing = [...byName]
      .filter(([, seen]) => seen.size > 1)
      .map(([name, seen]) => [name, [...seen]]);
    expect(differing).toEqual([]);
    expect([...(byName.get('origin') ?? [])]).toEqual(['出发地｜如 上海']);
    expect([...(byName.get('keyword') ?? [])]).toEqual(['关键词｜标题或正文']);
  });
});

describe('words for one thing', () => {
  // Left: the portal's word; right: the others it once used for the same field.
  it.each([
    ['出发地', /始发地/],
    ['浏览量', /浏览次数/],
    ['重货价 / 轻货价', /[重轻]货价格/],
    ['“如 上海” placeholders', /placeholder[^\n]*如：/],
  ])('%s, everywhere in src/', (_word, other) => {
    const found = sourceFiles('src').filter((file) => other.test(readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
