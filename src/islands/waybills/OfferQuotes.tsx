import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import type { LogisticsInfoDetail } from '../../lib/shared/contract';
import { listQuotes } from '../../lib/waybills/api';
import { hasToken } from '../../stores/shell/session';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import QuoteForm from './parts/QuoteForm';
import QuoteList from './parts/QuoteList';

/** What the quotes need of their offer. */
export type QuotedOffer = Pick<LogisticsInfoDetail, 'id' | 'title' | 'kind' | 'state'>;

/**
 * 报价 on a standing 货源's page, a section of its own whose room the static page holds (its HTML is
 * rendered with the page): to a visitor the way to sign in, to its publisher every quote with 接受,
 * to anyone else signed in the quote form or their own quote with 撤回. Nothing for other offers.
 */
export default function OfferQuotes({ offer }: { offer: QuotedOffer }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasToken()), []);
  if (offer.kind !== 'cargo' || offer.state !== 'published') return null;
  return (
    <section
      aria-labelledby="offer-quotes"
      className="min-h-40 rounded-lg border border-gray-200 bg-white p-6"
    >
      <h2 id="offer-quotes" className="mb-3 text-base font-semibold text-gray-900">
        报价
      </h2>
      {signedIn ? <Quotes offer={offer} /> : <p className="text-sm text-gray-600">登录后可以向货主报价。</p>}
    </section>
  );
}

function Quotes({ offer }: { offer: QuotedOffer }) {
  const load = useLoad(`quotes-${offer.id}`, () => listQuotes(offer.id, { skipErrorHandler: true }));
  if (load.status !== 'ready' && load.data === null) return <LoadPending load={load} />;
  const { owner, list } = load.data ?? { owner: false, list: [] };
  if (owner) return <QuoteList offer={offer} quotes={list} refresh={load.retry} />;
  return (
    <QuoteForm
      offer={offer}
      own={list.find((quote) => quote.state === 'open') ?? null}
      refresh={load.retry}
    />
  );
}
