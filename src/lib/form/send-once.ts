/**
 * A submission sent once per Idempotency-Key (an offer, a shipment). When the server says the key's
 * earlier request is still unknown to it (a conflict), the form takes a new key and says, in its own
 * words, where to look before sending again.
 */
import { ErrorCodes } from '../shared/contract.ts';
import { RequestError } from '../request/errors.ts';

export async function sendOnce<T>(
  send: () => Promise<T>,
  renewKey: () => void,
  conflictText: string,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof RequestError && error.errorCode === ErrorCodes.idempotencyConflict) {
      renewKey();
      throw new RequestError({ kind: 'business', errorMessage: conflictText, fromServer: true });
    }
    throw error;
  }
}
