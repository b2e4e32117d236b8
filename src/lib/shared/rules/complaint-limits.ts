/**
 * How long a complaint's, a statement's and a result's words may be and how many photos each carries,
 * for the rules (complaint.ts) and the complaint forms. Its own module: complaint.ts builds its
 * schemas when it loads, and they would stay in every page bundle that imports it (as quote-limits.ts).
 */
export const COMPLAINT_LIMITS = {
  /** A complaint's, a statement's and a result's words, in characters. */
  contentMax: 1000,
  /** Photos a complaint or a statement may carry. */
  filesMax: 9,
} as const;
