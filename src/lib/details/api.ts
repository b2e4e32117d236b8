/** The details block's one call of its own: an item's contact, read with the user's token. */
import { get } from '../request/api.ts';

/** A details item's contact as the API answers it: full for a signed-in user, masked otherwise. */
export interface Contact {
  contactPhone: string;
  contactMasked: boolean;
}
/** The contact of the item at `path` (`/routes/12`), read with the user's token; no toast, no redirect. */
export const getContact = (path: string): Promise<Contact> =>
  get<Contact>(`/api${path}`, undefined, { hideMessage: true, skipErrorHandler: true }).then(
    ({ contactPhone, contactMasked }) => ({ contactPhone, contactMasked }),
  );
