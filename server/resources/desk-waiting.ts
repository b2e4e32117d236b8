/**
 * `GET /desk/waiting` (editors): how much work waits in each desk queue, how long the oldest item has
 * waited and, for complaints, the deadline of 受理, for the desk's summary and 运营概览; each new item
 * also reaches every editor as a 待办 notice.
 */
import { Hono } from 'hono';
import { DESK_QUEUES, type DeskWaiting } from '../../src/lib/shared/contract.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { deskWaiting } from '../queries/desk-waiting.ts';
import { requireEditor } from '../http/session.ts';
import { deadlineOf } from './complaints.ts';

const resource = new Hono<AppEnv>();

resource.get('/desk/waiting', requireEditor, async (c) => {
  const db = c.get('db');
  const accept = deadlineOf(c);
  const waiting: DeskWaiting[] = [];
  for (const queue of DESK_QUEUES) waiting.push(await deskWaiting(db, queue, accept));
  return ok(c, waiting);
});

export default resource;
