import { useState } from 'react';
import { listComplaints } from '../../../lib/complaints/api';
import { complaintStanding } from '../../../lib/complaints/complaint-text';
import { COMPLAINT_CATEGORY_LABELS } from '../../../lib/shared/complaint-labels';
import { formatDateTime } from '../../../lib/shared/format';
import LoadPending from '../../shared/LoadPending';
import { useLoad } from '../../shared/useLoad';
import { useOnDemand } from '../../shared/useOnDemand';

/** The form comes when 我要投诉 is chosen (or hovered, focused): most views of a waybill file none. */
const loadForm = () => import('./ComplaintForm');

/**
 * 投诉 on a waybill, for its two parties: each complaint about it with who made it, its state and the
 * time left to 受理 (or its result), and 我要投诉 (the form) while the viewer has none unresolved.
 */
export default function WaybillComplaints({ waybillId, userId }: { waybillId: number; userId: number }) {
  const [writing, setWriting] = useState(false);
  const form = useOnDemand<{ waybillId: number; onFiled: () => void }>(loadForm);
  const load = useLoad(String(waybillId), () =>
    listComplaints({ waybillId, pageSize: 100 }, { skipErrorHandler: true }),
  );
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const complaints = load.data.list;
  const ownOpen = complaints.some((item) => item.complainantId === userId && item.state !== 'resolved');
  return (
    <section aria-labelledby="waybill-complaints" className="print:hidden">
      <h2 id="waybill-complaints" className="mb-3 text-base font-semibold text-gray-900">
        投诉
      </h2>
      {complaints.length > 0 && (
        <ul aria-label="本运单的投诉" className="mb-3 space-y-2 text-sm">
          {complaints.map((item) => (
            <li key={item.id} className="rounded-md border border-gray-200 p-3">
              <p className="font-medium text-gray-900">
                {item.complainantId === userId ? '我的投诉' : `${item.complainantNickname} 的投诉`}：
                {COMPLAINT_CATEGORY_LABELS[item.category]}
              </p>
              <p className="text-gray-700">{complaintStanding(item)}</p>
              {item.result !== null && (
                <p className="whitespace-pre-wrap text-gray-800 [overflow-wrap:anywhere]">
                  处理结果：{item.result}
                </p>
              )}
              <p className="text-xs text-gray-600">
                提交于 <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {!ownOpen && !writing && (
        <button
          type="button"
          onMouseEnter={form.load}
          onFocus={form.load}
          onClick={() => {
            form.load();
            setWriting(true);
          }}
          className="rounded-md border border-red-300 px-4 py-2 text-sm text-red-700 hover:bg-red-50"
        >
          我要投诉
        </button>
      )}
      {!ownOpen && writing && form.failed && (
        <p role="alert" className="text-sm text-red-700">
          投诉表单未能加载，请检查网络后
          <button type="button" className="ml-1 text-primary underline" onClick={form.load}>
            重试
          </button>
        </p>
      )}
      {!ownOpen && writing && !form.failed && !form.Component && (
        <p role="status" className="text-sm text-gray-600">
          载入中...
        </p>
      )}
      {!ownOpen && writing && form.Component && (
        <form.Component
          waybillId={waybillId}
          onFiled={() => {
            setWriting(false);
            load.retry();
          }}
        />
      )}
    </section>
  );
}
