import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { listReports } from '../../lib/desk/api';
import { REPORT_STATES, type ReportState } from '../../lib/shared/contract/moderation';
import { REPORT_STATE_LABELS } from '../../lib/desk/moderation';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import TabList from '../shared/TabList';
import EditorOnly from './parts/EditorOnly';
import ReportCard from './parts/ReportCard';

/**
 * 举报处理: the reports by state under tabs (待处理 first), each with the reported words, their author,
 * the reporters and their reasons; an open one is hidden or dismissed after a confirmation, and
 * leaves the tab.
 */
function ReportQueueBody() {
  const [state, setState] = useState<ReportState>('open');
  const [page, setPage] = useState(1);
  const load = useLoad(`${state}-${page}`, () => listReports({ state, page }));

  const pages = load.status === 'ready' ? Math.max(1, Math.ceil(load.data.total / load.data.pageSize)) : 1;
  return (
    <Tabs.Root
      value={state}
      onValueChange={(next) => {
        setState(next as ReportState);
        setPage(1);
      }}
    >
      <TabList label="举报状态" tabs={REPORT_STATES} labels={REPORT_STATE_LABELS} look="queue" />
      {REPORT_STATES.map((value) => (
        <Tabs.Content key={value} value={value}>
          <LoadPending load={load} />
          {load.status === 'ready' && load.data.list.length === 0 && (
            <p className="py-10 text-center text-gray-600">暂无{REPORT_STATE_LABELS[value]}的举报</p>
          )}
          {load.status === 'ready' && load.data.list.length > 0 && (
            <ul aria-label={`${REPORT_STATE_LABELS[value]}的举报`} className="flex flex-col gap-3">
              {load.data.list.map((item) => (
                <ReportCard key={item.id} item={item} onHandled={load.retry} />
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
      {load.status === 'ready' && pages > 1 && (
        <nav aria-label="分页" className="mt-4 flex items-center justify-end gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="rounded border px-3 py-1 disabled:opacity-50"
          >
            上一页
          </button>
          <span>
            第 {page} / {pages} 页，共 {load.data.total} 条
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="rounded border px-3 py-1 disabled:opacity-50"
          >
            下一页
          </button>
        </nav>
      )}
    </Tabs.Root>
  );
}

/** The page's island: its content for an editor only (EditorOnly). */
export default function ReportQueue() {
  return (
    <EditorOnly>
      <ReportQueueBody />
    </EditorOnly>
  );
}
