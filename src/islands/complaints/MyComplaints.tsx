import '../../stores/shell/request-effects';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { listComplaints } from '../../lib/complaints/api';
import { complaintStanding } from '../../lib/complaints/complaint-text';
import { COMPLAINT_CATEGORY_LABELS } from '../../lib/shared/complaint-labels';
import { formatDateTime } from '../../lib/shared/format';
import { WAYBILL_PATH } from '../../lib/shared/routes';
import { appHref } from '../list/href';
import { $currentUser } from '../../stores/shell/session';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import ComplaintDetails from './parts/ComplaintDetails';

/**
 * 我的投诉: the complaints the account made and those against it, newest first, each with its state
 * and the time left to 受理 or its result; 查看 opens the file with the statements and 补充说明.
 */
export default function MyComplaints() {
  const userId = useStore($currentUser, { ssr: () => null })?.id ?? null;
  const [open, setOpen] = useState<number | null>(null);
  const load = useLoad('mine', () => listComplaints({ pageSize: 100 }));
  if (load.status !== 'ready') return <LoadPending load={load} />;
  if (load.data.list.length === 0) return <p className="py-10 text-center text-gray-600">暂无投诉</p>;
  return (
    <ul aria-label="我的投诉" className="flex flex-col gap-3">
      {load.data.list.map((item) => (
        <li
          key={item.id}
          aria-labelledby={`complaint-${item.id}`}
          className="rounded-md border border-gray-200 bg-white p-4"
        >
          <h2 id={`complaint-${item.id}`} className="text-sm font-medium text-gray-900">
            <a
              href={appHref(`${WAYBILL_PATH}?id=${item.waybillId}`)}
              className="text-primary hover:underline"
            >
              运单 {item.waybillNo}
            </a>
            ：{COMPLAINT_CATEGORY_LABELS[item.category]}
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            {item.complainantId === userId
              ? `我投诉 ${item.respondentNickname}`
              : `${item.complainantNickname} 投诉我`}{' '}
            · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time> ·{' '}
            {complaintStanding(item)}
          </p>
          <button
            type="button"
            aria-expanded={open === item.id}
            onClick={() => setOpen(open === item.id ? null : item.id)}
            className="mt-2 text-sm text-primary hover:underline"
          >
            {open === item.id ? '收起' : '查看投诉材料'}
          </button>
          {open === item.id && <ComplaintDetails id={item.id} onChanged={load.retry} />}
        </li>
      ))}
    </ul>
  );
}
