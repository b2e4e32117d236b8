import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { MY_POST_TABS, myPostList, myReplyList, type MyPostTab } from '../../lib/community/post-lists';
import { defaultListQuery, parseListQuery, writeListQuery } from '../../lib/shared/list-query';
import ListView from '../list/ListView';
import TabList from '../shared/TabList';
import { useUrlTab } from '../shared/useUrlTab';

const spec = myPostList.spec;
const readTab = (search: string) => parseListQuery(spec, search).tab as MyPostTab;
const searchFor = (tab: MyPostTab) => writeListQuery(spec, { ...defaultListQuery(spec), tab });
const TAB_LABELS: Readonly<Record<MyPostTab, string>> = { posts: '我的帖子', replies: '我的回复' };

/**
 * /basic/portal/MyPost: 我的帖子 and 我的回复 as Radix tabs; the tab is in the URL (`?tab=replies`),
 * each tab a paginated list linking to the post or to the reply's floor.
 */
export default function MyPosts() {
  const [tab, choose] = useUrlTab(MY_POST_TABS, readTab, searchFor);
  return (
    <Tabs.Root value={tab} onValueChange={choose} activationMode="manual">
      <TabList label="我的帖子与回复" tabs={MY_POST_TABS} labels={TAB_LABELS} look="page" />
      <Tabs.Content value="posts">
        <ListView list={myPostList} initial={null} rowKey={(post) => post.id} />
      </Tabs.Content>
      <Tabs.Content value="replies">
        <ListView list={myReplyList} initial={null} rowKey={(reply) => reply.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
