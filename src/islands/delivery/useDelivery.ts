import { useCallback, useEffect, useState } from 'react';
import { getDelivery } from '../../lib/api';
import { ErrorCodes, type Delivery } from '../../lib/contract';
import { RequestError } from '../../lib/errors';
import { readItemId } from '../../lib/list-definition';

export type DeliveryLoad =
  | { state: 'loading' }
  | { state: 'loaded'; delivery: Delivery }
  | { state: 'failed'; message: string; missing: boolean };

/** The shipment named by the page's `?id=`, or null. */
export function deliveryIdFromUrl(): number | null {
  return readItemId(window.location.search);
}

/**
 * Loads one of the user's shipments. Failures are shown by the page (the request layer's message and
 * 重试); an expired login still ends the session as everywhere else.
 */
export function useDelivery(id: number) {
  const [load, setLoad] = useState<DeliveryLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    getDelivery(id, { hideMessage: true }).then(
      (delivery) => current && setLoad({ state: 'loaded', delivery }),
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof RequestError ? error : undefined;
        setLoad({
          state: 'failed',
          message: failure?.errorMessage || '载入失败',
          missing: failure?.errorCode === ErrorCodes.notFound,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((delivery: Delivery) => setLoad({ state: 'loaded', delivery }), []);
  return { load, retry, replace };
}
