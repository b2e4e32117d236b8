import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Paged } from '../../lib/shared/contract';
import { readListPage, type ListDefinition } from '../../lib/list/list-definition';
import {
  defaultListQuery,
  defaultPageSize,
  pageSearchFor,
  parseListQuery,
  sameListQuery,
  type ListQuery,
} from '../../lib/shared/list-query';
import { saveTableInfo } from '../../stores/shell/shell';
import { hasToken } from '../../stores/shell/session';
import { createListStore } from '../../stores/list';

/**
 * A list's state kept with the URL: the first render is the page the build rendered (so hydration
 * matches the static HTML), then the URL's page and filters are loaded (the published page itself
 * only for a signed-in reader of a `personal` list); `navigate` adds a history
 * entry, the back button comes back through `popstate`, and every state shown is saved as the table
 * info that details pages' breadcrumbs lead back to. A list inside another page (an enterprise's
 * routes) has a `spec.prefix`: its parameters are prefixed, the page's own (`?id=`) stay, and its
 * state is not saved as the table info.
 */
export function useListState<T>(
  list: ListDefinition<T>,
  initial: Paged<T> | null,
  /** The tab the static page's rows are of, when not the first (物流信息's 车源 page). */
  initialTab?: string,
) {
  const [start] = useState(() => ({
    ...defaultListQuery(list.spec),
    ...(initialTab === undefined ? {} : { tab: initialTab }),
  }));
  const [store] = useState(() =>
    createListStore<T>((query, signal) => readListPage(list, query, signal), { query: start, page: initial }),
  );
  const state = useStore(store.$list);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const fromUrl = () => parseListQuery(list.spec, window.location.search);
    const wanted = fromUrl();
    // The published page is current (its publisher rewrites it); only a signed-in reader's own view
    // of a personal list is read again. Any other page the URL asks for is loaded.
    if (!sameListQuery(wanted, start) || !initial) void store.show(wanted);
    else if (list.personal && hasToken()) void store.refresh();
    const onPopState = () => void store.show(fromUrl());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [list, store, initial, start]);

  const { query, status } = state;
  useEffect(() => {
    if (!hydrated || status !== 'ready') return;
    // Corrected nonsense (page=abc, a page past the end) is written back, without a history entry.
    const search = pageSearchFor(list.spec, window.location.search, query);
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
    }
    // A list inside another page (an enterprise's routes) is not one a breadcrumb leads back to.
    if (list.spec.prefix) return;
    saveTableInfo({
      currentPath: list.path,
      paginationData: {
        page: query.page,
        ...(query.pageSize === defaultPageSize(list.spec) ? {} : { pageSize: query.pageSize }),
      },
      searchData: {
        ...query.filters,
        ...(query.tab && query.tab !== list.spec.tabs?.[0] ? { tab: query.tab } : {}),
      },
    });
  }, [hydrated, status, query, list]);

  /** Shows `next` (corrected like a URL would be: blank filters dropped, text trimmed). */
  const navigate = (next: ListQuery) => {
    const { search: now } = window.location;
    const search = pageSearchFor(list.spec, now, next);
    const current = pageSearchFor(list.spec, now, parseListQuery(list.spec, now));
    if (search !== current) window.history.pushState(null, '', `${window.location.pathname}${search}`);
    void store.show(parseListQuery(list.spec, search));
  };
  return { state, hydrated, navigate, retry: store.retry };
}
