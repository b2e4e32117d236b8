import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as api from '../../../lib/community/api';
import { replyQuery, replySearch, replySpec } from '../../../lib/community/community';
import { defaultListQuery, sameListQuery } from '../../../lib/shared/list-query';
import type { Paged, Reply } from '../../../lib/shared/contract';
import type { ListQuery } from '../../../lib/shared/list-query';
import { createListStore } from '../../../stores/list';
import { $currentUser } from '../../../stores/shell/session';

/** A page of replies the static page was rendered with, and which page it is. */
export interface RepliesShown {
  page: number;
  replies: Paged<Reply>;
}

/**
 * A post's replies by floor on the list store: the page the URL names, pages pushed to the history
 * and followed back with the back button. `floor` is the floor the link asked for (null once the
 * user moves to another page). The page the static file holds (`shown`) is shown as it is, with no
 * request, when the URL asks for it (and holds the floor the URL names), to a visitor and to most
 * signed-in readers; the page of a reader who blocks someone, or who wrote a reply hidden on it, is
 * read again.
 */
export function useReplyPages(postId: number, shown: RepliesShown | null) {
  const [start] = useState(() =>
    typeof window === 'undefined'
      ? { query: { ...defaultListQuery(replySpec), page: shown?.page ?? 1 }, floor: null }
      : replyQuery(window.location.search),
  );
  const [floor, setFloor] = useState(start.floor);
  const [store] = useState(() =>
    createListStore<Reply>(
      (query, signal) =>
        api.listReplies(
          postId,
          { page: query.page, pageSize: query.pageSize },
          { hideMessage: true, signal },
        ),
      {
        query: start.query,
        page:
          shown && sameListQuery(start.query, { ...defaultListQuery(replySpec), page: shown.page })
            ? shown.replies
            : null,
      },
    ),
  );
  const state = useStore(store.$list);

  useEffect(() => {
    // A link to a floor the file does not hold yet (a notice, one's own new reply) reads the page again.
    const stale = start.floor !== null && !shown?.replies.list.some((reply) => reply.floor === start.floor);
    void (stale ? store.refresh() : store.show(start.query));
    const onPopState = () => {
      const { query, floor: wanted } = replyQuery(window.location.search);
      setFloor(wanted);
      void store.show(query);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [store, start]);

  // The static page is a visitor's. It is read again for a reader who blocks someone (the session says
  // so; one kept from before it did is read too), which folds the replies of users they blocked (屏蔽;
  // docs/decisions.md, "Authors' links, blocks on a post's page, kept users first"), and for the
  // writer of a reply hidden on it, who reads their words under a note.
  const user = useStore($currentUser, { ssr: () => null });
  const personal =
    user !== null &&
    (user.blocking !== false ||
      !!shown?.replies.list.some((reply) => reply.hiddenAt !== null && reply.authorId === user.id));
  useEffect(() => {
    if (personal) void store.refresh();
  }, [store, personal]);

  const navigate = (query: ListQuery) => {
    window.history.pushState(null, '', `${window.location.pathname}${replySearch(postId, query)}`);
    setFloor(null);
    void store.show(query);
  };
  return { state, floor, navigate, retry: store.retry };
}
