/**
 * Live notices (docs/decisions.md, "Live notices"): one stream per browser, not per tab. The tabs
 * take turns holding a Web Lock; the one holding it reads `GET /notices/stream` and passes what
 * arrives to the others on a BroadcastChannel, so every tab's bell and open panel follow at once
 * while the browser keeps one connection. Started when the page is idle (NoticeBell), so no page's
 * load changes; it stops on logout and when the server ends the stream. A stream ended because the
 * login ended (elsewhere: a logout, a password change) makes the page ask why and sign out, saying
 * so (session-watch.ts); one ended because the account opened too many elsewhere just stops.
 */
import { BASE_URL } from '../lib/site/config.ts';
import { SESSION_ENDED_CODE, type Notice } from '../lib/shared/contract.ts';
import { eventStreamParser, type StreamMessage } from '../lib/notices/event-stream.ts';
import { buildRequestUrl } from '../lib/request/request-url.ts';
import { getToken } from '../lib/request/storage.ts';
import { $global, isNotice, loadNotices, setNotices } from './shell/shell.ts';
import { isRecord } from './shell/persistence.ts';
import { $currentUser } from './shell/session.ts';
import { recheckSession } from './session-watch.ts';

const LOCK_NAME = 'portal:notice-stream';
const CHANNEL_NAME = 'portal:notices';
/** Until the server's `retry:` hint says otherwise (docs/api.md). */
const RETRY_DEFAULT_MS = 5000;

/** What the reading tab tells the others. */
type LiveMessage = { kind: 'notice'; notice: unknown } | { kind: 'changed' };

/** A notice the stream brought, added once, newest first (kept here: no page loads this chunk early). */
function receive(notice: Notice): void {
  const { notices } = $global.get();
  if (!notices.some((known) => known.id === notice.id)) setNotices([notice, ...notices]);
}

function apply(message: LiveMessage): void {
  if (message.kind === 'notice' && isNotice(message.notice)) receive(message.notice);
  else if (message.kind === 'changed') void loadNotices();
}

function toLive(message: StreamMessage): LiveMessage | null {
  if (message.event === 'changed') return { kind: 'changed' };
  if (message.event !== 'notice') return null;
  try {
    return { kind: 'notice', notice: JSON.parse(message.data) as unknown };
  } catch {
    return null;
  }
}

const newestKnownId = (): number => Math.max(0, ...$global.get().notices.map((notice) => notice.id));

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * How one connection ended: the login is over (`end` signedOut, or the token refused), the server
 * closed it for a newer one of the account or address (`end` replaced), or it dropped.
 */
type Outcome = 'signedOut' | 'replaced' | 'dropped';

/** A refusal of the token: HTTP 401, or the envelope's 10002 (an expired token answers HTTP 200). */
async function refusesToken(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (!response.headers.get('content-type')?.includes('json')) return false;
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) && body.errorCode === SESSION_ENDED_CODE;
}

/** Reads one connection to its end, calling `onMessage` for each event. */
async function readOnce(
  token: string,
  lastId: number,
  signal: AbortSignal,
  onMessage: (message: StreamMessage) => void,
  onRetry: (ms: number) => void,
): Promise<Outcome> {
  let over: Outcome | null = null;
  try {
    const response = await fetch(buildRequestUrl('/api/notices/stream', { base: BASE_URL }), {
      headers: {
        Authentication: token,
        Accept: 'text/event-stream',
        ...(lastId > 0 ? { 'Last-Event-ID': String(lastId) } : {}),
      },
      cache: 'no-store',
      signal,
    });
    if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body)
      // A gateway's 502 while the server restarts, a 503: try again later; a refused token: stop.
      return (await refusesToken(response)) ? 'signedOut' : 'dropped';
    const parser = eventStreamParser((message) => {
      if (message.event === 'end') over = endReason(message.data);
      onMessage(message);
    }, onRetry);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
    }
  } catch {
    // A dropped connection or an abort.
  }
  return over ?? 'dropped';
}

function endReason(data: string): Outcome {
  try {
    const end: unknown = JSON.parse(data);
    return isRecord(end) && end.reason === 'replaced' ? 'replaced' : 'signedOut';
  } catch {
    return 'signedOut';
  }
}

/** The longest wait between two attempts while the server keeps failing. */
const RETRY_MAX_MS = 60_000;

/**
 * Reads the stream while this tab holds the lock: reconnects after the server's `retry` hint with the
 * last id seen (waiting longer after each failure in a row), and stops when the session is over or on
 * `signal`.
 */
async function readStream(signal: AbortSignal, publish: (message: LiveMessage) => void): Promise<void> {
  let lastId = 0;
  let retryMs = RETRY_DEFAULT_MS;
  let failures = 0;
  while (!signal.aborted) {
    const token = getToken();
    if (token === '') return;
    // The list may have been read since the last attempt (the bell loads it on its own).
    lastId = Math.max(lastId, newestKnownId());
    let received = false;
    const outcome = await readOnce(
      token,
      lastId,
      signal,
      (message) => {
        received = true;
        if (message.id && /^\d+$/.test(message.id)) lastId = Number(message.id);
        const live = toLive(message);
        if (live) publish(live);
      },
      (ms) => {
        received = true;
        retryMs = ms;
      },
    );
    if (outcome === 'signedOut') {
      // The server says why (E1) and the session ends here; other tabs see the token blanked.
      await recheckSession(true);
      return;
    }
    if (outcome === 'replaced') return;
    failures = received ? 0 : failures + 1;
    await pause(Math.min(retryMs * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS), signal);
  }
}

let started = false;

/** Starts following the signed-in user's notices in this tab; once per page. */
export function startLiveNotices(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isRecord(event.data)) apply(event.data as LiveMessage);
  });
  const publish = (message: LiveMessage) => {
    apply(message);
    channel?.postMessage(message);
  };

  let running: AbortController | null = null;
  const follow = (signedIn: boolean) => {
    if (!signedIn) {
      running?.abort();
      running = null;
      return;
    }
    if (running) return;
    const controller = new AbortController();
    running = controller;
    const read = () => readStream(controller.signal, publish);
    // Without Web Locks (an old browser) each tab reads its own stream.
    const done = navigator.locks
      ? navigator.locks.request(LOCK_NAME, { signal: controller.signal }, read)
      : read();
    done
      .catch(() => {}) // an abort while waiting for the lock
      .finally(() => {
        if (running === controller) running = null;
      });
  };
  $currentUser.subscribe((user) => follow(user !== null));
}
