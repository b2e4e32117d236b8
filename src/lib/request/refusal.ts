/**
 * How a refusal is said: the words a form, a dialog or a button shows for a failed request. In the
 * request layer (every page's core) so that a dialog that only says a refusal loads no form code.
 */
import { RequestError } from './errors.ts';

/**
 * A failure the browser itself explains (e.g. storage refused the login): thrown by a form's `send`,
 * its message is shown above the form as it is.
 */
export class FormRefusal extends Error {
  override name = 'FormRefusal';
}

/**
 * The Chinese text a form shows for a failed request: the server's own message when it sent one,
 * the catalogue's text for a failure of the transport (no connection, timeout, an answer that is not
 * the envelope), otherwise the form's generic line.
 */
export function formErrorText(error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (error instanceof FormRefusal) return error.message;
  if (error instanceof RequestError) {
    if (error.fromServer || error.kind !== 'business') return error.errorMessage;
  }
  return fallback;
}
