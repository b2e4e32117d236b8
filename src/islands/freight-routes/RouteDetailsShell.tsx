import type { RouteDetail } from '../../lib/contract';
import { routeDetails } from '../../lib/freight-routes';
import RemoteDetails from '../details/RemoteDetails';
import FreightEstimator from './FreightEstimator';
import RouteView from './RouteView';

/** 专线详情 for an id without a static page. */
export default function RouteDetailsShell() {
  return (
    <RemoteDetails<RouteDetail>
      details={routeDetails}
      render={(route) => (
        <div className="space-y-5">
          <RouteView route={route} />
          <FreightEstimator rates={route} />
        </div>
      )}
    />
  );
}
