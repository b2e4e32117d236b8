import { getDelivery } from '../../../lib/delivery/api';
import { type Delivery } from '../../../lib/shared/contract';
import { ErrorCodes } from '../../../lib/shared/contract/error-codes';
import { RequestError } from '../../../lib/request/errors';
import { readItemId } from '../../../lib/list/list-definition';
import { useLoad, type Loaded } from '../../shared/useLoad';

/** The shipment named by the page's `?id=`, or null. */
export function deliveryIdFromUrl(): number | null {
  return readItemId(window.location.search);
}

/** An unknown shipment, which 重试 cannot mend. */
export const isMissingDelivery = (error: unknown): boolean =>
  error instanceof RequestError && error.errorCode === ErrorCodes.notFound;

/**
 * Loads one of the user's shipments. Failures are shown by the page (the request layer's message and
 * 重试); an expired login still ends the session as everywhere else.
 */
export function useDelivery(id: number): Loaded<Delivery> {
  return useLoad(`delivery-${id}`, () => getDelivery(id, { hideMessage: true }));
}
