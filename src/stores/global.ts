/**
 * Portal-wide UI state (docs/product.md, State): sidebar, notices, list state, breadcrumbs. `collapsed` and
 * `notices` survive page loads (sessionStorage); the rest belongs to the page.
 *
 * Islands: `useStore($global, { ssr: () => initialGlobal })`.
 */
import './persistence.ts';
import * as api from '../lib/api.ts';
import type { Notice, NoticeType } from '../lib/contract.ts';
import { toRequestError, type RequestError } from '../lib/errors.ts';
import { getToken } from '../lib/storage.ts';
import { isRecord, persistentState } from './persistence.ts';

export interface BreadRoute {
  path: string;
  title: string;
}

export interface GlobalState {
  collapsed: boolean;
  notices: Notice[];
  paginationData: Record<string, unknown>;
  currentPath: string;
  searchData: Record<string, unknown>;
  breadRoutes: BreadRoute[];
}

export const GLOBAL_STORAGE_KEY = 'portal:global';
export const initialGlobal: GlobalState = {
  collapsed: false,
  notices: [],
  paginationData: {},
  currentPath: '',
  searchData: {},
  breadRoutes: [],
};

const NOTICE_TYPES: readonly string[] = ['notice', 'message', 'todo'];

export function isNotice(value: unknown): value is Notice {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.type === 'string' &&
    NOTICE_TYPES.includes(value.type) &&
    typeof value.title === 'string' &&
    typeof value.read === 'boolean'
  );
}

function readGlobal(stored: unknown): GlobalState {
  if (!isRecord(stored)) return initialGlobal;
  return {
    ...initialGlobal,
    collapsed: stored.collapsed === true,
    notices: Array.isArray(stored.notices) ? stored.notices.filter(isNotice) : [],
  };
}

export const $global = persistentState<GlobalState>(
  GLOBAL_STORAGE_KEY,
  initialGlobal,
  readGlobal,
  ({ collapsed, notices }) => ({
    collapsed,
    notices,
  }),
);

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

/** Merges `payload` into the global state, then calls `callback` (the spec's "save table info"). */
export function saveTableInfo(payload: Partial<GlobalState>, callback?: () => void): void {
  update(payload);
  callback?.();
}

export function setCurrentPath(currentPath: string): void {
  update({ currentPath });
}

export function setBreadRoutes(breadRoutes: BreadRoute[]): void {
  update({ breadRoutes });
}
