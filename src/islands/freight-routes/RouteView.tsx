import type { RouteDetail } from '../../lib/shared/contract';
import { routeDetails, routeName } from '../../lib/freight-routes/freight-routes';
import DetailsArticle from '../details/DetailsArticle';

/** One route: origin → destination and its prices, times and contact. Static or inside the shell. */
export default function RouteView({ route }: { route: RouteDetail }) {
  return <DetailsArticle title={routeName(route)} fields={routeDetails.fields} item={route} />;
}
