import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as api from '../../lib/api';
import { floorPage, queryId } from '../../lib/community-paths';
import type { Reply } from '../../lib/contract';
import { listSpec } from '../../lib/list-definition';
import { parseListQuery, writeListQuery, type ListQuery } from '../../lib/list-query';
import { createListStore } from '../../stores/list';

/** The replies' page and page size in the URL beside the post's `id` (and, on arrival, `floor`). */
export const replySpec = listSpec([]);

/** The list state of a post page's URL: `floor=N` asks for the page that holds floor N. */
export function replyQuery(search: string): { query: ListQuery; floor: number | null } {
  const params = new URLSearchParams(search);
  const query = parseListQuery(replySpec, params);
  const floor = queryId(params.get('floor'));
  return { query: floor === null ? query : { ...query, page: floorPage(floor, query.pageSize) }, floor };
}

/** `?id=7&page=2`: the post's id first, then the replies' state; the floor is left behind. */
export const replySearch = (postId: number, query: ListQuery): string => {
  const rest = writeListQuery(replySpec, query).replace(/^\?/, '');
  return `?id=${postId}${rest ? `&${rest}` : ''}`;
};

/**
 * A post's replies by floor on the list store: the page the URL names, pages pushed to the history
 * and followed back with the back button. `floor` is the floor the link asked for (null once the
 * user moves to another page).
 */
export function useReplyPages(postId: number) {
  const [start] = useState(() => replyQuery(window.location.search));
  const [floor, setFloor] = useState(start.floor);
  const [store] = useState(() =>
    createListStore<Reply>(
      (query, signal) =>
        api.listReplies(
          postId,
          { page: query.page, pageSize: query.pageSize },
          { hideMessage: true, signal },
        ),
      { query: start.query },
    ),
  );
  const state = useStore(store.$list);

  useEffect(() => {
    void store.show(start.query);
    const onPopState = () => {
      const { query, floor: wanted } = replyQuery(window.location.search);
      setFloor(wanted);
      void store.show(query);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [store, start]);

  const navigate = (query: ListQuery) => {
    window.history.pushState(null, '', `${window.location.pathname}${replySearch(postId, query)}`);
    setFloor(null);
    void store.show(query);
  };
  return { state, floor, navigate, retry: store.retry };
}
