/**
 * The checkpoint thread (checkpoints.ts): its own connection to the server's file, one PASSIVE
 * checkpoint every `intervalMs`. A checkpoint that finds the file busy does what it can and the next
 * one goes on from there.
 */
import { DatabaseSync } from 'node:sqlite';
import { workerData } from 'node:worker_threads';

const { path, intervalMs } = workerData as { path: string; intervalMs: number };
const db = new DatabaseSync(path);
db.exec('PRAGMA synchronous = NORMAL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

setInterval(() => {
  try {
    checkpoint.get();
  } catch (error) {
    // Busy or locked for a moment (another node's checkpoint, a schema change): next time.
    if (!/busy|locked/i.test(String(error))) throw error;
  }
}, intervalMs);
