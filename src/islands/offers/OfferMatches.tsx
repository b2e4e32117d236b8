import '../../stores/shell/request-effects';
import { useEffect, useState } from 'react';
import { hasToken } from '../../stores/shell/session';
import { useOnDemand } from '../shared/useOnDemand';

import type { MatchedOffer } from './parts/MatchList';

/** Whether an offer has matches to look for: a standing 货源 or 车源. */
const matchable = (item: MatchedOffer): boolean =>
  item.state === 'published' && (item.kind === 'cargo' || item.kind === 'vehicle');

/** The list's code comes for a signed-in account only: a visitor's page does not carry it. */
const loadList = () => import('./parts/MatchList');

/**
 * 匹配的车源 under a standing cargo offer, 匹配的货源 under a standing truck, for a signed-in
 * account: the offers of the other kind that suit it (GET /logistics-info/:id/matches), best first,
 * each linking to its page. A visitor reads the offer's static page without a request; the section
 * comes below everything else, so nothing moves when it arrives.
 */
export default function OfferMatches({ item }: { item: MatchedOffer }) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasToken()), []);
  if (!signedIn || !matchable(item)) return null;
  return <Matches item={item} />;
}

function Matches({ item }: { item: MatchedOffer }) {
  const list = useOnDemand<{ item: MatchedOffer }>(loadList);
  useEffect(list.load, []);
  if (list.failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        匹配的{item.kind === 'cargo' ? '车源' : '货源'}未能加载，请检查网络后
        <button type="button" className="ml-1 text-primary underline" onClick={list.load}>
          重试
        </button>
      </p>
    );
  return list.Component ? <list.Component item={item} /> : null;
}
