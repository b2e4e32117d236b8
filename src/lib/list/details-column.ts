/** The column that names each row's item and links to its details page (only list pages load it). */
import { detailsHref, type Column } from './list-definition.ts';

/** A linked column: the row's `value`, a link to the details page at `path` for the row's `id`. */
export function detailsColumn<T extends { id: number }>(
  path: string,
  key: string,
  title: string,
  value: (row: T) => string,
): Column<T> {
  return { key, title, value, href: (row) => detailsHref(path, row.id) };
}
