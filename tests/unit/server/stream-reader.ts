/** Reads a Server-Sent Events answer over real HTTP for the stream tests: events as the browser parses them. */
import { API_BASE } from './harness.ts';

export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  /** A comment block (`:`), the heartbeat. */
  comment?: boolean;
}

export interface OpenStream {
  response: Response;
  /** The next event the predicate accepts (earlier ones are dropped); rejects after `ms`. */
  next(accept?: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the answer. */
  ended(ms?: number): Promise<void>;
  close(): void;
}

function parse(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = true;
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const field = line.slice(0, at);
    const value = line.slice(at + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') event[field] = value;
  }
  return event;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${url}${API_BASE}/notices/stream`, { headers, signal: abort.signal });
  const queue: StreamEvent[] = [];
  let done = false;
  let wake: (() => void) | undefined;
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done: over } = await reader.read();
          if (over) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            queue.push(parse(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
          }
          wake?.();
        }
      } catch {
        // aborted by close()
      }
      done = true;
      wake?.();
    })();
  }
  const waitFor = <T>(take: () => T | undefined, ms: number, what: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
      const check = () => {
        const found = take();
        if (found !== undefined) {
          clearTimeout(timer);
          wake = undefined;
          resolve(found);
        }
      };
      wake = check;
      check();
    });
  return {
    response,
    next: (accept = () => true, ms = 3000) =>
      waitFor(
        () => {
          while (queue.length > 0) {
            const event = queue.shift();
            if (event && accept(event)) return event;
          }
          return undefined;
        },
        ms,
        'matching event',
      ),
    ended: (ms = 3000) => waitFor(() => (done ? true : undefined), ms, 'end of stream').then(() => undefined),
    close: () => abort.abort(),
  };
}
