import { useId, useState } from 'react';
import { confirmDelivery, publishDeliveryOffer } from '../../../lib/delivery/api';
import type { Delivery } from '../../../lib/shared/contract';
import { loadFailureText } from '../../../lib/request/load';
import BusyButton from '../../shared/BusyButton';
import { PRIMARY_BUTTON } from './styles';

interface ConfirmStepProps {
  delivery: Delivery;
  /** Both steps went through (or only confirming was asked): on to the result page. */
  onDone: () => void;
  /** Confirmed, but publishing was refused: the page shows the confirmed shipment and why. */
  onConfirmedOnly: (confirmed: Delivery, reason: string) => void;
}

const PUBLIC_TEXT =
  '确认后发货单不能再修改，并作为货源发布到「物流信息」：承运方可以看到线路、货物、车辆要求、装货日期和运费，并可查看发货人电话联系你；详细地址和收发货人姓名不公开。';
const PRIVATE_TEXT =
  '确认后发货单不能再修改，只有你自己可见，承运方看不到；之后可随时在发货单页面「发布为货源」。';

/**
 * 确认: what confirming will do, said before it is done. 同时发布为货源 is on by default; the button
 * names what happens (确认并发布为货源, or 仅确认发货单). A refused publication leaves the shipment
 * confirmed and says why, so the shipper can publish it again from the same page.
 */
export default function ConfirmStep({ delivery, onDone, onConfirmedOnly }: ConfirmStepProps) {
  const [publish, setPublish] = useState(true);
  const [sending, setSending] = useState(false);
  const hintId = useId();

  async function confirm() {
    setSending(true);
    let confirmed: Delivery;
    try {
      confirmed = await confirmDelivery(delivery.id);
    } catch {
      setSending(false); // the request layer said why; nothing changed
      return;
    }
    if (!publish) return onDone();
    try {
      await publishDeliveryOffer(delivery.id, { hideMessage: true });
      onDone();
    } catch (error) {
      onConfirmedOnly(confirmed, loadFailureText(error));
    }
  }

  return (
    <fieldset className="flex w-full flex-col gap-3 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">确认发货单</legend>
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          checked={publish}
          onChange={(event) => setPublish(event.target.checked)}
          aria-describedby={hintId}
          className="size-4"
        />
        同时发布为货源（承运方可在「物流信息」中找到）
      </label>
      <p id={hintId} className="text-sm text-gray-600">
        {publish ? PUBLIC_TEXT : PRIVATE_TEXT}
      </p>
      <div>
        <BusyButton
          busy={sending}
          busyText="提交中..."
          onClick={() => void confirm()}
          className={PRIMARY_BUTTON}
        >
          {publish ? '确认并发布为货源' : '仅确认发货单'}
        </BusyButton>
      </div>
    </fieldset>
  );
}
