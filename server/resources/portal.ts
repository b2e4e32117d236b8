import { Hono } from 'hono';
import { chinaDay } from '../../src/lib/shared/china-time.ts';
import { portalHome } from '../queries/portal.ts';
import type { LogisticsInfoItem, PortalHome, SiteInfo } from '../../src/lib/shared/contract.ts';
import { hiddenFrom } from '../domain/blocks.ts';
import { optionalUser } from '../http/session.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';

/** 门户首页, and what a page needs to know about the server. */
const resource = new Hono<AppEnv>();

/** The latest offers leave out those of users a signed-in reader blocked (domain/blocks.ts). */
resource.get('/portal/home', optionalUser, async (c) => {
  const db = c.get('db');
  const home = await portalHome(db, chinaDay());
  const hidden = await hiddenFrom(db, c.get('user')?.id ?? null, 'logistics_info');
  if (hidden.size === 0) return ok(c, home);
  const shown = (items: readonly LogisticsInfoItem[]) => items.filter((item) => !hidden.has(item.id));
  return ok<PortalHome>(c, {
    ...home,
    cargo: shown(home.cargo),
    vehicle: shown(home.vehicle),
    line: shown(home.line),
  });
});

/** Public: whether the server runs in demo mode (the login page shows the demo account only then). */
resource.get('/site/info', (c) => {
  const info: SiteInfo = { demo: c.get('config').demo };
  c.header('Cache-Control', 'no-cache');
  return ok(c, info);
});

export default resource;
