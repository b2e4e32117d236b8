/**
 * What a form shows for a failed request: under the field the server named, or above the form.
 */
import { ErrorCodes } from '../shared/contract/error-codes.ts';
import { RequestError } from '../request/errors.ts';
import { formErrorText } from '../request/refusal.ts';

/**
 * The request key a server message names (`昵称（nickname）最多20个字符` → `nickname`) and the
 * message without it (`昵称最多20个字符`), or null when it names none. Here, not with the rules
 * (rules/rule.ts), so that a dialog placing a refusal does not load zod.
 */
export function namedField(message: string): { key: string; text: string } | null {
  const match = /（([A-Za-z][\w.]*)）/.exec(message);
  if (!match?.[1]) return null;
  return { key: match[1], text: message.replace(match[0], '') };
}

/** A failure placed on the form: messages under fields, or one message for the whole form. */
export interface FormFailure<N extends string> {
  errors: Partial<Record<N, string>>;
  message: string;
}

/**
 * Places a failed submission. A 10001 answer names its field as `label（key）`: when `key` (or, for
 * an item of a list, `key`'s first part) is one of `names`, the message (without the key) goes under
 * that field. `codeFields` puts other business codes on a field (10005, a wrong SMS code, on the code
 * field). Everything else is form-wide.
 */
export function placeFailure<N extends string>(
  error: unknown,
  names: readonly N[],
  codeFields: Partial<Record<number, N>> = {},
  fallback?: string,
): FormFailure<N> {
  const message = formErrorText(error, fallback);
  if (error instanceof RequestError && error.fromServer && error.errorCode !== undefined) {
    if (error.errorCode === ErrorCodes.invalidInput) {
      const named = namedField(error.errorMessage);
      // An item of a list field (`destinationCodes.0`) belongs under the list's field.
      const name =
        names.find((candidate) => candidate === named?.key) ??
        names.find((candidate) => candidate === named?.key.split('.')[0]);
      if (named && name) return { errors: { [name]: named.text } as Partial<Record<N, string>>, message: '' };
    }
    const name = codeFields[error.errorCode];
    if (name) return { errors: { [name]: message } as Partial<Record<N, string>>, message: '' };
  }
  return { errors: {}, message };
}
