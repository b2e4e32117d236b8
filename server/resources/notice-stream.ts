import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { noticeStream, resumeAfter } from '../notice-stream.ts';
import { checkToken, currentUser, requireUser } from '../session.ts';

/**
 * `GET /notices/stream`: the signed-in user's notices as Server-Sent Events (notice-stream.ts). The
 * token comes in the `Authentication` header like every call (a fetch-based reader), never in the URL.
 */
const resource = new Hono<AppEnv>();

resource.get('/notices/stream', requireUser, async (c) => {
  const db = c.get('db');
  const user = currentUser(c);
  const token = c.req.header('Authentication');
  const body = await noticeStream({
    db,
    userId: user.id,
    afterId: await resumeAfter(db, user.id, c.req.header('Last-Event-ID')),
    times: c.get('config').stream,
    checkSession: async () => {
      const check = await checkToken(db, token);
      return 'error' in check
        ? { reason: 'signedOut', message: '登录已失效，实时通知已停止，请重新登录' }
        : null;
    },
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
