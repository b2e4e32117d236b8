/**
 * The filter fields several lists (and the home's quick search) share, written once so the same
 * field has the same label and the same placeholder on every page. Each list passes them through
 * `filterFields` with its endpoint's query shape, which adds how long a text may be.
 */
import type { FilterFieldDescription } from './list-definition.ts';

/** A text filter; its name stays a literal type, so `filterFields` checks it against the endpoint. */
const textFilter = <const Name extends string>(name: Name, label: string, placeholder: string) =>
  ({ kind: 'text', name, label, placeholder }) as const satisfies FilterFieldDescription<Name>;

export const originFilter = textFilter('origin', '出发地', '如 上海');

export const destinationFilter = textFilter('destination', '目的地', '如 成都');

/** Every keyword search looks in an item's title and its text. */
export const keywordFilter = textFilter('keyword', '关键词', '标题或正文');
