import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LOGISTICS_TAB_KEYS as keys, logisticsTabs } from '../../../lib/offers/logistics-tabs';
import { ROUTE_LIST_PATH, withBase } from '../../../lib/shared/routes';

/**
 * Two things are called 专线: this tab lists lines members post as information (a carrier's standing
 * line, its next departures); 物流专线 (the route directory) lists enterprises' registered routes with
 * prices and transit times. Each page says which it is and links to the other.
 */
const LINE_TAB_NOTE = '这里是会员发布的专线信息。物流企业登记的固定线路、运价和时效，请查看';

const LINE_TAB_KEY = logisticsTabs.find((tab) => tab.kind === 'line')?.key;

/** TabTrigger's look (shared/TabTrigger.tsx), on the same `data-state`. */
const TAB_CLASS =
  '-mb-px border-b-2 border-transparent px-5 py-2 text-sm whitespace-nowrap text-gray-600 hover:text-primary data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary';

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

interface KindTabsProps {
  value: string;
  onChange: (tab: string) => void;
  disabled: boolean;
  /** The panel of the chosen tab. */
  children: ReactNode;
}

/**
 * 货源 / 车源 / 专线 as the WAI-ARIA tabs pattern (the arrow keys, Home and End move and choose; the
 * chosen tab alone is in the Tab order), without Radix Tabs: the list page's script budget has no
 * room for the place picker and Radix's 5.5 KB both (docs/decisions.md, "Lane search").
 */
export default function KindTabs({ value, onChange, disabled, children }: KindTabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step || disabled) return;
    event.preventDefault();
    const next = step(Math.max(0, keys.indexOf(value)), keys.length);
    list.current?.querySelectorAll('button')[next]?.focus();
    onChange(keys[next] ?? value);
  };
  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label="信息类型"
        className="mb-3 flex gap-1 border-b border-gray-200"
        onKeyDown={onKeyDown}
      >
        {logisticsTabs.map((tab) => {
          const active = tab.key === value;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              disabled={disabled}
              className={TAB_CLASS}
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`} tabIndex={0}>
        {value === LINE_TAB_KEY && (
          <p className="mb-3 text-sm text-gray-600">
            {LINE_TAB_NOTE}
            <a href={withBase(import.meta.env.BASE_URL, ROUTE_LIST_PATH)} className="text-primary underline">
              物流专线
            </a>
            。
          </p>
        )}
        {children}
      </div>
    </>
  );
}
