/**
 * The one clock the server reads. `systemClock` is the only place it asks the machine for the time;
 * whatever needs the time takes a `Clock` (the app's settings carry the one set at start, tests set
 * their own the same way) or an instant read from it. Durations (timeouts, heartbeats, query timing)
 * use `performance.now()`, which is not the time of day.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The clock's instant as ISO 8601 text in UTC, the form the database keeps times in. */
export const isoNow = (clock: Clock): string => new Date(clock()).toISOString();
