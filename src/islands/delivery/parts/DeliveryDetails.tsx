import '../../../stores/shell/request-effects';
import { useState } from 'react';
import { cancelDelivery } from '../../../lib/delivery/api';
import { detailsHref } from '../../../lib/list/list-definition';
import { DELIVERY_COMPLETE_PATH, DELIVERY_FORM_PATH, withBase } from '../../../lib/shared/routes';
import { showToast } from '../../../stores/shell/feedback';
import { navigate } from '../../../stores/shell/navigation';
import CancelDialog from './CancelDialog';
import ConfirmStep from './ConfirmStep';
import DeliverySheet from './DeliverySheet';
import LoadPending from '../../shared/LoadPending';
import PublicState from './PublicState';
import PublishOffer from './PublishOffer';
import { SECONDARY_BUTTON } from './styles';
import { isMissingDelivery, useDelivery } from './useDelivery';

/**
 * One shipment for review: a draft is confirmed (and by default published as a 货源, ConfirmStep),
 * changed (修改, back to the form) or cancelled (asked first); a confirmed one says whether carriers
 * can see it and may be published as a cargo offer (发布为货源).
 */
export default function DeliveryDetails({ id }: { id: number }) {
  const load = useDelivery(id);
  const [publishFailure, setPublishFailure] = useState('');

  if (load.status !== 'ready') return <LoadPending load={load} mendable={!isMissingDelivery(load.error)} />;
  const delivery = load.data;

  async function cancel() {
    load.replace(await cancelDelivery(delivery.id));
    showToast('success', '发货单已取消');
  }

  return (
    <article className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow-sm">
      <DeliverySheet delivery={delivery} />
      {publishFailure && (
        <p role="alert" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-800">
          发货单已确认，但未能发布为货源：{publishFailure}。承运方暂时看不到它，可稍后点击「发布为货源」重试。
        </p>
      )}
      {delivery.status === 'confirmed' && <PublicState delivery={delivery} />}
      {delivery.status !== 'cancelled' && (
        <div className="flex flex-wrap items-start gap-3 border-t border-gray-100 pt-4">
          {delivery.status === 'draft' && (
            <>
              <ConfirmStep
                delivery={delivery}
                onDone={() => navigate(detailsHref(DELIVERY_COMPLETE_PATH, delivery.id))}
                onConfirmedOnly={(confirmed, reason) => {
                  load.replace(confirmed);
                  setPublishFailure(reason.replace(/[。．.！!]+$/u, ''));
                }}
              />
              <a
                href={withBase(import.meta.env.BASE_URL, detailsHref(DELIVERY_FORM_PATH, delivery.id))}
                className={SECONDARY_BUTTON}
              >
                修改
              </a>
            </>
          )}
          {delivery.status === 'confirmed' && (
            <PublishOffer
              deliveryId={delivery.id}
              offerId={delivery.offerId}
              onPublished={(offerId) => {
                setPublishFailure('');
                load.replace({ ...delivery, offerId });
              }}
            />
          )}
          <CancelDialog orderNo={delivery.orderNo} onConfirm={cancel} />
        </div>
      )}
    </article>
  );
}
