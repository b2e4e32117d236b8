import type { Context } from 'hono';
import { TooFastError } from './errors.ts';

/** Posts, replies and edits one account may make per window, unless PORTAL_POST_RATE says otherwise. */
export const POST_RATE_DEFAULT = 5;
export const POST_RATE_WINDOW_MS = 60_000;

/**
 * How fast one account may write: at most `perWindow` new posts, new replies and edits of posts and
 * replies together in any sliding window of `windowMs` (deleting and following are not counted). Kept in memory (a restart forgets it, which costs nothing but a
 * minute's leniency) so that the check costs no query on the write path.
 *
 * Callers check inside the idempotent write, so a replay of a stored submission never reaches it,
 * and record only after the row was written, so a refused or failed write does not use up the budget.
 */
export class PostRateLimiter {
  private readonly recent = new Map<number, number[]>();
  readonly perWindow: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(perWindow: number, windowMs = POST_RATE_WINDOW_MS, now: () => number = Date.now) {
    this.perWindow = perWindow;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Seconds until the account may write again; 0 when it may now. */
  waitSeconds(userId: number): number {
    const times = this.prune(userId);
    if (times.length < this.perWindow) return 0;
    const oldest = times[times.length - this.perWindow]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** Throws 10004 (HTTP 429) with a message naming the wait when the account is over its rate. */
  check(userId: number, action: '发帖' | '回复' | '编辑'): void {
    const wait = this.waitSeconds(userId);
    if (wait > 0) throw tooFast(action, wait);
  }

  record(userId: number): void {
    const times = this.prune(userId);
    times.push(this.now());
    this.recent.set(userId, times);
  }

  private prune(userId: number): number[] {
    const times = this.recent.get(userId) ?? [];
    const since = this.now() - this.windowMs;
    let drop = 0;
    while (drop < times.length && times[drop]! <= since) drop += 1;
    if (drop > 0) times.splice(0, drop);
    if (times.length === 0) this.recent.delete(userId);
    return times;
  }
}

const tooFast = (action: string, seconds: number) =>
  new TooFastError(`${action}过于频繁，请在 ${seconds} 秒后再试`, seconds);

/** Lets a 429 carry `Retry-After` beside the message that names the wait. */
export function withRetryAfter<T>(c: Context, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof TooFastError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
