import { useEffect, useState } from 'react';
import * as api from '../../../lib/favorites/api';
import { KEPT_PUBLISHER_LABELS, LOGISTICS_KIND_LABELS } from '../../../lib/shared/kind-labels';
import BlockButton from '../../shared/BlockButton';
import ReportButton from '../../shared/ReportButton';
import { BLOCK_TEXT, BUTTON_BOX, type KeepProps } from './keep-buttons';

type Kept = { offer: boolean; publisher: boolean } | null;

/**
 * The buttons themselves: toggles (`aria-pressed`) on `PUT`/`DELETE /user/favorites/…`, unseen while
 * the account's favourites are read; 屏蔽 asks first (BlockButton); 举报 opens the post page's report
 * dialog on the offer (`POST /reports {target: 'offer'}`).
 */
export default function ActiveKeepButtons({ offerId, kind, publisherId }: KeepProps) {
  const [kept, setKept] = useState<Kept>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.getFavorites({ hideMessage: true, skipErrorHandler: true }).then(
      (favorites) =>
        live &&
        setKept({
          offer: favorites.offers.some((offer) => offer.id === offerId),
          publisher: favorites.users.some((user) => user.id === publisherId),
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [offerId, publisherId]);

  async function toggle(what: 'offer' | 'publisher', on: boolean, id: number) {
    setBusy(true);
    try {
      const call = what === 'offer' ? (on ? api.keepOffer : api.dropOffer) : on ? api.keepUser : api.dropUser;
      const state = await call(id);
      setKept((current) => current && { ...current, [what]: state.kept });
    } catch {
      // The request layer has said why; the button keeps its state.
    } finally {
      setBusy(false);
    }
  }

  const button = (what: 'offer' | 'publisher', id: number, label: string, keptLabel: string) => {
    const on = kept?.[what] ?? false;
    return (
      <button
        type="button"
        aria-pressed={on}
        disabled={busy || kept === null}
        className={`${BUTTON_BOX} ${kept === null ? 'invisible' : ''} ${
          on ? 'border-gray-300 text-gray-700' : 'border-primary text-primary hover:bg-blue-50'
        }`}
        onClick={() => void toggle(what, !on, id)}
      >
        {on ? keptLabel : label}
      </button>
    );
  };

  const publisherLabel = KEPT_PUBLISHER_LABELS[kind];
  return (
    <>
      {button('offer', offerId, '收藏', '已收藏')}
      {publisherId !== null &&
        button('publisher', publisherId, `设为${publisherLabel}`, `已设为${publisherLabel}`)}
      {publisherId !== null && <BlockButton userId={publisherId} name="发布者" className={BLOCK_TEXT} />}
      <ReportButton target="offer" id={offerId} what={LOGISTICS_KIND_LABELS[kind]} />
    </>
  );
}
