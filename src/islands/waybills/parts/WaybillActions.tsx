import { useState } from 'react';
import { addWaybillEvent } from '../../../lib/waybills/api';
import { FormRefusal } from '../../../lib/request/refusal';
import { toRequestError } from '../../../lib/request/errors';
import { type WaybillDetail, type WaybillRole } from '../../../lib/shared/contract';
import { WAYBILL_EVENT_LABELS } from '../../../lib/shared/waybill-labels';
import { stepsFor } from '../../../lib/shared/waybill-steps';
import BusyButton from '../../shared/BusyButton';
import ConfirmButton from '../../shared/ConfirmButton';
import ImageUpload from '../../shared/ImageUpload';

interface WaybillActionsProps {
  waybill: WaybillDetail;
  /** The viewer's party; null for an editor, who reads but takes no step. */
  role: WaybillRole | null;
  onChanged: (waybill: WaybillDetail) => void;
}

const BUTTON =
  'rounded-md bg-primary-active px-4 py-2 text-sm text-white hover:bg-primary-active/90 disabled:opacity-60';
const QUIET = 'rounded-md border border-red-300 px-4 py-2 text-sm text-red-700 hover:bg-red-50';

/**
 * The steps the viewer may take next (src/lib/shared/waybill-steps.ts): 已装货 and 已发车 at once,
 * 已送达 with the 回单 photo, 已签收 and 取消 (with its reason) asked first in the confirm dialog.
 */
export default function WaybillActions({ waybill, role, onChanged }: WaybillActionsProps) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [receipt, setReceipt] = useState('');
  const [reason, setReason] = useState('');
  const steps = stepsFor(waybill.state, role);
  if (steps.length === 0 && said === '') return null;

  const take = async (type: (typeof steps)[number], extra: { note?: string; fileIds?: string[] } = {}) => {
    const changed = await addWaybillEvent(waybill.id, { type, ...extra }, { skipErrorHandler: true });
    onChanged(changed);
    setSaid(`运单${WAYBILL_EVENT_LABELS[type]}`);
  };
  /** A step taken at once (its button busy meanwhile); a refusal is said under the buttons. */
  const now = (type: (typeof steps)[number], extra?: { fileIds?: string[] }) => () => {
    setBusy(true);
    setSaid('');
    take(type, extra)
      .catch((error: unknown) => setSaid(toRequestError(error).errorMessage))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="waybill-actions" className="print:hidden">
      <h2 id="waybill-actions" className="mb-3 text-base font-semibold text-gray-900">
        下一步
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        {steps.includes('loaded') && (
          <BusyButton busy={busy} busyText="提交中..." onClick={now('loaded')} className={BUTTON}>
            确认已装货
          </BusyButton>
        )}
        {steps.includes('departed') && (
          <BusyButton busy={busy} busyText="提交中..." onClick={now('departed')} className={BUTTON}>
            确认已发车
          </BusyButton>
        )}
        {steps.includes('delivered') && (
          <div className="space-y-2">
            <ImageUpload
              id="waybill-receipt"
              label="签收回单照片"
              hint="请拍摄收货方签字的回单"
              onChange={setReceipt}
            />
            <BusyButton
              busy={busy}
              busyText="提交中..."
              onClick={
                receipt ? now('delivered', { fileIds: [receipt] }) : () => setSaid('请先上传签收回单照片')
              }
              className={BUTTON}
            >
              确认已送达
            </BusyButton>
          </div>
        )}
        {steps.includes('received') && (
          <ConfirmButton
            text="确认签收"
            className={BUTTON}
            title={`确认签收运单 ${waybill.waybillNo}`}
            question="确认货物已按约送达并签收？确认后运单完成，不能撤销。"
            confirmText="确认签收"
            busyText="提交中..."
            tone="primary"
            onConfirm={() => take('received')}
          />
        )}
        {steps.includes('cancelled') && (
          <ConfirmButton
            text="取消运单"
            className={QUIET}
            title={`取消运单 ${waybill.waybillNo}`}
            question="取消后运单结束，对方会收到通知，不能撤销。"
            confirmText="确定取消"
            busyText="取消中..."
            onConfirm={async () => {
              if (reason.trim() === '') throw new FormRefusal('请填写取消原因');
              await take('cancelled', { note: reason });
            }}
          >
            <label className="mt-3 block text-sm text-gray-700">
              取消原因
              <textarea
                className="mt-1 block w-full rounded border border-gray-300 p-2"
                rows={3}
                maxLength={200}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
          </ConfirmButton>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
        {said}
      </p>
    </section>
  );
}
