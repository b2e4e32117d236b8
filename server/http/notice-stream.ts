/**
 * The live notice stream (`GET /notices/stream`, docs/decisions.md "Live notices"): Server-Sent Events
 * read from the notices table, so an event's id is its notice's id and a reconnect with
 * `Last-Event-ID` resumes exactly, on any server node that shares the database. Each poll also
 * re-checks the token: the stream ends when it is revoked (logout, password change) or expires.
 * A server's streams are polled together (NoticeHub).
 */
import type { Notice, SessionEndReason } from '../../src/lib/shared/contract.ts';
import type { Store } from '../store/store.ts';
import { isoNow, type Clock } from '../domain/clock.ts';
import { latestNoticeId, noticesAfter, noticeState, noticeStates } from '../queries/notices.ts';
import { throttleAddress } from '../limits/login-throttle.ts';
import { tokenStandings } from '../queries/tokens.ts';
import { SESSION_END_MESSAGES } from './session-ends.ts';

export interface StreamSettings {
  /** A comment line when nothing else was sent for this long, under every proxy's read timeout. */
  heartbeatMs: number;
  /** How often the notices table and the token are read. */
  pollMs: number;
  /** The `retry:` hint: how long a client waits before reconnecting. */
  retryMs: number;
  /**
   * Streams one account may hold open on a server (PORTAL_STREAMS_PER_ACCOUNT); a browser holds one
   * however many tabs it has, so this is devices. Opening one more closes the account's oldest.
   */
  perAccount: number;
  /** Streams one client address (an IPv6 /64) may hold open, whoever signs in (PORTAL_STREAMS_PER_ADDRESS). */
  perAddress: number;
}

/** The last event of a stream closed because its account or address opened a newer one over the cap. */
const REPLACED: StreamEnd = {
  reason: 'replaced',
  message: '此账号或网络打开的实时通知连接过多，较早的连接已关闭',
};

/** Notices sent per poll at most; the rest follow on the next one. */
const BATCH = 50;

/**
 * Why a stream ended, sent as its last event (`end`): the token stopped signing in (`signedOut`, with
 * `session` saying why when the server knows: logout elsewhere, password changed or reset), or the
 * account opened more streams than its cap and this was the oldest (`replaced`).
 */
export interface StreamEnd {
  reason: 'signedOut' | 'replaced';
  session?: SessionEndReason;
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

/** Why a stream ends when its token no longer signs the user in: the revocation's reason when stored. */
const signedOut = (session: SessionEndReason | null): StreamEnd =>
  session
    ? { reason: 'signedOut', session, message: SESSION_END_MESSAGES[session] }
    : { reason: 'signedOut', message: '登录已失效，实时通知已停止，请重新登录' };

/** One open stream, as the hub keeps it. */
interface OpenStream {
  userId: number;
  tokenId: number;
  /** The client's address as the caps count it (throttleAddress). */
  address: string;
  /** The id of the last notice sent. */
  after: number;
  /** The user's notice state when last read (noticeStates). */
  signature: string;
  lastWrite: number;
  write(text: string): void;
  finish(): void;
}

/**
 * Every notice stream a server has open. One timer reads, per poll, which of the streams' tokens still
 * sign in and the notice state of all their users, in two statements however many streams are open;
 * only a stream whose user has a new notice reads it. So a node with a thousand open streams reads the
 * database a few times per poll, not three thousand.
 */
export class NoticeHub {
  readonly #db: Store;
  readonly #times: StreamSettings;
  readonly #now: Clock;
  readonly #streams = new Set<OpenStream>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #polling = false;

  constructor(db: Store, times: StreamSettings, now: Clock) {
    this.#db = db;
    this.#times = times;
    this.#now = now;
  }

  /** Streams open now. */
  get size(): number {
    return this.#streams.size;
  }

