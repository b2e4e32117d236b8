import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useMemo, useState } from 'react';
import type { Paged, RouteItem } from '../../lib/contract';
import {
  enterpriseAnnouncementList,
  enterpriseRouteList,
  readEnterpriseTab,
  searchWithTab,
  type EnterpriseTab,
} from '../../lib/enterprise-lists';
import ListView from '../list/ListView';
import TabTrigger from '../shared/TabTrigger';

interface EnterpriseTabsProps {
  enterpriseId: number;
  /** The first page of its routes as the build read it (null: load it). */
  initialRoutes: Paged<RouteItem> | null;
}

const contentClass = 'rounded-md';

/**
 * The enterprise's routes and announcements as Radix Tabs, each a list with its own paging; the tab
 * is in the URL (`tab=announcements`), switching adds a history entry, back switches back.
 */
export default function EnterpriseTabs({ enterpriseId, initialRoutes }: EnterpriseTabsProps) {
  const routes = useMemo(() => enterpriseRouteList(enterpriseId), [enterpriseId]);
  const announcements = useMemo(() => enterpriseAnnouncementList(enterpriseId), [enterpriseId]);
  // The build rendered the routes: hydrate on them, then follow the URL.
  const [tab, setTab] = useState<EnterpriseTab>('routes');
  useEffect(() => {
    const fromUrl = () => setTab(readEnterpriseTab(window.location.search));
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);
  const choose = (value: string) => {
    const next = value === 'announcements' ? 'announcements' : 'routes';
    const search = searchWithTab(window.location.search, next);
    if (search !== window.location.search)
      window.history.pushState(null, '', `${window.location.pathname}${search}`);
    setTab(next);
  };

  return (
    <Tabs.Root value={tab} onValueChange={choose} className="rounded-lg border border-gray-200 bg-white p-5">
      <Tabs.List aria-label="企业的专线与公告" className="mb-4 flex border-b border-gray-200">
        <TabTrigger value="routes" className="py-2.5">
          物流专线
        </TabTrigger>
        <TabTrigger value="announcements" className="py-2.5">
          企业公告
        </TabTrigger>
      </Tabs.List>
      <Tabs.Content value="routes" className={contentClass}>
        <ListView list={routes} initial={initialRoutes} rowKey={(route) => route.id} />
      </Tabs.Content>
      <Tabs.Content value="announcements" className={contentClass}>
        <ListView list={announcements} initial={null} rowKey={(announcement) => announcement.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
