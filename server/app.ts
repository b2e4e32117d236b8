import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPath } from 'hono/utils/url';
import { ErrorCodes } from '../src/lib/contract.ts';
import type { Database } from './db.ts';
import { ApiError, failure, type AppEnv, type ServerConfig } from './http.ts';
import auth from './resources/auth.ts';
import account from './resources/account.ts';
import notices from './resources/notices.ts';
import portal from './resources/portal.ts';
import logisticsInfo from './resources/logistics-info.ts';
import policies from './resources/policies.ts';
import announcements from './resources/announcements.ts';
import enterprises from './resources/enterprises.ts';
import community from './resources/community.ts';
import deliveries from './resources/deliveries.ts';
import { POST_RATE_DEFAULT, PostRateLimiter } from './post-rate.ts';
import { SMS_LIMITS_DEFAULT } from './sms-limits.ts';

export const API_BASE = '/logistics/api';
const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions extends ServerConfig {
  db: Database;
}

/**
 * The path an API request is routed by: what follows API_BASE (`/portal/logistics/api/posts` →
 * `/posts`). The site hands API requests over unchanged, so no second Request object is built per
 * call (the cost of hono/mount's rewriting under load).
 */
export function apiPath(request: Request): string {
  const path = getPath(request);
  const at = path.indexOf(API_BASE);
  return at === -1 ? path : path.slice(at + API_BASE.length) || '/';
}

/** The API application: every endpoint of the contract, with the envelope and its error codes. */
export function createApiApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: apiPath });
  const config: ServerConfig = {
    tokenTtlSeconds: options.tokenTtlSeconds,
    demo: options.demo,
    trustedProxies: options.trustedProxies ?? [],
    smsLimits: { ...SMS_LIMITS_DEFAULT, ...options.smsLimits },
    now: options.now ?? Date.now,
  };
  const postRate = new PostRateLimiter(options.postRatePerMinute ?? POST_RATE_DEFAULT);

  app.use('*', async (c, next) => {
    c.set('db', options.db);
    c.set('config', config);
    c.set('user', null);
    c.set('postRate', postRate);
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => failure(c, new ApiError(ErrorCodes.invalidInput, '请求内容超过 64 KB 上限', 413)),
    }),
  );

  for (const resource of [
    auth,
    account,
    notices,
    portal,
    logisticsInfo,
    policies,
    announcements,
    enterprises,
    community,
    deliveries,
  ]) {
    app.route('/', resource);
  }

  app.notFound((c) =>
    failure(c, new ApiError(ErrorCodes.notFound, `接口不存在：${c.req.method} ${c.req.path}`, 404)),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return failure(c, error);
    console.error('[server] unexpected error', c.req.method, c.req.path, error);
    return failure(c, new ApiError(500, '服务器内部错误，请稍后重试', 500));
  });
  return app;
}
