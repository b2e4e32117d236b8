import { useEffect, useState } from 'react';
import { deliveryList } from '../../lib/delivery-list';
import ListView from '../list/ListView';
import DeliveryDetails from './DeliveryDetails';
import { deliveryIdFromUrl } from './useDelivery';

/** `?id=` shows that shipment; without it, the user's shipments, newest first, paged. */
export default function DeliveryDetailsPage() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(deliveryIdFromUrl()), []);
  if (id === undefined) return <p className="py-10 text-center text-gray-600">载入中...</p>;
  if (id === null) return <ListView list={deliveryList} initial={null} rowKey={(delivery) => delivery.id} />;
  return <DeliveryDetails id={id} />;
}
