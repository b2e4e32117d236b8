import type { RouteDetail } from '../../lib/shared/contract';
import { routeDetails, routeName } from '../../lib/freight-routes/freight-routes';
import DetailsArticle from '../details/DetailsArticle';
import TextSection from '../details/TextSection';

/**
 * One route: origin → destination and its prices, times and contact, then its 备注 as structured
 * text (paragraphs, and images such as a route map). Static or inside the shell.
 */
export default function RouteView({ route }: { route: RouteDetail }) {
  return (
    <DetailsArticle title={routeName(route)} fields={routeDetails.fields} item={route}>
      {route.remarks && <TextSection label="备注" text={route.remarks} images={route.images} />}
    </DetailsArticle>
  );
}
