import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import { revealContact } from '../../lib/offers/api';
import type { LogisticsInfoDetail } from '../../lib/shared/contract';
import { RequestError } from '../../lib/request/errors';
import { loginUrlFor } from '../../lib/site/redirect';
import { MY_OFFERS_PATH, withBase } from '../../lib/shared/routes';
import { getToken } from '../../lib/request/storage';
import { useStore } from '@nanostores/react';
import { $currentUser } from '../../stores/shell/session';
import KeepButtons from './parts/KeepButtons';

type Shown =
  | { state: 'masked' }
  | { state: 'revealing' }
  | { state: 'revealed'; phone: string; reveals: number | null }
  | { state: 'refused'; message: string };

/**
 * 联系电话 of an offer: masked for everyone (docs/api.md, Offers). A visitor gets 登录后查看; a
 * signed-in account 查看电话, which asks the server for the number (counted for the publisher,
 * limited per day) and shows it as a `tel:` link; the publisher sees it in full with how many
 * accounts were shown it.
 */
/** What the phone and the keep buttons need of their offer (the static page passes no more into the island's props). */
export type OfferContact = Pick<
  LogisticsInfoDetail,
  'id' | 'kind' | 'publisherId' | 'contactPhone' | 'contactMasked' | 'contactReveals'
>;

export default function RevealPhone({ item, back }: { item: OfferContact; back: string }) {
  const [signedIn, setSignedIn] = useState(false);
  const [shown, setShown] = useState<Shown>(
    item.contactMasked
      ? { state: 'masked' }
      : { state: 'revealed', phone: item.contactPhone, reveals: item.contactReveals },
  );
  useEffect(() => setSignedIn(getToken() !== ''), []);
  const userId = useStore($currentUser, { ssr: () => null })?.id ?? null;
  const own = signedIn && userId !== null && userId === item.publisherId;
  // The static page is a visitor's: its publisher reads their own phone and its count (uncounted).
  useEffect(() => {
    if (own && item.contactMasked) reveal();
  }, [own, item.contactMasked]);
  // 收藏, 常用… and 屏蔽 for a signed-in account that is not the publisher; their place for everyone.
  const keep = (
    <KeepButtons
      active={signedIn && userId !== null && !own}
      offerId={item.id}
      kind={item.kind}
      publisherId={item.publisherId}
    />
  );

  const reveal = () => {
    setShown({ state: 'revealing' });
    revealContact(item.id).then(
      (contact) =>
        setShown({ state: 'revealed', phone: contact.contactPhone, reveals: contact.contactReveals }),
      (error: unknown) =>
        setShown({
          state: 'refused',
          message: error instanceof RequestError ? error.errorMessage : '查看电话失败，请稍后重试',
        }),
    );
  };

  if (shown.state === 'revealed') {
    return (
      <>
        <a
          href={`tel:${shown.phone}`}
          className="font-medium tracking-wide text-primary"
          data-testid="contact-phone"
        >
          {shown.phone}
        </a>
        {shown.reveals !== null && <span className="text-sm text-gray-500">已被查看 {shown.reveals} 次</span>}
        {own && (
          <a
            href={withBase(import.meta.env.BASE_URL, MY_OFFERS_PATH)}
            className="text-sm text-primary underline"
          >
            在我的发布中编辑或撤回
          </a>
        )}
        {keep}
      </>
    );
  }
  return (
    <>
      <span className="font-medium tracking-wide text-gray-900" data-testid="contact-phone">
        {item.contactPhone}
      </span>
      {/* One height for both (the line's, 20 px): the built page's link turning into the button moves nothing. */}
      {signedIn ? (
        <button
          type="button"
          className="inline-flex h-5 items-center rounded border border-primary px-3 text-sm text-primary hover:bg-blue-50 disabled:opacity-60"
          onClick={reveal}
          disabled={shown.state === 'revealing'}
        >
          查看电话
        </button>
      ) : (
        <a href={loginUrlFor(back)} className="text-primary hover:underline">
          登录后查看
        </a>
      )}
      {shown.state === 'refused' && (
        <span role="alert" className="text-sm text-red-700">
          {shown.message}
        </span>
      )}
      {keep}
    </>
  );
}