  /**
   * The body of one user's stream: the retry hint, the notices after `afterId` at once, then whatever
   * each poll finds. It ends with an `end` event when the token stops signing in, when a newer stream
   * of the same account or address goes over its cap (the oldest first), and when the client goes
   * away or the database closes.
   */
  async open(source: {
    userId: number;
    tokenId: number;
    afterId: number;
    /** The client's address (clientInfo); counted by its /64 for IPv6. */
    ip: string;
  }): Promise<ReadableStream<Uint8Array>> {
    const db = this.#db;
    const encoder = new TextEncoder();
    const streams = this.#streams;
    const stream: OpenStream = {
      userId: source.userId,
      tokenId: source.tokenId,
      address: throttleAddress(source.ip),
      after: source.afterId,
      signature: (await noticeState(db, source.userId)).signature,
      lastWrite: 0,
      write: () => {},
      finish: () => {},
    };
    let done = false;
    return new ReadableStream<Uint8Array>({
      start: async (controller) => {
        stream.write = (text: string) => {
          if (done) return;
          controller.enqueue(encoder.encode(text));
          stream.lastWrite = performance.now();
        };
        stream.finish = () => {
          if (done) return;
          done = true;
          streams.delete(stream);
          controller.close();
        };
        // The retry hint goes out at once, so proxies and the client see the answer begin.
        stream.write(`retry: ${this.#times.retryMs}\n\n`);
        try {
          await this.#sendNew(stream);
        } catch {
          stream.finish();
          return;
        }
        if (done) return;
        this.#makeRoomFor(stream);
        streams.add(stream);
        this.#schedule();
      },
      cancel: () => {
        done = true;
        streams.delete(stream);
      },
    });
  }

  /**
   * Closes the oldest streams of the new one's account, then of its address, until it fits under both
   * caps. The set keeps the order streams were added in, so the first found is the oldest.
   */
  #makeRoomFor(fresh: OpenStream): void {
    const caps = [
      { cap: this.#times.perAccount, same: (one: OpenStream) => one.userId === fresh.userId },
      { cap: this.#times.perAddress, same: (one: OpenStream) => one.address === fresh.address },
    ];
    for (const { cap, same } of caps) {
      const held = [...this.#streams].filter(same);
      for (const oldest of held.slice(0, Math.max(0, held.length - cap + 1))) {
        oldest.write(endEvent(REPLACED));
        oldest.finish();
      }
    }
  }

  /** Sends the notices made after the stream's last one (at most BATCH; the rest on the next poll). */
  async #sendNew(stream: OpenStream): Promise<number> {
    const fresh = await noticesAfter(this.#db, stream.userId, stream.after, BATCH);
    for (const notice of fresh) stream.write(noticeEvent(notice));
    stream.after = fresh.at(-1)?.id ?? stream.after;
    return fresh.length;
  }

  #schedule(): void {
    if (this.#timer !== undefined || this.#streams.size === 0) return;
    const { pollMs, heartbeatMs } = this.#times;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        void this.#poll().finally(() => this.#schedule());
      },
      Math.min(pollMs, heartbeatMs),
    );
    // Open streams alone keep no process alive: a server stops when its connections are closed.
    this.#timer.unref();
  }

  async #poll(): Promise<void> {
    if (this.#polling) return;
    this.#polling = true;
    const streams = [...this.#streams];
    try {
      const standings = await tokenStandings(
        this.#db,
        unique(streams.map((one) => one.tokenId)),
        isoNow(this.#now),
      );
      for (const stream of streams) {
        const standing = standings.get(stream.tokenId);
        if (!standing || standing.live) continue;
        stream.write(endEvent(signedOut(standing.reason)));
        stream.finish();
      }
      const open = streams.filter((stream) => this.#streams.has(stream));
      if (open.length === 0) return;
      const states = await noticeStates(this.#db, unique(open.map((one) => one.userId)));
      for (const stream of open) {
        const state = states.get(stream.userId);
        if (!state) continue;
        const sent = state.newest > stream.after ? await this.#sendNew(stream) : 0;
        if (sent === 0 && state.signature !== stream.signature) stream.write(changedEvent(state.unread));
        stream.signature = state.signature;
        if (performance.now() - stream.lastWrite >= this.#times.heartbeatMs) stream.write(HEARTBEAT);
      }
    } catch {
      // The database closed under the streams (the server stops): their clients reconnect elsewhere.
      for (const stream of streams) stream.finish();
    } finally {
      this.#polling = false;
    }
  }
}

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];
