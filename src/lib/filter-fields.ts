/**
 * The filter fields several lists (and the home's quick search) share, written once so the same
 * field has the same label and the same placeholder on every page. Each list passes them through
 * `filterFields` with its endpoint's query shape, which adds how long a text may be.
 */
import type { FilterFieldDescription } from './list-definition.ts';

export const originFilter = {
  kind: 'text',
  name: 'origin',
  label: '出发地',
  placeholder: '如 上海',
} as const satisfies FilterFieldDescription<string>;

export const destinationFilter = {
  kind: 'text',
  name: 'destination',
  label: '目的地',
  placeholder: '如 成都',
} as const satisfies FilterFieldDescription<string>;

/** Every keyword search looks in an item's title and its text. */
export const keywordFilter = {
  kind: 'text',
  name: 'keyword',
  label: '关键词',
  placeholder: '标题或正文',
} as const satisfies FilterFieldDescription<string>;
