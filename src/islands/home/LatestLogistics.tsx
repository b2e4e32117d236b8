import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getPortalHome } from '../../lib/home/api';
import { latestByKind, type LatestByKind, type LatestRow } from '../../lib/home/home-latest';
import { logisticsTabHref, logisticsTabs } from '../../lib/offers/logistics-tabs';
import { $common, initialCommon, setTabKey } from '../../stores/shell/page-choices';
import { hasToken } from '../../stores/shell/session';
import Tag from '../list/Tag';
import EmptyState from '../list/EmptyState';
import MarkLabels from '../shared/MarkLabels';
import TabTrigger from '../shared/TabTrigger';
import { appHref } from '../list/href';

/** Rows each tab keeps room for (the home endpoint's latest items), so a refresh never moves the page. */
const ROWS = 8;

/**
 * The home's latest 货源 / 车源 / 专线. The tab is the common store's tab key. The published rows are
 * current (the publisher rewrites the home page when they change); a signed-in reader's are read
 * once the page has loaded, since their blocks leave users' offers out (a failure keeps the rows).
 */
export default function LatestLogistics({ initial }: { initial: LatestByKind }) {
  const { tabKey } = useStore($common, { ssr: () => initialCommon });
  const [rows, setRows] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    if (!hasToken()) return;
    getPortalHome({ hideMessage: true })
      .then((home) => setRows(latestByKind(home)))
      .catch(() => undefined);
  }, []);
  const active = logisticsTabs.some((tab) => tab.key === tabKey) ? tabKey : '1';

  return (
    <Tabs.Root value={active} onValueChange={setTabKey}>
      <div className="flex items-center border-b border-gray-200">
        <Tabs.List aria-label="最新物流信息" className="flex gap-1">
          {logisticsTabs.map((tab) => (
            <TabTrigger key={tab.key} value={tab.key} disabled={!hydrated && tab.key !== active}>
              {tab.label}
            </TabTrigger>
          ))}
        </Tabs.List>
        <a
          href={appHref(logisticsTabHref(active))}
          className="ml-auto text-sm whitespace-nowrap text-primary hover:underline"
        >
          更多{logisticsTabs.find((tab) => tab.key === active)?.label}
        </a>
      </div>
      {logisticsTabs.map((tab) => (
        <Tabs.Content key={tab.key} value={tab.key}>
          <Rows rows={rows[tab.kind]} kind={tab.kind} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Rows({ rows, kind }: { rows: readonly LatestRow[]; kind: string }) {
  return (
    <ul className="divide-y divide-gray-100 text-sm" style={{ minHeight: ROWS * 44 }}>
      {rows.length === 0 && (
        <li>
          <EmptyState className="py-10" />
        </li>
      )}
      {/*
        The row boxes are keyed by slot, so a newer item never moves them; their content by item, so a
        changed slot gets new text nodes (text rewritten in place at another width counts as a shift).
      */}
      {rows.slice(0, ROWS).map((row, slot) => (
        <li key={slot} className="flex h-11 items-center gap-4">
          <RowContent key={row.id} row={row} idPrefix={`latest-${kind}-${slot}`} />
        </li>
      ))}
    </ul>
  );
}

function RowContent({ row, idPrefix }: { row: LatestRow; idPrefix: string }) {
  return (
    <>
      {/* A stale offer's state before its link and the publisher's marks after it, as in the list. */}
      <span className="flex min-w-0 flex-1 items-center">
        {row.state && <Tag>{row.state}</Tag>}
        <a
          href={appHref(row.href)}
          title={row.title}
          className="min-w-0 truncate text-gray-900 hover:text-primary"
        >
          {row.title}
        </a>
        <MarkLabels marks={row.marks} idPrefix={idPrefix} />
      </span>
      {/* On a narrow screen the title and the price keep the room; route and time are on the item. */}
      <span className="w-32 shrink-0 truncate text-gray-600 max-md:hidden">{row.route}</span>
      <span className="w-28 shrink-0 truncate text-right text-gray-900">{row.price}</span>
      <span className="w-32 shrink-0 text-right text-gray-500 max-sm:hidden">{row.time}</span>
    </>
  );
}
