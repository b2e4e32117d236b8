/**
 * Which page buttons a pagination shows, as the common portal pagination does: every page when there
 * are few, otherwise the first, the last, a window around the current page, and an ellipsis on each
 * side that jumps 5 pages (3 with `lessItems`, whose window is narrower).
 */

export type PaginationItem =
  | { kind: 'page'; page: number }
  | { kind: 'jump-previous'; page: number }
  | { kind: 'jump-next'; page: number };

export function paginationItems(current: number, last: number, lessItems = false): PaginationItem[] {
  const buffer = lessItems ? 1 : 2;
  const jump = lessItems ? 3 : 5;
  const page = (n: number): PaginationItem => ({ kind: 'page', page: n });
  if (last <= 5 + buffer * 2) return Array.from({ length: Math.max(last, 1) }, (_, index) => page(index + 1));

  let left = Math.max(1, current - buffer);
  let right = Math.min(last, current + buffer);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (last - current <= buffer) left = last - buffer * 2;

  const items: PaginationItem[] = [];
  if (left > 1) items.push(page(1));
  if (left > 2) items.push({ kind: 'jump-previous', page: Math.max(1, current - jump) });
  for (let n = left; n <= right; n++) items.push(page(n));
  if (right < last - 1) items.push({ kind: 'jump-next', page: Math.min(last, current + jump) });
  if (right < last) items.push(page(last));
  return items;
}

/** The page a "jump to" field asks for, inside `[1, last]`; null when the text is not a page number. */
export function jumpTarget(text: string, last: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Math.min(Math.max(Number(trimmed), 1), last);
}
