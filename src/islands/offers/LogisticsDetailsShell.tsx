import type { LogisticsInfoDetail } from '../../lib/shared/contract';
import { detailsHref } from '../../lib/list/list-definition';
import { logisticsDetails } from '../../lib/offers/logistics-details';
import RemoteDetails, { type DetailsShellProps } from '../details/RemoteDetails';
import LogisticsView from './LogisticsView';
import OfferMatches from './OfferMatches';
import RevealPhone from './RevealPhone';
import OfferQuotes from '../waybills/OfferQuotes';

/**
 * 信息详情 of an offer whose static page is not there (the server could not render it): read at run
 * time, shown as the static page shows it.
 */
export default function LogisticsDetailsShell({ listTitle }: DetailsShellProps) {
  return (
    <RemoteDetails<LogisticsInfoDetail>
      details={logisticsDetails}
      listTitle={listTitle}
      render={(item) => (
        <div className="space-y-5">
          <LogisticsView
            item={item}
            contact={<RevealPhone item={item} back={detailsHref(logisticsDetails.path, item.id)} />}
          />
          <OfferQuotes offer={item} />
          <OfferMatches item={item} />
        </div>
      )}
    />
  );
}
