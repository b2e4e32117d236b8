import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnnouncementItem, Paged, RouteItem } from '../../lib/shared/contract';
import {
  enterpriseAnnouncementList,
  enterpriseRouteList,
  readEnterpriseTab,
  searchWithTab,
  type EnterpriseTab,
} from '../../lib/enterprises/enterprise-lists';
import type { ListDefinition } from '../../lib/list/list-definition';
import LoadFailure from '../shared/LoadFailure';
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
  // The routes show first; the announcements' list code comes when its tab is wanted (hover, focus,
  // a choice, or a URL that names it).
  const [announcements, setAnnouncements] = useState<ListDefinition<AnnouncementItem> | null>(null);
  const [announcementsFailed, setAnnouncementsFailed] = useState<unknown>(null);
  const requested = useRef(false);
  const wantAnnouncements = () => {
    if (requested.current) return;
    requested.current = true;
    setAnnouncementsFailed(null);
    import('../../lib/announcements/announcements').then(
      ({ announcementList }) => setAnnouncements(enterpriseAnnouncementList(announcementList, enterpriseId)),
      (error: unknown) => {
        requested.current = false;
        setAnnouncementsFailed(error);
      },
    );
  };
  // The build rendered the routes: hydrate on them, then follow the URL.
  const [tab, setTab] = useState<EnterpriseTab>('routes');
  useEffect(() => {
    if (tab === 'announcements') wantAnnouncements();
  });
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
        <TabTrigger
          value="announcements"
          className="py-2.5"
          onPointerEnter={wantAnnouncements}
          onFocus={wantAnnouncements}
        >
          企业公告
        </TabTrigger>
      </Tabs.List>
      <Tabs.Content value="routes" className={contentClass}>
        <ListView list={routes} initial={initialRoutes} rowKey={(route) => route.id} />
      </Tabs.Content>
      <Tabs.Content value="announcements" className={contentClass}>
        {announcements !== null ? (
          <ListView list={announcements} initial={null} rowKey={(announcement) => announcement.id} />
        ) : announcementsFailed !== null ? (
          <LoadFailure error={announcementsFailed} onRetry={wantAnnouncements} />
        ) : (
          <p className="py-10 text-center text-gray-500">载入中...</p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
