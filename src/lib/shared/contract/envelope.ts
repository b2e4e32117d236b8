/** The envelope of every answer and paging. */

/** Envelope of every response. `errorCode` is 0 and `errorMsg` '' on success. */
export interface Envelope<T> {
  success: boolean;
  errorCode: number;
  errorMsg: string;
  data: T;
  /** How the portal should show a failure (see the error catalogue); absent means the default. */
  showType?: number;
}

/** A paged answer. `page` starts at 1; `pageSize` defaults to 10, at most 100. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/*
 * The codes the shell's shared layers read themselves (the request layer, a details page's item), here
 * rather than only in the catalogue (error-codes.ts), so that every page's core chunk does not carry
 * every code; the catalogue names them with these.
 */
/** 10002: the login is gone (E1). */
export const SESSION_ENDED_CODE = 10002;
/** 10404: the item does not exist (or is not the caller's to see). */
export const NOT_FOUND_CODE = 10404;
/** 10644: the item exists but is not public yet (an enterprise an editor is completing). */
export const ITEM_PENDING_CODE = 10644;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
/** The last page a list may ask for, far beyond any real list (`page=1e400` names none). */
export const PAGE_MAX = 100_000;
