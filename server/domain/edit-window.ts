/**
 * When an author may change their own words (docs/api.md, Community; PORTAL_EDIT_GRACE,
 * PORTAL_EDIT_WINDOW). Pure: the caller passes the clock.
 *
 * - Within the grace period after posting, an edit replaces the text quietly: no 已编辑 mark, no
 *   version kept (a typo fixed at once is not a revision).
 * - After it and until the edit window closes, an edit keeps the version it replaces (the history)
 *   and marks the text 已编辑.
 * - After the window, the text stays as it is; deleting remains possible.
 * Both bounds are inclusive: at exactly `graceSeconds` the edit is still quiet, at exactly
 * `windowSeconds` still allowed.
 */
export interface EditTimes {
  graceSeconds: number;
  windowSeconds: number;
}

export type EditKind = 'quiet' | 'kept' | 'closed';

export function editKind(createdAt: string, now: number, times: EditTimes): EditKind {
  const age = now - Date.parse(createdAt);
  if (age > times.windowSeconds * 1000) return 'closed';
  return age <= times.graceSeconds * 1000 ? 'quiet' : 'kept';
}

/** The last moment an edit is accepted, as the answers carry it (`editableUntil`). */
export const editableUntil = (createdAt: string, times: EditTimes): string =>
  new Date(Date.parse(createdAt) + times.windowSeconds * 1000).toISOString();
