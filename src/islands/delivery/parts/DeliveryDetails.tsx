import '../../../stores/request-effects';
import { useState } from 'react';
import { cancelDelivery, confirmDelivery } from '../../../lib/api';
import type { Delivery } from '../../../lib/contract';
import { detailsHref } from '../../../lib/list-definition';
import { DELIVERY_COMPLETE_PATH, DELIVERY_FORM_PATH, withBase } from '../../../lib/routes';
import { showToast } from '../../../stores/feedback';
import { navigate } from '../../../stores/navigation';
import CancelDialog from './CancelDialog';
import DeliverySheet from './DeliverySheet';
import LoadFailure from '../../shared/LoadFailure';
import PublishOffer from './PublishOffer';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './styles';
import { useDelivery } from './useDelivery';

/**
 * One shipment for review: 确认发布 (then 发货成功), 修改 (back to the form) and 取消 (asked first);
 * a confirmed one may be published as a cargo offer (发布为货源).
 */
export default function DeliveryDetails({ id }: { id: number }) {
  const { load, retry, replace } = useDelivery(id);
  const [confirming, setConfirming] = useState(false);

  if (load.status === 'loading') return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (load.status === 'failed')
    return <LoadFailure error={load.error} onRetry={load.missing ? undefined : retry} />;
  const { delivery } = load;

  async function publish(target: Delivery) {
    setConfirming(true);
    try {
      await confirmDelivery(target.id);
      navigate(detailsHref(DELIVERY_COMPLETE_PATH, target.id));
    } catch {
      setConfirming(false); // the request layer showed why
    }
  }

  async function cancel() {
    replace(await cancelDelivery(delivery.id));
    showToast('success', '发货单已取消');
  }

  return (
    <article className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow-sm">
      <DeliverySheet delivery={delivery} />
      {delivery.status !== 'cancelled' && (
        <div className="flex flex-wrap gap-3 border-t border-gray-100 pt-4">
          {delivery.status === 'draft' && (
            <>
              <button
                type="button"
                onClick={() => void publish(delivery)}
                disabled={confirming}
                aria-busy={confirming || undefined}
                className={PRIMARY_BUTTON}
              >
                {confirming ? '发布中...' : '确认发布'}
              </button>
              <a
                href={withBase(import.meta.env.BASE_URL, detailsHref(DELIVERY_FORM_PATH, delivery.id))}
                className={SECONDARY_BUTTON}
              >
                修改
              </a>
            </>
          )}
          {delivery.status === 'confirmed' && <PublishOffer deliveryId={delivery.id} />}
          <CancelDialog orderNo={delivery.orderNo} onConfirm={cancel} />
        </div>
      )}
    </article>
  );
}
