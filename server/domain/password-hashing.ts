/**
 * The one way a request hashes a password: a bounded queue in front of scrypt. Async scrypt runs on
 * libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file reads share; a
 * flood of logins would fill it and pages and assets would stop loading. So at most `concurrency`
 * hashes run at once (PORTAL_HASH_CONCURRENCY, 2: the other threads stay with the files), at most `queue` wait, and
 * beyond that the request is refused at once with 10004 / HTTP 429 without hashing.
 *
 * The queue belongs to one process, like the CPU it protects; the throttles that decide who may try a
 * password keep their state in the database (login-throttle.ts).
 */
import { hashPassword, verifyPassword } from './passwords.ts';
import { TooFastError } from './errors.ts';

/** What a refused request is told to wait, in seconds (the queue drains within a second or so). */
const BUSY_RETRY_SECONDS = 2;

/** The refusal when the queue is full; `retryAfterSeconds` also goes out as `Retry-After`. */
export class HashingBusyError extends TooFastError {
  constructor() {
    super('服务器繁忙，请稍后再试', BUSY_RETRY_SECONDS);
  }
}

/** The scrypt work itself; tests may pass their own to hold hashes in flight. */
export interface HashFunctions {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

export interface HashingBounds {
  /** Hashes running at once (PORTAL_HASH_CONCURRENCY). */
  concurrency: number;
  /** Hashes waiting for a turn (PORTAL_HASH_QUEUE). */
  queue: number;
}

export class PasswordHashing {
  readonly concurrency: number;
  readonly queueLimit: number;
  private readonly functions: HashFunctions;
  private readonly waiting: (() => void)[] = [];
  private runningNow = 0;
  /** Hashes started since the server started. */
  started = 0;
  /** Requests refused because the queue was full. */
  refused = 0;
  /** The most hashes that ever ran at once. */
  peakRunning = 0;

  constructor(
    bounds: HashingBounds,
    functions: HashFunctions = { hash: hashPassword, verify: verifyPassword },
  ) {
    this.concurrency = bounds.concurrency;
    this.queueLimit = bounds.queue;
    this.functions = functions;
  }

  get running(): number {
    return this.runningNow;
  }

  get queued(): number {
    return this.waiting.length;
  }

  hash(password: string): Promise<string> {
    return this.run(() => this.functions.hash(password));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.run(() => this.functions.verify(password, stored));
  }

  /** Runs `work` in its turn; rejects at once with HashingBusyError when the queue is full. */
  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.runningNow >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) {
        this.refused += 1;
        throw new HashingBusyError();
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.runningNow += 1;
    }
    // A finished hash hands its slot straight to the next waiting one (runningNow stays counted).
    this.started += 1;
    this.peakRunning = Math.max(this.peakRunning, this.runningNow);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.runningNow -= 1;
    }
  }
}
