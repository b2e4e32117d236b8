import '../../stores/request-effects';
import { useEffect, useState } from 'react';
import { MY_DELIVERIES_PATH, withBase } from '../../lib/routes';
import DeliveryDetails from './parts/DeliveryDetails';
import { deliveryIdFromUrl } from './parts/useDelivery';

const loading = <p className="py-10 text-center text-gray-600">载入中...</p>;

/**
 * `?id=` shows that shipment for review. An address without an id (an old link to the shipments, which
 * now have their own page) goes on to 我的发货单, replacing itself so that 返回 does not bounce.
 */
export default function DeliveryDetailsPage() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    const found = deliveryIdFromUrl();
    if (found === null && window.location.search === '') {
      window.location.replace(withBase(import.meta.env.BASE_URL, MY_DELIVERIES_PATH));
      return;
    }
    setId(found);
  }, []);
  if (id === undefined) return loading;
  if (id === null)
    return (
      <p role="alert" className="py-10 text-center text-gray-700">
        发货单编号不正确。
        <a
          className="text-primary-active underline"
          href={withBase(import.meta.env.BASE_URL, MY_DELIVERIES_PATH)}
        >
          查看我的发货单
        </a>
      </p>
    );
  return <DeliveryDetails id={id} />;
}
