import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import { getContact, type Contact } from '../../lib/details/api';
import { loginUrlFor } from '../../lib/site/redirect';
import { getToken } from '../../lib/request/storage';

interface ContactPhoneProps {
  /** The phone as the page was given it: masked for a visitor (and always in the static build). */
  phone: string;
  masked: boolean;
  /**
   * The item's contract endpoint (`/routes/12`), read again with the token when a signed-in user
   * opens a page built with the masked phone; left out where the item was already read at run time.
   */
  endpoint?: string;
  /** The page to come back to after 登录后查看 (without the base path). */
  back: string;
}

/**
 * 联系电话 of a logistics item, a route or an enterprise, inside `ContactSection` (docs/decisions.md,
 * "One phone mask"): masked with 登录后查看 for a visitor; for a signed-in user the full number, read
 * with the token, as a `tel:` link (a phone holds digits and hyphens only, which `tel:` accepts as they
 * are, the hyphen being a visual separator). A token the server no longer accepts gets the masked number
 * again, and 登录后查看 stays.
 */
export default function ContactPhone({ phone, masked, endpoint, back }: ContactPhoneProps) {
  const [contact, setContact] = useState<Contact>({ contactPhone: phone, contactMasked: masked });

  useEffect(() => {
    // On failure the masked number stays; the page has nothing more to say about it.
    if (masked && endpoint && getToken()) getContact(endpoint).then(setContact, () => undefined);
  }, [masked, endpoint]);

  const number = contact.contactPhone;
  return (
    <>
      {contact.contactMasked ? (
        <span className="font-medium tracking-wide text-gray-900" data-testid="contact-phone">
          {number}
        </span>
      ) : (
        <a
          href={`tel:${number}`}
          className="font-medium tracking-wide text-primary"
          data-testid="contact-phone"
        >
          {number}
        </a>
      )}
      {contact.contactMasked && (
        <a href={loginUrlFor(back)} className="text-primary hover:underline">
          登录后查看
        </a>
      )}
    </>
  );
}
