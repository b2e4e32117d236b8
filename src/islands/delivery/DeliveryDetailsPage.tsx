import '../../stores/request-effects';
import { lazy, Suspense, useEffect, useState } from 'react';
import { deliveryIdFromUrl } from './parts/useDelivery';

// Each mode loads its own parts: the review (with its dialog) or the list building block.
const DeliveryDetails = lazy(() => import('./parts/DeliveryDetails'));
const DeliveryList = lazy(() => import('./parts/DeliveryList'));

const loading = <p className="py-10 text-center text-gray-600">载入中...</p>;

/** `?id=` shows that shipment; without it, the user's shipments, newest first, paged. */
export default function DeliveryDetailsPage() {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(deliveryIdFromUrl()), []);
  if (id === undefined) return loading;
  return (
    <Suspense fallback={loading}>{id === null ? <DeliveryList /> : <DeliveryDetails id={id} />}</Suspense>
  );
}
