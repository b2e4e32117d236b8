import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { readItem, readItemId, type DetailsDefinition } from '../../lib/list/list-definition';
import { createItemStore } from '../../stores/item';
import { appHref } from '../list/href';
import LoadFailure from '../shared/LoadFailure';

/**
 * What a details shell island takes from its page: the title of the list the details belong to, read
 * from the route table at build time (`routeFor(details.listPath).title`), so that the table stays out
 * of the page's script.
 */
export interface DetailsShellProps {
  listTitle: string;
}

interface RemoteDetailsProps<T> extends DetailsShellProps {
  details: DetailsDefinition<T>;
  /** The item as the static details page shows it (the same component). */
  render: (item: T) => ReactNode;
}

/**
 * The details page shell for an id the build made no static page for: reads `?id=`, loads the item,
 * and shows 载入中..., the item, a not-found result inside the shell (or, for an enterprise still being
 * completed, the server's words on who completes it), or the error with 重试.
 */
export default function RemoteDetails<T>({ details, listTitle, render }: RemoteDetailsProps<T>) {
  const [store] = useState(() => createItemStore((id: number) => readItem(details, id)));
  const state = useStore(store.$item);
  useEffect(() => {
    void store.open(readItemId(window.location.search));
  }, [store]);

  if (state.status === 'ready') return <>{render(state.data)}</>;
  return (
    <section className="flex min-h-80 flex-col items-center justify-center gap-4 rounded-lg border border-gray-200 bg-white p-8 text-sm text-gray-500">
      {state.status === 'loading' && <p role="status">载入中...</p>}
      {state.status === 'not-found' && (
        <>
          <h2 className="text-lg font-semibold text-gray-900">内容不存在</h2>
          <p>{details.notFoundText}</p>
          <a href={appHref(details.listPath)} className="text-primary hover:underline">
            返回{listTitle}
          </a>
        </>
      )}
      {state.status === 'pending' && (
        <>
          <h2 className="text-lg font-semibold text-gray-900">企业资料补充中</h2>
          <p>{state.message}</p>
          <a href={appHref(details.listPath)} className="text-primary hover:underline">
            返回{listTitle}
          </a>
        </>
      )}
      {state.status === 'failed' && <LoadFailure error={state.error} onRetry={() => void store.retry()} />}
    </section>
  );
}
