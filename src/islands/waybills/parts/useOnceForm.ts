/** A rating's form sent once per filled form (one Idempotency-Key): busy while sending, a refusal said. */
import { useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '../../../lib/request/api';
import { toRequestError } from '../../../lib/request/errors';

export function useOnceForm<T>(send: (key: string) => Promise<T>, done: (answer: T) => void) {
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);
  /** Sends unless busy or `missing` names what to fill first. */
  const submit = (event: FormEvent, missing?: string) => {
    event.preventDefault();
    if (busy) return;
    setSaid(missing ?? '');
    if (missing) return;
    setBusy(true);
    send(key)
      .then(done, (error: unknown) => setSaid(toRequestError(error).errorMessage))
      .finally(() => setBusy(false));
  };
  return { said, busy, submit };
}
