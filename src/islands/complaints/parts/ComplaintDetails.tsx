import { useState, type FormEvent } from 'react';
import { addStatement, getComplaint } from '../../../lib/complaints/api';
import { newIdempotencyKey } from '../../../lib/request/api';
import { toRequestError } from '../../../lib/request/errors';
import { COMPLAINT_LIMITS } from '../../../lib/shared/rules/complaint-limits';
import BusyButton from '../../shared/BusyButton';
import ComplaintRecord from '../../shared/ComplaintRecord';
import ImageUpload from '../../shared/ImageUpload';
import LoadPending from '../../shared/LoadPending';
import { useLoad } from '../../shared/useLoad';

const BUTTON =
  'h-10 rounded-md bg-primary px-5 text-sm font-medium text-white hover:bg-primary-hover disabled:opacity-60';

/**
 * A complaint's file for its parties: the complaint and every statement with their photos, the
 * result once resolved, and 补充说明 (words and a photo, exactly once) until then.
 */
export default function ComplaintDetails({ id, onChanged }: { id: number; onChanged: () => void }) {
  const load = useLoad(String(id), () => getComplaint(id));
  const [content, setContent] = useState('');
  const [photo, setPhoto] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  if (load.status !== 'ready') return <LoadPending load={load} />;
  const file = load.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (content.trim() === '') return setSaid('请填写补充说明');
    setBusy(true);
    setSaid('');
    try {
      load.replace(
        await addStatement(id, { content, fileIds: photo ? [photo] : [] }, key, { skipErrorHandler: true }),
      );
      setKey(newIdempotencyKey());
      setContent('');
      onChanged();
    } catch (error) {
      setSaid(toRequestError(error).errorMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <ComplaintRecord file={file} />
      {file.state !== 'resolved' && (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="补充说明" className="space-y-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-700">
            补充说明
            <textarea
              rows={3}
              maxLength={COMPLAINT_LIMITS.contentMax}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              className="rounded-md border border-gray-300 p-2 text-sm font-normal"
            />
          </label>
          <ImageUpload id={`statement-photo-${id}`} label="照片（选填）" onChange={setPhoto} />
          <BusyButton busy={busy} busyText="提交中..." className={BUTTON}>
            提交说明
          </BusyButton>
          <p role="status" className="min-h-5 text-sm text-red-700">
            {said}
          </p>
        </form>
      )}
    </div>
  );
}
