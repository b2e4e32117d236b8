import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { deskFormHref, isDeskKind } from '../../lib/desk/desk';
import { deskList, deskTabs } from '../../lib/desk/desk-list';
import { ListFilters, ListPagination, ListTable } from '../list/ListBody';
import { appHref } from '../list/href';
import { useListState } from '../list/useListState';
import TabTrigger from '../shared/TabTrigger';
import EditorOnly from './parts/EditorOnly';

const list = deskList;

/**
 * 内容台: one list per kind under tabs (the tab is in the URL): title, state, revision, last change
 * and who made it; filters by state and title; 新建 opens an empty form of the tab's kind.
 */
function DeskListBody() {
  const { state, hydrated, navigate, retry } = useListState(list, null);
  const { query } = state;
  const kind = isDeskKind(query.tab) ? query.tab : 'policies';
  // While another tab loads, the rows of the previous one are not shown under its name.
  const rows = state.rows.filter((row) => row.kind === kind);
  const parts = { list, state, hydrated, navigate };
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <ListFilters {...parts} />
        <a
          href={appHref(deskFormHref(kind))}
          className="shrink-0 rounded-md bg-primary-active px-4 py-2 text-sm font-medium text-white hover:bg-primary-active/90"
        >
          新建{deskTabs.find((tab) => tab.key === kind)?.label}
        </a>
      </div>
      <Tabs.Root value={query.tab} onValueChange={(tab) => navigate({ ...query, tab, page: 1 })}>
        <Tabs.List aria-label="内容类型" className="mb-3 flex gap-1 overflow-x-auto border-b border-gray-200">
          {deskTabs.map((tab) => (
            <TabTrigger key={tab.key} value={tab.key} disabled={!hydrated} className="px-5">
              {tab.label}
            </TabTrigger>
          ))}
        </Tabs.List>
        {deskTabs.map((tab) => (
          <Tabs.Content key={tab.key} value={tab.key}>
            <ListTable
              {...parts}
              caption={`${tab.label}${list.caption}`}
              columns={list.columns}
              rows={rows}
              rowKey={(row) => row.id}
              retry={() => void retry()}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ListPagination {...parts} />
    </div>
  );
}

/** The page's island: its content for an editor only (EditorOnly). */
export default function DeskList() {
  return (
    <EditorOnly>
      <DeskListBody />
    </EditorOnly>
  );
}
