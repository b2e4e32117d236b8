import { BASE_URL } from '../../lib/site/config';
import { withBase } from '../../lib/shared/routes';

/** An app path (`/basic/portal/policyDetails?id=3`) as a link under the site's base path. */
export const appHref = (path: string): string => withBase(BASE_URL, path);
