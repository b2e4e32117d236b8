import { useEffect, useState } from 'react';
import { withBase } from '../../lib/routes';
import DeliveryDetails from './DeliveryDetails';
import { SECONDARY_BUTTON } from './styles';
import { deliveryIdFromUrl } from './useDelivery';

/**
 * `?id=` shows that shipment. Without it the page is to list the user's shipments (GET /deliveries)
 * once the portal's list building block exists; until then it points to the form.
 */
export default function DeliveryDetailsPage() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(deliveryIdFromUrl()), []);
  if (id === undefined) return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (id === null) {
    return (
      <div className="rounded-lg bg-white px-6 py-10 text-center shadow-sm">
        <p className="text-gray-700">未指定发货单。</p>
        <a
          href={withBase(import.meta.env.BASE_URL, '/basic/portal/deliveryPage')}
          className={`mt-4 inline-block ${SECONDARY_BUTTON}`}
        >
          我要发货
        </a>
      </div>
    );
  }
  return <DeliveryDetails id={id} />;
}
