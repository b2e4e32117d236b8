import { Hono } from 'hono';
import type { AppEnv } from '../http.ts';

/** Endpoints of this resource, mounted under /logistics/api by app.ts. */
const resource = new Hono<AppEnv>();

export default resource;
