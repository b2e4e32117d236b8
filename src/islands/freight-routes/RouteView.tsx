import type { RouteDetail } from '../../lib/contract';
import { routeDetails, routeName } from '../../lib/freight-routes';
import DetailsList from '../details/DetailsList';

/** One route: origin → destination and its prices, times and contact. Static or inside the shell. */
export default function RouteView({ route }: { route: RouteDetail }) {
  return (
    <article className="space-y-5">
      <h2 className="text-2xl font-semibold text-gray-900">{routeName(route)}</h2>
      <DetailsList fields={routeDetails.fields} item={route} />
    </article>
  );
}
