import '../../stores/shell/request-effects';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { listDeskComplaints } from '../../lib/complaints/api';
import { COMPLAINT_STATE_LABELS } from '../../lib/shared/complaint-labels';
import { COMPLAINT_STATES, type ComplaintState } from '../../lib/shared/contract/complaints';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import TabList from '../shared/TabList';
import EditorOnly from './parts/EditorOnly';
import ComplaintCard from './parts/ComplaintCard';

function Complaints({ state }: { state: ComplaintState }) {
  const load = useLoad(state, () => listDeskComplaints({ state, page: 1 }, { hideMessage: true }));
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const { list, total } = load.data;
  if (list.length === 0)
    return <p className="py-10 text-center text-gray-600">暂无{COMPLAINT_STATE_LABELS[state]}的投诉</p>;
  return (
    <>
      <p className="mb-3 text-sm text-gray-700">共 {total} 件，最早提交的在前。</p>
      <ul aria-label={`${COMPLAINT_STATE_LABELS[state]}的投诉`} className="flex flex-col gap-3">
        {list.map((item) => (
          <ComplaintCard key={item.id} item={item} onChanged={load.retry} />
        ))}
      </ul>
    </>
  );
}

/** 投诉处理: complaints by state (待受理 first), each with its time left to 受理 or overdue, its file and its steps. */
export default function ComplaintQueue() {
  const [state, setState] = useState<ComplaintState>('open');
  return (
    <EditorOnly>
      <Tabs.Root value={state} onValueChange={(next) => setState(next as ComplaintState)}>
        <TabList label="投诉状态" tabs={COMPLAINT_STATES} labels={COMPLAINT_STATE_LABELS} look="queue" />
        {COMPLAINT_STATES.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === state && <Complaints state={value} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </EditorOnly>
  );
}
