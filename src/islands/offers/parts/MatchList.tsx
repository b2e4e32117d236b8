import { listOfferMatches } from '../../../lib/offers/api';
import { loadFailureText } from '../../../lib/request/load';
import { formatMoney } from '../../../lib/shared/format';
import { detailsHref } from '../../../lib/list/list-definition';
import { labelledDays, logisticsDetails } from '../../../lib/offers/logistics-details';
import { routeText } from '../../../lib/shared/short-place';
import { withBase } from '../../../lib/shared/routes';
import { useLoad } from '../../shared/useLoad';
import type { LogisticsInfoDetail } from '../../../lib/shared/contract';

/** What the matches need of their offer. */
export type MatchedOffer = Pick<LogisticsInfoDetail, 'id' | 'kind' | 'state'>;

const base = import.meta.env.BASE_URL;
const SHOWN = 10;

/** The matches themselves (GET /logistics-info/:id/matches), best first, each linking to its page. */
export default function MatchList({ item }: { item: MatchedOffer }) {
  const loaded = useLoad(`matches-${item.id}`, () => listOfferMatches(item.id, { pageSize: SHOWN }));

  const other = item.kind === 'cargo' ? '车源' : '货源';
  return (
    <section aria-labelledby="offer-matches" className="rounded-lg border border-gray-200 bg-white p-6">
      <h3 id="offer-matches" className="mb-3 text-base font-semibold text-gray-900">
        匹配的{other}
        {loaded.status === 'ready' && loaded.data.total > 0 && (
          <span className="ml-2 text-sm font-normal text-gray-600">
            共 {loaded.data.total} 条，最合适的在前
          </span>
        )}
      </h3>
      {loaded.status === 'loading' && <p className="text-sm text-gray-600">正在查找匹配的{other}...</p>}
      {loaded.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          匹配的{other}未能载入：{loadFailureText(loaded.error)}
        </p>
      )}
      {loaded.status === 'ready' && loaded.data.list.length === 0 && (
        <p className="text-sm text-gray-600">
          暂无匹配的{other}：线路、日期和车辆都合适的{other}发布后会出现在这里。
        </p>
      )}
      {loaded.status === 'ready' && loaded.data.list.length > 0 && (
        <ul className="divide-y divide-gray-100">
          {loaded.data.list.map((match) => (
            <li key={match.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
              <a
                href={withBase(base, detailsHref(logisticsDetails.path, match.id))}
                className="font-medium text-primary underline"
              >
                {match.title}
              </a>
              <span className="text-gray-600">{routeText(match)}</span>
              {match.loadingDate && <span className="text-gray-600">{labelledDays(match)}</span>}
              <span className="text-gray-600">{formatMoney(match.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
