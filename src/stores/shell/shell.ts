/**
 * Portal-wide UI state (docs/product.md, State): the sidebar, the notices and the list the visitor
 * last looked at. All of it survives page loads (sessionStorage): the list state is what a details
 * page's breadcrumb reads to lead back to the page, filters and tab the visitor came from
 * (src/components/Breadcrumbs.astro).
 *
 * Islands: `useStore($global, { ssr: () => initialGlobal })`.
 */
import './persistence.ts';
import * as api from '../../lib/notices/api.ts';
import { NOTICE_TYPES, type Notice, type NoticeType } from '../../lib/shared/contract.ts';
import { toRequestError, type RequestError } from '../../lib/request/errors.ts';
import { getToken } from '../../lib/request/storage.ts';
import { isRecord, persistentState } from './persistence.ts';

/** The page of the last list shown. */
export interface PaginationData {
  page?: number;
  pageSize?: number;
}

export interface GlobalState {
  collapsed: boolean;
  notices: Notice[];
  /** The last list's page and page size. */
  paginationData: PaginationData;
  /** App path (no base) of the last list shown, '' before any. */
  currentPath: string;
  /** The last list's tab and filters, by query parameter name. */
  searchData: Record<string, string>;
}

export const GLOBAL_STORAGE_KEY = 'portal:global';
export const initialGlobal: GlobalState = {
  collapsed: false,
  notices: [],
  paginationData: {},
  currentPath: '',
  searchData: {},
};

export function isNotice(value: unknown): value is Notice {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.type === 'string' &&
    (NOTICE_TYPES as readonly string[]).includes(value.type) &&
    typeof value.title === 'string' &&
    typeof value.read === 'boolean'
  );
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

function readPagination(stored: unknown): PaginationData {
  if (!isRecord(stored)) return {};
  const page = positive(stored.page);
  const pageSize = positive(stored.pageSize);
  return { ...(page ? { page } : {}), ...(pageSize ? { pageSize } : {}) };
}

function readSearch(stored: unknown): Record<string, string> {
  if (!isRecord(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([, value]) => typeof value === 'string'),
  ) as Record<string, string>;
}

function readGlobal(stored: unknown): GlobalState {
  if (!isRecord(stored)) return initialGlobal;
  return {
    collapsed: stored.collapsed === true,
    notices: Array.isArray(stored.notices) ? stored.notices.filter(isNotice) : [],
    paginationData: readPagination(stored.paginationData),
    currentPath: typeof stored.currentPath === 'string' ? stored.currentPath : '',
    searchData: readSearch(stored.searchData),
  };
}

export const $global = persistentState<GlobalState>(GLOBAL_STORAGE_KEY, initialGlobal, readGlobal);

function update(change: Partial<GlobalState>): void {
  $global.set({ ...$global.get(), ...change });
}

/** E9: a failed notice call is logged; the request layer has already shown what the user needs. */
function logFailure(action: string, error: unknown): void {
  console.error(`[portal] ${action} failed`, error);
}

export function setNotices(notices: Notice[]): void {
  update({ notices });
}

/**
 * Fetches the user's notices; without a token the list is simply empty. Never rejects: resolves the
 * failure (already shown by the request layer) so that the bell can offer 重试, or null.
 */
export async function loadNotices(): Promise<RequestError | null> {
  if (getToken() === '') {
    setNotices([]);
    return null;
  }
  try {
    setNotices(await api.getNotices());
    return null;
  } catch (error) {
    logFailure('loading notices', error);
    return toRequestError(error);
  }
}

/**
 * Marks one notice read on the server, then here (counts follow). When the server refuses, nothing
 * changes here, so the bell keeps agreeing with the server; the request layer has shown why.
 * Resolves whether it worked; never rejects.
 */
export async function markNoticeRead(id: number): Promise<boolean> {
  try {
    await api.markNoticeRead(id);
  } catch (error) {
    logFailure('marking a notice read', error);
    return false;
  }
  update({
    notices: $global.get().notices.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
  });
  return true;
}

/** Removes every notice of `type` on the server, then here; as `markNoticeRead` on failure. */
export async function clearNotices(type: NoticeType): Promise<boolean> {
  try {
    await api.clearNotices(type);
  } catch (error) {
    logFailure('clearing notices', error);
    return false;
  }
  update({ notices: $global.get().notices.filter((notice) => notice.type !== type) });
  return true;
}

export function setCollapsed(collapsed: boolean): void {
  update({ collapsed });
}

export type TableInfo = Pick<GlobalState, 'paginationData' | 'searchData' | 'currentPath'>;

/**
 * Merges the list state into the global state, then calls `callback`. List islands call it with the
 * state they show (`useListState` in src/islands/list/); breadcrumbs read it back with
 * `listReturnSearch`.
 */
export function saveTableInfo(payload: Partial<TableInfo>, callback?: () => void): void {
  update(payload);
  callback?.();
}

/**
 * The query string that returns to the last list shown, when `listPath` is that list; '' otherwise
 * (the list's defaults).
 */
export function listReturnSearch(state: TableInfo, listPath: string): string {
  if (state.currentPath === '' || state.currentPath !== listPath) return '';
  const params = new URLSearchParams(state.searchData);
  const { page, pageSize } = state.paginationData;
  if (page !== undefined && page > 1) params.set('page', String(page));
  if (pageSize !== undefined) params.set('pageSize', String(pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}
