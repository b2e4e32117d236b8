import { useCallback, useEffect, useState } from 'react';
import { getDelivery } from '../../../lib/delivery/api';
import { ErrorCodes, type Delivery } from '../../../lib/shared/contract';
import { RequestError } from '../../../lib/request/errors';
import { readItemId } from '../../../lib/list/list-definition';

/** `missing`: an unknown shipment, which 重试 cannot mend. */
export type DeliveryLoad =
  | { status: 'loading' }
  | { status: 'ready'; delivery: Delivery }
  | { status: 'failed'; error: unknown; missing: boolean };

/** The shipment named by the page's `?id=`, or null. */
export function deliveryIdFromUrl(): number | null {
  return readItemId(window.location.search);
}

/**
 * Loads one of the user's shipments. Failures are shown by the page (the request layer's message and
 * 重试); an expired login still ends the session as everywhere else.
 */
export function useDelivery(id: number) {
  const [load, setLoad] = useState<DeliveryLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    getDelivery(id, { hideMessage: true }).then(
      (delivery) => current && setLoad({ status: 'ready', delivery }),
      (error: unknown) => {
        if (!current) return;
        const missing = error instanceof RequestError && error.errorCode === ErrorCodes.notFound;
        setLoad({ status: 'failed', error, missing });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((delivery: Delivery) => setLoad({ status: 'ready', delivery }), []);
  return { load, retry, replace };
}
