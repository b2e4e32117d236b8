/**
 * The write-ahead log is moved into the database file beside the server's thread, not on it
 * (docs/decisions.md, "Checkpoints beside the server's thread"). SQLite checkpoints in the connection
 * whose COMMIT fills the log past `wal_autocheckpoint` pages: on the server's one connection that is
 * the thread every request waits for, and a checkpoint copies megabytes and waits for the disk
 * (`fsync`) while fifty requests queue. A worker thread with its own connection to the file runs
 * `PRAGMA wal_checkpoint(PASSIVE)` every `intervalMs` instead: PASSIVE copies what no reader still
 * needs and never waits for readers or writers. The server's connection keeps checkpointing by
 * itself only past SAFETY_PAGES, should the worker fall behind or stop.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';

/** Pages of log (4 KiB each) past which the server's own connection checkpoints after all: 64 MiB. */
export const SAFETY_PAGES = 16_384;

export interface Checkpoints {
  /** Stops the worker (its connection closed); the caller's close checkpoints what is left. */
  stop(): Promise<void>;
}

/** Starts the checkpoints of the database file at `path`, which `db` (the server's connection) writes. */
export function startCheckpoints(db: DatabaseSync, path: string, intervalMs: number): Checkpoints {
  db.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_PAGES}`);
  // A path, not a URL object: a test's jsdom replaces the global URL with one Worker does not take.
  const worker = new Worker(join(import.meta.dirname, 'checkpoint-worker.ts'), {
    workerData: { path, intervalMs },
  });
  worker.unref();
  worker.on('error', (error) =>
    console.error(
      '[sqlite] 后台检查点线程出错，改由服务线程在日志较大时自行检查点 / the checkpoint thread failed:',
      error,
    ),
  );
  return {
    stop: async () => {
      await worker.terminate();
    },
  };
}
