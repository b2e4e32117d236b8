/**
 * The outcome of a commit group, as both stores keep one (docs/decisions.md, "SQLite commits
 * transactions in groups", "PostgreSQL commits transactions in groups"): every member is kept by its
 * one COMMIT, or none is.
 */
export interface GroupOutcome {
  /** Settles when the group is committed (every member kept) or lost (none kept). */
  committed: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A group's outcome, not yet settled. */
export function groupOutcome(): GroupOutcome {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const committed = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  // A group none of whose members waits for it (all threw) must not be an unhandled rejection.
  committed.catch(() => {});
  return { committed, resolve, reject };
}
