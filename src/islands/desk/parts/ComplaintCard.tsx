import { useState } from 'react';
import { complaintStanding } from '../../../lib/complaints/complaint-text';
import { COMPLAINT_CATEGORY_LABELS } from '../../../lib/shared/complaint-labels';
import type { ComplaintItem } from '../../../lib/shared/contract/complaints';
import { formatDateTime } from '../../../lib/shared/format';
import ComplaintFile from './ComplaintFile';

/** One complaint of the queue: who against whom, about which waybill, its standing; 查看 opens its file and steps. */
export default function ComplaintCard({ item, onChanged }: { item: ComplaintItem; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const headingId = `complaint-${item.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-md border border-gray-200 bg-white p-4">
      <h3 id={headingId} className="text-sm font-medium text-gray-900">
        运单 {item.waybillNo}：{COMPLAINT_CATEGORY_LABELS[item.category]}
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {item.complainantNickname} 投诉 {item.respondentNickname} · 提交于{' '}
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
      <p className={`mt-1 text-sm ${item.overdue ? 'font-medium text-red-700' : 'text-gray-700'}`}>
        {complaintStanding(item)}
      </p>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="mt-2 text-sm text-primary hover:underline"
      >
        {open ? '收起' : '查看投诉材料'}
      </button>
      {open && <ComplaintFile id={item.id} onChanged={onChanged} />}
    </li>
  );
}
