import type { Paged, RouteItem } from '../../lib/shared/contract';
import { routeList } from '../../lib/freight-routes/freight-routes';
import ListView from '../list/ListView';

/** 物流专线: the build's first page, then any page and origin / destination search. */
export default function RouteList({ initial }: { initial: Paged<RouteItem> | null }) {
  return <ListView list={routeList} initial={initial} rowKey={(route) => route.id} />;
}
