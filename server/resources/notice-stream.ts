import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { resumeAfter } from '../http/notice-stream.ts';
import { currentUser, requireUser } from '../http/session.ts';
import { clientInfo } from './auth.ts';

/**
 * `GET /notices/stream`: the signed-in user's notices as Server-Sent Events (notice-stream.ts). The
 * token comes in the `Authentication` header like every call (a fetch-based reader), never in the URL.
 */
const resource = new Hono<AppEnv>();

resource.get('/notices/stream', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const body = await c.get('noticeHub').open({
    userId: user.id,
    tokenId: user.tokenId,
    afterId: await resumeAfter(db, user.id, c.req.header('Last-Event-ID')),
    ip: clientInfo(c).ip,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Every byte goes out as written: no proxy buffering (nginx), no cache; nothing here compresses.
      'X-Accel-Buffering': 'no',
      'Cache-Control': 'no-store',
    },
  });
});

export default resource;
