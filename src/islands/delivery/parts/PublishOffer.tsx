import { useState } from 'react';
import { publishDeliveryOffer } from '../../../lib/api';
import { detailsHref } from '../../../lib/list-definition';
import { LOGISTICS_DETAILS_PATH, withBase } from '../../../lib/routes';
import { SECONDARY_BUTTON } from './styles';

type Step = { state: 'idle' } | { state: 'sending' } | { state: 'published'; offerId: number };

/**
 * 发布为货源: a confirmed shipment put on the market as a cargo offer (lane, cargo, vehicle, date,
 * freight; never an address or a name), then a link to that offer. A refusal is told by the request
 * layer's toast.
 */
export default function PublishOffer({ deliveryId }: { deliveryId: number }) {
  const [step, setStep] = useState<Step>({ state: 'idle' });
  if (step.state === 'published') {
    return (
      <a
        href={withBase(import.meta.env.BASE_URL, detailsHref(LOGISTICS_DETAILS_PATH, step.offerId))}
        className={SECONDARY_BUTTON}
      >
        已发布为货源，查看货源
      </a>
    );
  }
  const send = () => {
    setStep({ state: 'sending' });
    publishDeliveryOffer(deliveryId).then(
      (created) => setStep({ state: 'published', offerId: created.id }),
      () => setStep({ state: 'idle' }),
    );
  };
  return (
    <button
      type="button"
      onClick={send}
      disabled={step.state === 'sending'}
      aria-busy={step.state === 'sending' || undefined}
      className={SECONDARY_BUTTON}
    >
      发布为货源
    </button>
  );
}
