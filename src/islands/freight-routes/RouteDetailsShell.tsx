import type { RouteDetail } from '../../lib/shared/contract';
import { routeDetails } from '../../lib/freight-routes/freight-routes';
import { detailsHref } from '../../lib/list/list-definition';
import ContactPhone from '../details/ContactPhone';
import ContactSection from '../details/ContactSection';
import RemoteDetails, { type DetailsShellProps } from '../details/RemoteDetails';
import FreightEstimator from './FreightEstimator';
import RouteView from './RouteView';

/** 专线详情 for an id without a static page. */
export default function RouteDetailsShell({ listTitle }: DetailsShellProps) {
  return (
    <RemoteDetails<RouteDetail>
      details={routeDetails}
      listTitle={listTitle}
      render={(route) => (
        <div className="space-y-5">
          <RouteView route={route} />
          <ContactSection>
            <ContactPhone
              phone={route.contactPhone}
              masked={route.contactMasked}
              back={detailsHref(routeDetails.path, route.id)}
            />
          </ContactSection>
          <FreightEstimator rates={route} />
        </div>
      )}
    />
  );
}
