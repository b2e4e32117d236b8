/**
 * Pruning of the tables that would otherwise only grow (docs/decisions.md, "Tables that only grow").
 * Every task is one line of `pruneTasks`: what it prunes, how long a row lives, and the function that
 * removes the older ones. The tasks run once when the server starts and then every
 * PORTAL_MAINTENANCE_INTERVAL seconds, on a timer that never keeps the process alive and stops when
 * the server closes. A failing task is logged and the others still run.
 */
import type { Store } from '../store/store.ts';
import type { Clock } from './clock.ts';
import { DAY_NUMBER_LIFETIME_MS, pruneDayCounters } from '../queries/day-numbers.ts';
import {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  pruneIdempotencyKeys,
  pruneSmsOutbox,
  pruneTokens,
  SMS_OUTBOX_LIFETIME_MS,
  TOKEN_LIFETIME_AFTER_END_MS,
} from '../queries/prune.ts';
import { LONGEST_WINDOW_MS } from '../limits/sms-limits.ts';
import { pruneSms } from './sms.ts';
import { pruneSiteChanges } from '../queries/site-changes.ts';
import { prunePasswordFailures } from '../limits/login-throttle.ts';
import { remindExpiringDocuments } from './document-actions.ts';

export interface PruneTask {
  /** What it prunes, for the log. */
  name: string;
  /** How long a row is kept (from its creation, or from its end for tokens); the function's own rule. */
  lifetimeMs: number;
  /** Removes the rows past their lifetime at `now`; returns how many when it knows. */
  prune(db: Store, now: number): Promise<number | void>;
}

/**
 * The tasks of a server whose login throttle counts wrong passwords over `loginWindowSeconds` and
 * that keeps recorded site changes `siteChangesKeepSeconds` (PORTAL_SITE_CHANGES_KEEP).
 */
export function pruneTasks(loginWindowSeconds: number, siteChangesKeepSeconds: number): readonly PruneTask[] {
  return [
    { name: 'idempotency_keys', lifetimeMs: IDEMPOTENCY_KEY_LIFETIME_MS, prune: pruneIdempotencyKeys },
    {
      name: 'password_failures',
      lifetimeMs: loginWindowSeconds * 1000,
      prune: async (db, now) => prunePasswordFailures(db, now, loginWindowSeconds),
    },
    { name: 'sms_codes', lifetimeMs: LONGEST_WINDOW_MS, prune: pruneSms },
    { name: 'sms_outbox', lifetimeMs: SMS_OUTBOX_LIFETIME_MS, prune: pruneSmsOutbox },
    { name: 'tokens', lifetimeMs: TOKEN_LIFETIME_AFTER_END_MS, prune: pruneTokens },
    { name: 'day_counters', lifetimeMs: DAY_NUMBER_LIFETIME_MS, prune: pruneDayCounters },
    {
      name: 'site_changes',
      lifetimeMs: siteChangesKeepSeconds * 1000,
      prune: async (db, now) =>
        pruneSiteChanges(db, new Date(now - siteChangesKeepSeconds * 1000).toISOString()),
    },
  ];
}

/**
 * The tasks on the same timer that watch dates rather than prune: carriers' documents ending soon or
 * ended (their owners reminded once each; document-actions.ts). `removed` counts the notices written.
 */
export const reminderTasks: readonly PruneTask[] = [
  { name: 'document_reminders', lifetimeMs: 0, prune: remindExpiringDocuments },
];

export interface PruneResult {
  name: string;
  removed: number;
}

/** Runs every task once at `now`; returns what each removed (a failed task is logged and left out). */
export async function runMaintenance(
  db: Store,
  tasks: readonly PruneTask[],
  now: number,
): Promise<PruneResult[]> {
  try {
    db.assertAvailable();
  } catch {
    return []; // Already logged, with the path, by the check itself.
  }
  const results: PruneResult[] = [];
  for (const task of tasks) {
    try {
      results.push({ name: task.name, removed: (await task.prune(db, now)) ?? 0 });
    } catch (error) {
      console.error(`[maintenance] 清理 ${task.name} 失败 / pruning ${task.name} failed:`, error);
    }
  }
  const pruned = results.filter((result) => result.removed > 0);
  if (pruned.length) {
    const summary = pruned.map((result) => `${result.name} ${result.removed}`).join(', ');
    console.log(`[maintenance] 已清理过期记录 / pruned expired rows: ${summary}`);
  }
  return results;
}

export interface MaintenanceOptions {
  intervalMs: number;
  tasks: readonly PruneTask[];
  now: Clock;
}

/**
 * Runs the tasks now (the returned promise settles after that run) and then every `intervalMs`;
 * `stop()` ends the schedule. A run never throws: each task's failure is logged by `runMaintenance`.
 */
export async function startMaintenance(db: Store, options: MaintenanceOptions): Promise<{ stop(): void }> {
  const { tasks, now } = options;
  await runMaintenance(db, tasks, now());
  const timer = setInterval(() => void runMaintenance(db, tasks, now()), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
