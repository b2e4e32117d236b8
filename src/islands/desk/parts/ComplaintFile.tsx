import { useState } from 'react';
import { acceptComplaint, getComplaint, resolveComplaint } from '../../../lib/complaints/api';
import { FormRefusal } from '../../../lib/request/refusal';
import { COMPLAINT_LIMITS } from '../../../lib/shared/rules/complaint-limits';
import ConfirmButton from '../../shared/ConfirmButton';
import LoadPending from '../../shared/LoadPending';
import ComplaintRecord from '../../shared/ComplaintRecord';
import { useLoad } from '../../shared/useLoad';

const BUTTON = 'rounded-md bg-primary px-4 py-2 text-sm text-white hover:bg-primary-hover';

/** The complaint's file, with 受理 or 结果 (upheld or not, the written result), each asked first: neither is undone. */
export default function ComplaintFile({ id, onChanged }: { id: number; onChanged: () => void }) {
  const load = useLoad(String(id), () => getComplaint(id, { hideMessage: true }));
  const [upheld, setUpheld] = useState<boolean | null>(null);
  const [result, setResult] = useState('');
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const file = load.data;
  return (
    <div className="mt-3 space-y-2">
      <ComplaintRecord file={file} />
      {file.state === 'open' && (
        <ConfirmButton
          text="受理"
          className={BUTTON}
          title={`受理运单 ${file.waybillNo} 的投诉`}
          question={`受理后将通知被投诉方 ${file.respondentNickname} 补充说明。`}
          confirmText="确定受理"
          busyText="提交中..."
          tone="primary"
          onConfirm={async () => {
            load.replace(await acceptComplaint(id));
            onChanged();
          }}
        />
      )}
      {file.state === 'accepted' && (
        <ConfirmButton
          text="处理结果"
          className={BUTTON}
          title={`运单 ${file.waybillNo} 的投诉处理结果`}
          question="结果会通知投诉双方，提交后不能修改。"
          confirmText="提交结果"
          busyText="提交中..."
          tone="primary"
          onConfirm={async () => {
            if (upheld === null) throw new FormRefusal('请选择投诉是否成立');
            if (result.trim() === '') throw new FormRefusal('请填写处理结果');
            load.replace(await resolveComplaint(id, { upheld, result }));
            onChanged();
          }}
        >
          <fieldset className="mt-3">
            <legend className="text-sm font-medium text-gray-900">投诉是否成立</legend>
            {[true, false].map((value) => (
              <label key={String(value)} className="mr-4 inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="upheld"
                  checked={upheld === value}
                  onChange={() => setUpheld(value)}
                />
                {value ? '投诉成立' : '投诉不成立'}
              </label>
            ))}
          </fieldset>
          <label className="mt-3 block text-sm text-gray-700">
            处理结果
            <textarea
              rows={4}
              maxLength={COMPLAINT_LIMITS.contentMax}
              value={result}
              onChange={(event) => setResult(event.target.value)}
              className="mt-1 block w-full rounded border border-gray-300 p-2"
            />
          </label>
        </ConfirmButton>
      )}
    </div>
  );
}
