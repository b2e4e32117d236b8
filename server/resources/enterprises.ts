import { Hono } from 'hono';
import { findEnterprise, findRoute, listEnterprises, listRoutes } from '../queries/enterprises.ts';
import { withImages } from '../queries/content-images.ts';
import { readIdParam } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { ErrorCodes } from '../../src/lib/shared/contract/error-codes.ts';
import { pendingEnterpriseName } from '../queries/verifications.ts';
import type { Store } from '../store/store.ts';
import { maskPhone } from '../../src/lib/shared/phone.ts';
import { optionalUser } from '../http/session.ts';
import { serveList } from '../http/content-endpoints.ts';

/** 物流企业 and their 专线 routes. */
const resource = new Hono<AppEnv>();

serveList(resource, '/enterprises', listEnterprises, { keptBy: ['enterprises'] });

/**
 * The contact phone is shown in full to signed-in users only, as for logistics information: a visitor
 * (and the static build, which reads without a token) gets it masked.
 */
function withContact<T extends { contactPhone: string }>(item: T, visitor: boolean) {
  return {
    ...item,
    contactPhone: visitor ? maskPhone(item.contactPhone) : item.contactPhone,
    contactMasked: visitor,
  };
}

/** 10644 for an enterprise verified but not yet public: the page says whose profile is being completed. */
async function pendingProfile(db: Store, id: number): Promise<ApiError | undefined> {
  const name = await pendingEnterpriseName(db, id);
  if (name === undefined) return undefined;
  return new ApiError(
    ErrorCodes.enterprisePending,
    `「${name}」已通过企业认证，企业资料正由平台编辑补充完善，发布后在此公开展示`,
    404,
  );
}

resource.get('/enterprises/:id', optionalUser, async (c) => {
  const id = readIdParam(c);
  const enterprise = await findEnterprise(c.get('db'), id);
  if (!enterprise) throw (await pendingProfile(c.get('db'), id)) ?? notFound('企业');
  const shown = withContact(enterprise, c.get('user') === null);
  return ok(c, await withImages(c.get('db'), shown, enterprise.introduction));
});

serveList(resource, '/routes', listRoutes, { keptBy: ['routes'] });

resource.get('/routes/:id', optionalUser, async (c) => {
  const route = await findRoute(c.get('db'), readIdParam(c));
  if (!route) throw notFound('专线');
  return ok(c, await withImages(c.get('db'), withContact(route, c.get('user') === null), route.remarks));
});

export default resource;
