/**
 * The logistics information tabs and links, apart from the list's columns, so that the home page's
 * island loads these few lines and not the whole list description.
 */
import type { LogisticsInfoItem, LogisticsKind } from '../shared/contract.ts';
import type { LOGISTICS_KIND_LABELS } from '../shared/kind-labels.ts';
import { LOGISTICS_LIST_PATH } from '../shared/routes.ts';

/** A tab of a kind, named with the kind's words (kind-labels.ts). */
type KindTab = {
  [K in LogisticsKind]: { key: string; kind: K; label: (typeof LOGISTICS_KIND_LABELS)[K] };
}[LogisticsKind];

/**
 * The tabs, keyed like the common store's home tab key ('1' 货源, '2' 车源, '3' 专线), so the home page
 * and the list speak of a tab the same way (`?tab=2` is the list's 车源 tab). The words are written
 * here again, held to the table by the compiler: the tabs are in every page's core chunk, and reading
 * the table there would add its bytes to a page held at its weight ceiling.
 */
export const logisticsTabs = [
  { key: '1', kind: 'cargo', label: '货源' },
  { key: '2', kind: 'vehicle', label: '车源' },
  { key: '3', kind: 'line', label: '专线' },
] as const satisfies readonly KindTab[];

export type LogisticsTabKey = (typeof logisticsTabs)[number]['key'];

export const LOGISTICS_TAB_KEYS: readonly string[] = logisticsTabs.map((tab) => tab.key);

/** The kind a tab key lists; the first tab's for an unknown key. */
export function kindOfTab(tab: string): LogisticsKind {
  return (logisticsTabs.find((entry) => entry.key === tab) ?? logisticsTabs[0]).kind;
}

/** The tab key of a kind. */
export function tabOfKind(kind: LogisticsKind): LogisticsTabKey {
  return (logisticsTabs.find((entry) => entry.kind === kind) ?? logisticsTabs[0]).key;
}

/** The state a stale offer shows beside its title (its loading date has passed); '' for a current one. */
export const offerState = (item: Pick<LogisticsInfoItem, 'expired'>): string =>
  item.expired ? '已过期' : '';

/**
 * The list's link on a tab (the home page's 更多货源 …), the first tab's without a query. A search by
 * lane is the home's quick search form, whose places are the list's URL parameters (`originCode`).
 */
export function logisticsTabHref(tab: string): string {
  return tab !== '1' && LOGISTICS_TAB_KEYS.includes(tab)
    ? `${LOGISTICS_LIST_PATH}?tab=${tab}`
    : LOGISTICS_LIST_PATH;
}
