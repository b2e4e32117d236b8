import '../../stores/request-effects';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { telHref } from '../../lib/format';
import { fetchContact, type Contact } from '../../lib/list-source';
import { loginUrlFor } from '../../lib/redirect';
import { $currentUser } from '../../stores/session';

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
 * 联系电话 of a logistics item, a route or an enterprise (docs/decisions.md, "One phone mask"):
 * masked with 登录后查看 for a visitor; for a signed-in user the full number, read with the token,
 * as a `tel:` link.
 */
export default function ContactPhone({ phone, masked, endpoint, back }: ContactPhoneProps) {
  const user = useStore($currentUser, { ssr: () => null });
  const [contact, setContact] = useState<Contact>({ contactPhone: phone, contactMasked: masked });

  useEffect(() => {
    if (!user || !masked || !endpoint) return;
    let live = true;
    fetchContact(endpoint).then(
      (answer) => live && setContact(answer),
      // The masked number stays; the page has nothing more to say about it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [user, masked, endpoint]);

  return (
    <section
      aria-label="联系方式"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-5 text-sm"
    >
      <span className="text-gray-500">联系电话</span>
      {contact.contactMasked || !contact.contactPhone ? (
        <span className="font-medium tracking-wide text-gray-900" data-testid="contact-phone">
          {contact.contactPhone || '-'}
        </span>
      ) : (
        <a
          href={telHref(contact.contactPhone)}
          className="font-medium tracking-wide text-primary hover:underline"
          data-testid="contact-phone"
        >
          {contact.contactPhone}
        </a>
      )}
      {contact.contactMasked && !user && (
        <a href={loginUrlFor(back)} className="text-primary hover:underline">
          登录后查看
        </a>
      )}
    </section>
  );
}
