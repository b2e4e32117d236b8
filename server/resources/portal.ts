import { Hono } from 'hono';
import { portalHome } from '../queries/portal.ts';
import { ok, type AppEnv } from '../http.ts';

/** 门户首页. */
const resource = new Hono<AppEnv>();

resource.get('/portal/home', (c) => ok(c, portalHome(c.get('db'))));

export default resource;
