/**
 * The live notice stream (`GET /notices/stream`, docs/decisions.md "Live notices"): Server-Sent Events
 * read from the notices table, so an event's id is its notice's id and a reconnect with
 * `Last-Event-ID` resumes exactly, on any server node that shares the database. Each poll also
 * re-checks the token: the stream ends when it is revoked (logout, password change) or expires.
 */
import type { Notice } from '../src/lib/contract.ts';
import type { Store } from './store/store.ts';
import { latestNoticeId, noticesAfter, noticeState } from './queries/notices.ts';

export interface StreamTimes {
  /** A comment line when nothing else was sent for this long, under every proxy's read timeout. */
  heartbeatMs: number;
  /** How often the notices table and the token are read. */
  pollMs: number;
  /** The `retry:` hint: how long a client waits before reconnecting. */
  retryMs: number;
}

export const STREAM_TIMES_DEFAULT: StreamTimes = { heartbeatMs: 25_000, pollMs: 2_000, retryMs: 5_000 };

/** Notices sent per poll at most; the rest follow on the next one. */
const BATCH = 50;

/** Why a stream ended, sent as its last event (`end`). */
export interface StreamEnd {
  reason: 'signedOut';
  message: string;
}

export const noticeEvent = (notice: Notice): string =>
  `id: ${notice.id}\nevent: notice\ndata: ${JSON.stringify(notice)}\n\n`;

export const changedEvent = (unread: number): string =>
  `event: changed\ndata: ${JSON.stringify({ unread })}\n\n`;

export const endEvent = (end: StreamEnd): string => `event: end\ndata: ${JSON.stringify(end)}\n\n`;

export const HEARTBEAT = ':\n\n';

/** The id to resume after: a positive integer `Last-Event-ID`, else the user's newest notice. */
export async function resumeAfter(
  db: Store,
  userId: number,
  lastEventId: string | undefined,
): Promise<number> {
  const value = Number(lastEventId?.trim());
  return lastEventId !== undefined && Number.isSafeInteger(value) && value >= 0
    ? value
    : latestNoticeId(db, userId);
}

export interface StreamSource {
  db: Store;
  userId: number;
  afterId: number;
  times: StreamTimes;
  /** Null while the token is good; else why the stream ends. */
  checkSession(): Promise<StreamEnd | null>;
}

/** The body of one user's stream; it stops reading when the client goes away or the stream ends. */
export async function noticeStream(source: StreamSource): Promise<ReadableStream<Uint8Array>> {
  const { db, userId, times } = source;
  const encoder = new TextEncoder();
  let after = source.afterId;
  let state = (await noticeState(db, userId)).signature;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = 0;
  let done = false;

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        controller.enqueue(encoder.encode(text));
        lastWrite = Date.now();
      };
      // Reads wait for the database, so the client may have gone (cancel) by the time they answer.
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        controller.close();
      };
      const tick = async () => {
        if (done) return;
        try {
          const end = await source.checkSession();
          if (end) {
            write(endEvent(end));
            finish();
            return;
          }
          const fresh = await noticesAfter(db, userId, after, BATCH);
          for (const notice of fresh) write(noticeEvent(notice));
          after = fresh.at(-1)?.id ?? after;
          const now = await noticeState(db, userId);
          if (fresh.length === 0 && now.signature !== state) write(changedEvent(now.unread));
          state = now.signature;
          if (Date.now() - lastWrite >= times.heartbeatMs) write(HEARTBEAT);
        } catch {
          // The database closed under the stream (the server stops), or the client went away while a
          // read was under way: the client reconnects elsewhere.
          finish();
          return;
        }
        if (!done) timer = setTimeout(() => void tick(), Math.min(times.pollMs, times.heartbeatMs));
      };
      // The retry hint goes out at once, so proxies and the client see the answer begin.
      write(`retry: ${times.retryMs}\n\n`);
      await tick();
    },
    cancel() {
      done = true;
      clearTimeout(timer);
    },
  });
}
