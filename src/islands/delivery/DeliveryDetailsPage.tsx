import { useEffect, useState } from 'react';
import DeliveryDetails from './DeliveryDetails';
import { deliveryIdFromUrl } from './useDelivery';

/** `?id=` shows that shipment; without it, the user's shipments. */
export default function DeliveryDetailsPage() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(deliveryIdFromUrl()), []);
  if (id === undefined) return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (id === null) return <p className="py-10 text-center text-gray-600">暂无数据</p>;
  return <DeliveryDetails id={id} />;
}
