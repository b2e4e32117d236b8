import type { ReactNode } from 'react';
import { columnsMinWidthRem, type Column } from '../../lib/list/list-definition';
import type { LoadStatus } from '../../lib/request/load';
import LoadFailure from '../shared/LoadFailure';
import EmptyState from './EmptyState';
import Tag from './Tag';
import { appHref } from './href';

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  status: LoadStatus;
  /** What the load threw, with status 'failed'. */
  error?: unknown;
  onRetry?: () => void;
  /** Rows the table keeps room for, so loading, error and a short last page never move what follows. */
  reservedRows: number;
  /** What an answer without rows shows (the list's `EmptyState` with its filters); default 暂无数据. */
  empty?: ReactNode;
  /** What a cell shows after its text (an offer's marks), from the page that has it to show. */
  decorate?: Decorate<T> | undefined;
}

/** A cell's addition after its text; `position` is the row's, for ids unique on the page. */
export type Decorate<T> = (row: T, column: Column<T>, position: number) => ReactNode;

/** Heights in px of the header and of one row (Tailwind h-11 / h-12 plus the row border). */
const HEADER_HEIGHT = 45;
const ROW_HEIGHT = 49;
/**
 * The body's height when the answer is empty: room for the empty state, not a page of blank rows.
 * Nothing the list draws follows it (no pagination for 0 items) and the footer starts below the fold,
 * so the frame getting shorter moves nothing on screen.
 */
const EMPTY_BODY_HEIGHT = 196;

/**
 * A table driven by its column description. Header cells are `<th scope="col">`, the caption names
 * it for assistive technology; loading, empty and error show over the reserved area (CLS 0).
 */
export default function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, status, error, onRetry, reservedRows, empty, decorate } = props;
  const showEmpty = status === 'ready' && rows.length === 0;
  const bodyHeight = showEmpty ? EMPTY_BODY_HEIGHT : reservedRows * ROW_HEIGHT;
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white"
      style={{ minHeight: HEADER_HEIGHT + bodyHeight + 2 }}
    >
      {/* Never narrower than its columns: on a narrow screen it scrolls inside its frame. */}
      <table
        className="w-full table-fixed border-collapse text-sm"
        style={{ minWidth: `${columnsMinWidthRem(columns)}rem` }}
        aria-busy={status === 'loading'}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left text-gray-600">
          <tr className="h-11 border-b border-gray-200">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-4 font-medium ${column.width ?? ''} ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={status === 'ready' ? '' : 'opacity-40'}>
          {/*
            Rows keyed by position, cells by item: a refresh that brings a newer item rewrites the
            rows in place instead of moving them down (CLS 0), and a changed row gets new cells.
          */}
          {status !== 'failed' &&
            rows.map((row, position) => (
              <tr key={position} className="h-12 border-b border-gray-100 last:border-b-0 hover:bg-gray-50">
                <Cells
                  key={rowKey(row)}
                  columns={columns}
                  row={row}
                  position={position}
                  decorate={decorate}
                />
              </tr>
            ))}
        </tbody>
      </table>
      {status === 'loading' && <Overlay>载入中...</Overlay>}
      {showEmpty && <Overlay role={null}>{empty ?? <EmptyState />}</Overlay>}
      {status === 'failed' && (
        <Overlay role={null}>
          <LoadFailure error={error} onRetry={onRetry} />
        </Overlay>
      )}
    </div>
  );
}

type CellProps<T> = { row: T; position: number; decorate: Decorate<T> | undefined };

function Cells<T>({ columns, ...cell }: CellProps<T> & { columns: readonly Column<T>[] }) {
  return (
    <>
      {columns.map((column) => (
        <Cell key={column.key} column={column} {...cell} />
      ))}
    </>
  );
}

function Cell<T>({ column, row, position, decorate }: CellProps<T> & { column: Column<T> }) {
  const text = column.value(row);
  const href = column.href?.(row);
  const tag = column.tag?.(row) ?? '';
  return (
    <td
      className={`truncate px-4 ${column.align === 'right' ? 'text-right tabular-nums' : ''}`}
      title={tag ? `${tag}：${text}` : text}
    >
      {tag && <Tag>{tag}</Tag>}
      {href ? (
        <a href={appHref(href)} className="text-primary hover:underline">
          {text}
        </a>
      ) : (
        text
      )}
      {decorate?.(row, column, position)}
    </td>
  );
}

/**
 * Messages over the table body: placed absolutely, so they take no room of their own. `role={null}`
 * for content that carries its own (the empty state, the load failure).
 */
function Overlay({ children, role = 'status' }: { children: ReactNode; role?: 'status' | null }) {
  return (
    <div
      role={role ?? undefined}
      className="absolute inset-x-0 top-11 bottom-0 flex flex-col items-center justify-center gap-3 text-sm text-gray-500"
    >
      {children}
    </div>
  );
}
