import { Hono } from 'hono';
import { z } from 'zod';
import { NOTICE_TYPES } from '../../src/lib/shared/contract.ts';
import { readIdParam } from '../http/params.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../domain/errors.ts';
import { validate } from '../http/input.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { clearNotices, listNotices, markNoticeRead } from '../queries/notices.ts';

/** Endpoints of this resource, mounted under /logistics/api by app.ts. All need a token. */
const resource = new Hono<AppEnv>();

resource.get('/notices', requireUser, async (c) => ok(c, await listNotices(c.get('db'), currentUser(c).id)));

resource.post('/notices/:id/read', requireUser, async (c) => {
  const noticeId = readIdParam(c);
  // Someone else's notice answers exactly like a missing one.
  if (!(await markNoticeRead(c.get('db'), currentUser(c).id, noticeId))) throw notFound('通知');
  return ok(c, null);
});

const clearSchema = z.object({ type: z.enum(NOTICE_TYPES) });

resource.delete('/notices', requireUser, async (c) => {
  const { type } = validate(clearSchema, { type: c.req.query('type') });
  await clearNotices(c.get('db'), currentUser(c).id, type);
  return ok(c, null);
});

export default resource;
