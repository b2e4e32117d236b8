/** A tab kept in the page's address: read once hydrated, followed on back and forward, pushed when chosen. */
import { useEffect, useState } from 'react';

/**
 * The tab shown and how to choose one. It starts on the first of `tabs` (what the build rendered),
 * then reads the address with `read`; a choice adds a history entry at the query string `searchFor`
 * gives (none when the address would not change), and back or forward switch back.
 */
export function useUrlTab<K extends string>(
  tabs: readonly [K, ...K[]],
  read: (search: string) => K,
  searchFor: (tab: K, search: string) => string,
): [K, (tab: string) => void] {
  const [tab, setTab] = useState<K>(tabs[0]);
  useEffect(() => {
    const fromUrl = () => setTab(read(window.location.search));
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);
  const choose = (value: string) => {
    const next = tabs.find((key) => key === value) ?? tabs[0];
    const search = searchFor(next, window.location.search);
    if (search !== window.location.search)
      window.history.pushState(null, '', `${window.location.pathname}${search}`);
    setTab(next);
  };
  return [tab, choose];
}
