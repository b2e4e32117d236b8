import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as api from '../../../lib/community/api';
import { replyQuery, replySearch } from '../../../lib/community/community';
import type { Reply } from '../../../lib/shared/contract';
import type { ListQuery } from '../../../lib/shared/list-query';
import { createListStore } from '../../../stores/list';

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
