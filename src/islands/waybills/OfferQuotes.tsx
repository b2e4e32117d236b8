import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import { listQuotes, type QuotedOffer } from '../../lib/waybills/api';
import { takesQuotes } from '../../lib/shared/rules/quoted-offers';
import { hasToken } from '../../stores/shell/session';
import LoadPending from '../shared/LoadPending';
import { useLoad } from '../shared/useLoad';
import { useOnDemand } from '../shared/useOnDemand';
import type { QuoteWorkProps } from './parts/QuoteWork';

/**
 * 报价 on a standing 货源's page, a section of its own whose room the static page holds (its HTML is
 * rendered with the page): to a visitor the way to sign in, to its publisher every quote with 接受,
 * to anyone else signed in the quote form or their own quote with 撤回. Nothing for offers that take
 * no quotes (rules/quoted-offers.ts).
 */
export default function OfferQuotes({ offer }: { offer: QuotedOffer }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasToken()), []);
  if (!takesQuotes(offer)) return null;
  return (
    <section
      aria-labelledby="offer-quotes"
      className="min-h-60 rounded-lg border border-gray-200 bg-white p-6 max-sm:min-h-[30rem]"
    >
      <h2 id="offer-quotes" className="mb-3 text-base font-semibold text-gray-900">
        报价
      </h2>
      {signedIn ? <Quotes offer={offer} /> : <p className="text-sm text-gray-600">登录后可以向货主报价。</p>}
    </section>
  );
}

const loadWork = () => import('./parts/QuoteWork');

function Quotes({ offer }: { offer: QuotedOffer }) {
  const load = useLoad(`quotes-${offer.id}`, () => listQuotes(offer.id, { skipErrorHandler: true }));
  const work = useOnDemand<QuoteWorkProps>(loadWork);
  useEffect(work.load, []);
  if (work.failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        报价功能未能加载，请检查网络后
        <button type="button" className="ml-1 text-primary underline" onClick={work.load}>
          重试
        </button>
      </p>
    );
  if (load.status !== 'ready' && load.data === null) return <LoadPending load={load} />;
  if (!work.Component) return <LoadPending load={{ status: 'loading', error: null }} />;
  const { owner, list } = load.data ?? { owner: false, list: [] };
  return <work.Component offer={offer} owner={owner} quotes={list} refresh={load.retry} />;
}
