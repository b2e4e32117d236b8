import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import { MY_DELIVERIES_PATH, withBase } from '../../lib/shared/routes';
import DeliveryDetails from './parts/DeliveryDetails';
import { deliveryIdFromUrl } from './parts/useDelivery';

/**
 * `?id=` shows that shipment for review. Without one (an old link to the shipments, which now have a
 * page of their own) the page says so and leads to 我的发货单.
 */
export default function DeliveryDetailsPage() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(deliveryIdFromUrl()), []);
  if (id === undefined) return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (id === null)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-gray-700">
        <p>缺少发货单编号，请从我的发货单中选择要查看的发货单。</p>
        <a
          className="rounded-md border border-gray-300 bg-white px-4 py-1.5 text-gray-700 hover:border-primary hover:text-primary"
          href={withBase(import.meta.env.BASE_URL, MY_DELIVERIES_PATH)}
        >
          查看我的发货单
        </a>
      </div>
    );
  return <DeliveryDetails id={id} />;
}
