/**
 * A client that hangs up before its request is answered (mid-body, or while the handler runs) is
 * not a server failure: it is logged as one info line, so that anyone's dropped connections cannot
 * fill the log with stack traces and the real 500s stand out (docs/api.md, Logs).
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

const incomingOf = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** True when the client's connection broke before the request was answered. */
export function clientGone(c: Context): boolean {
  const incoming = incomingOf(c);
  if (!incoming) return false;
  return incoming.readableAborted || incoming.errored !== null || incoming.socket.destroyed;
}

/** Errors that a broken connection raises in whatever was reading the request's body. */
const ABORT_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ABORT_ERR',
]);

/**
 * True when `error` is the client's hang-up surfacing in a handler (reading a body whose connection
 * was reset), not a failure of the server's own (a database whose connection was reset is one: it
 * counts only while this request's client is gone too).
 */
export function isClientAbort(c: Context, error: unknown): boolean {
  if (!clientGone(c)) return false;
  if (error === incomingOf(c)?.errored) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'AbortError' || (typeof code === 'string' && ABORT_CODES.has(code));
}

/**
 * Logs one info line for every request whose client left before it was answered:
 * `[server] client closed the request: POST /logistics/api/posts (answer 400 not sent)`.
 */
export const logClientAborts: MiddlewareHandler = async (c, next) => {
  await next();
  if (clientGone(c)) {
    console.info(
      `[server] client closed the request: ${c.req.method} ${c.req.path} (answer ${c.res.status} not sent)`,
    );
  }
};
