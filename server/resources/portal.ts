import { Hono } from 'hono';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { portalHome } from '../queries/portal.ts';
import type { SiteInfo } from '../../src/lib/shared/contract.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';

/** 门户首页, and what a page needs to know about the server. */
const resource = new Hono<AppEnv>();

resource.get('/portal/home', async (c) => ok(c, await portalHome(c.get('db'), chinaDay())));

/** Public: whether the server runs in demo mode (the login page shows the demo account only then). */
resource.get('/site/info', (c) => {
  const info: SiteInfo = { demo: c.get('config').demo };
  c.header('Cache-Control', 'no-cache');
  return ok(c, info);
});

export default resource;
