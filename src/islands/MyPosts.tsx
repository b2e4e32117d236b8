import '../stores/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { MY_POST_TABS, myPostList, myReplyList, type MyPostTab } from '../lib/community';
import { defaultListQuery, parseListQuery, writeListQuery } from '../lib/list-query';
import ListView from './list/ListView';

const spec = myPostList.spec;
const readTab = (): MyPostTab => parseListQuery(spec, window.location.search).tab as MyPostTab;
const tabClass =
  'h-10 border-b-2 border-transparent px-4 text-sm text-gray-700 hover:text-primary data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary';

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
        <Tabs.Trigger value="posts" className={tabClass}>
          我的帖子
        </Tabs.Trigger>
        <Tabs.Trigger value="replies" className={tabClass}>
          我的回复
        </Tabs.Trigger>
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
