/**
 * The filter fields several lists (and the home's quick search) share, written once so the same
 * field has the same label and the same placeholder on every page.
 */
import type { FilterField } from './list-definition.ts';

export const originFilter = {
  kind: 'text',
  name: 'origin',
  label: '出发地',
  placeholder: '如 上海',
  maxLength: 50,
} as const satisfies FilterField;

export const destinationFilter = {
  kind: 'text',
  name: 'destination',
  label: '目的地',
  placeholder: '如 成都',
  maxLength: 50,
} as const satisfies FilterField;

/** Every keyword search looks in an item's title and its text. */
export const keywordFilter = {
  kind: 'text',
  name: 'keyword',
  label: '关键词',
  placeholder: '标题或正文',
  maxLength: 50,
} as const satisfies FilterField;
