import { BASE_URL } from '../../lib/config';
import { withBase } from '../../lib/routes';

/** An app path (`/basic/portal/policyDetails?id=3`) as a link under the site's base path. */
export const appHref = (path: string): string => withBase(BASE_URL, path);
