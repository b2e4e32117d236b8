import { useEffect, useRef, useState } from 'react';
import { publishDeliveryOffer } from '../../../lib/delivery/api';
import { detailsHref } from '../../../lib/list/list-definition';
import { LOGISTICS_DETAILS_PATH, withBase } from '../../../lib/shared/routes';
import BusyButton from '../../shared/BusyButton';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './styles';

interface PublishOfferProps {
  deliveryId: number;
  /** The cargo offer the shipment stands as now, or null while it is not public. */
  offerId: number | null;
  onPublished: (offerId: number) => void;
}

/**
 * 发布为货源: a confirmed shipment put on the market as a cargo offer (lane, cargo, vehicle, date,
 * freight; never an address or a name); once public, a link to that offer. A refusal is told by the
 * request layer's toast.
 */
export default function PublishOffer({ deliveryId, offerId, onPublished }: PublishOfferProps) {
  const [sending, setSending] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // The button just published it and is gone: the focus goes on to what replaced it.
  useEffect(() => {
    if (sending && offerId !== null) link.current?.focus();
  }, [sending, offerId]);
  if (offerId !== null) {
    return (
      <a
        ref={link}
        href={withBase(import.meta.env.BASE_URL, detailsHref(LOGISTICS_DETAILS_PATH, offerId))}
        className={SECONDARY_BUTTON}
      >
        查看货源
      </a>
    );
  }
  const send = () => {
    setSending(true);
    publishDeliveryOffer(deliveryId).then(
      (created) => onPublished(created.id),
      () => setSending(false),
    );
  };
  return (
    <BusyButton busy={sending} busyText="发布中..." onClick={send} className={PRIMARY_BUTTON}>
      发布为货源
    </BusyButton>
  );
}
