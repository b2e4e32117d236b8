import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { MY_POST_TABS, myPostList, myReplyList, type MyPostTab } from '../../lib/community/community';
import { defaultListQuery, parseListQuery, writeListQuery } from '../../lib/shared/list-query';
import ListView from '../list/ListView';
import TabTrigger from '../shared/TabTrigger';

const spec = myPostList.spec;
const readTab = (): MyPostTab => parseListQuery(spec, window.location.search).tab as MyPostTab;

/**
 * /basic/portal/MyPost: 我的帖子 and 我的回复 as Radix tabs; the tab is in the URL (`?tab=replies`),
 * each tab a paginated list linking to the post or to the reply's floor.
 */
export default function MyPosts() {
  const [tab, setTab] = useState<MyPostTab>(MY_POST_TABS[0]);
  useEffect(() => {
    setTab(readTab());
    const onPopState = () => setTab(readTab());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const choose = (value: string) => {
    const next = MY_POST_TABS.find((key) => key === value) ?? MY_POST_TABS[0];
    window.history.pushState(
      null,
      '',
      `${window.location.pathname}${writeListQuery(spec, { ...defaultListQuery(spec), tab: next })}`,
    );
    setTab(next);
  };

  return (
    <Tabs.Root value={tab} onValueChange={choose} activationMode="manual">
      <Tabs.List aria-label="我的帖子与回复" className="mb-4 flex border-b border-gray-200">
        <TabTrigger value="posts" className="h-10 py-0">
          我的帖子
        </TabTrigger>
        <TabTrigger value="replies" className="h-10 py-0">
          我的回复
        </TabTrigger>
      </Tabs.List>
      <Tabs.Content value="posts">
        <ListView list={myPostList} initial={null} rowKey={(post) => post.id} />
      </Tabs.Content>
      <Tabs.Content value="replies">
        <ListView list={myReplyList} initial={null} rowKey={(reply) => reply.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
