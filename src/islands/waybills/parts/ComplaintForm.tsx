import { useState, type FormEvent } from 'react';
import { fileComplaint } from '../../../lib/complaints/api';
import { newIdempotencyKey } from '../../../lib/request/api';
import { toRequestError } from '../../../lib/request/errors';
import { COMPLAINT_CATEGORY_LABELS } from '../../../lib/shared/complaint-labels';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '../../../lib/shared/contract/complaints';
import { COMPLAINT_LIMITS } from '../../../lib/shared/rules/complaint-limits';
import BusyButton from '../../shared/BusyButton';
import ImageUpload from '../../shared/ImageUpload';

const BUTTON =
  'h-10 rounded-md bg-primary px-5 text-sm font-medium text-white hover:bg-primary-hover disabled:opacity-60';

/**
 * 投诉: a category (radio buttons, arrow keys move between them), what happened and a photo. What is
 * missing is said before sending; the server's refusal (one unresolved complaint per party, the
 * window after 已签收) under the form. One key per filled form, so a second click sends it once.
 */
export default function ComplaintForm({ waybillId, onFiled }: { waybillId: number; onFiled: () => void }) {
  const [category, setCategory] = useState<ComplaintCategory | null>(null);
  const [content, setContent] = useState('');
  const [photo, setPhoto] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (category === null) return setSaid('请选择投诉类型');
    if (content.trim() === '') return setSaid('请填写投诉内容');
    setBusy(true);
    setSaid('');
    try {
      await fileComplaint(waybillId, { category, content, fileIds: photo ? [photo] : [] }, key, {
        skipErrorHandler: true,
      });
      setKey(newIdempotencyKey());
      onFiled();
    } catch (error) {
      setSaid(toRequestError(error).errorMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="投诉" className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">投诉类型</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {COMPLAINT_CATEGORIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="complaint-category"
                value={value}
                checked={category === value}
                onChange={() => setCategory(value)}
              />
              {COMPLAINT_CATEGORY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-700">
        投诉内容
        <textarea
          rows={4}
          maxLength={COMPLAINT_LIMITS.contentMax}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          className="rounded-md border border-gray-300 p-2 text-sm font-normal"
        />
      </label>
      <ImageUpload
        id="complaint-photo"
        label="照片（选填）"
        hint="如货损照片、聊天记录截图"
        onChange={setPhoto}
      />
      <BusyButton busy={busy} busyText="提交中..." className={BUTTON}>
        提交投诉
      </BusyButton>
      <p role="status" className="min-h-5 text-sm text-red-700">
        {said}
      </p>
    </form>
  );
}
