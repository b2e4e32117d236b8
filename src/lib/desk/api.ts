/**
 * The content desk's endpoints (docs/api.md, Content desk; Moderation for the reports' queue), on the
 * API client's helpers: items and their revisions, publication, a member's 提交审核, and the queue of
 * reports. Only the desk's pages and an enterprise member's page carry them.
 */
import type * as C from '../shared/contract.ts';
import type { ReportState, ReportItem, ReportAction } from '../shared/contract/moderation.ts';
import type { DeskSchedule, DeskScheduleRequest, ScheduledDeskItem } from '../shared/contract/schedules.ts';
import type { OverviewPeriod, PlatformOverview } from '../shared/contract/overview.ts';
import {
  del,
  get,
  post,
  put,
  segment,
  type ApiOptions,
  type ListParams,
  type PagedEndpoint,
} from '../request/api.ts';

const path = (kind: C.DeskKind, itemId?: number): string =>
  itemId === undefined ? `/api/desk/${kind}` : `/api/desk/${kind}/${segment(itemId)}`;

/** `GET /desk/:kind`: the kind is the list's `kind` parameter (its tab), the rest its filters and page. */
export const listDeskItems: PagedEndpoint<C.DeskItemSummary> = Object.assign(
  (query: ListParams = {}, options?: ApiOptions) => {
    const { kind = 'policies', ...params } = query;
    return get<C.Paged<C.DeskItemSummary>>(`/api/desk/${segment(kind)}`, params, options);
  },
  { path: '/desk' },
);

export const getDeskItem = <K extends C.DeskKind>(kind: K, itemId: number, options?: ApiOptions) =>
  get<ScheduledDeskItem<K>>(path(kind, itemId), undefined, options);

export const createDeskItem = (kind: C.DeskKind, fields: unknown, options?: ApiOptions) =>
  post<C.DeskSaveResult>(path(kind), fields, options);

/**
 * `revision` is the one the edit was made on; over a newer one the server answers 10621. For an item
 * scheduled to publish, `fields` also carries `moveSchedule` (docs/api.md, Scheduled publishing).
 */
export const saveDeskItem = (
  kind: C.DeskKind,
  itemId: number,
  fields: unknown,
  revision: number,
  options?: ApiOptions,
) => put<C.DeskSaveResult>(path(kind, itemId), { ...(fields as object), revision }, options);

export const restoreDeskRevision = (
  kind: C.DeskKind,
  itemId: number,
  from: number,
  revision: number,
  options?: ApiOptions,
) => post<C.DeskSaveResult>(`${path(kind, itemId)}/revisions/${from}/restore`, { revision }, options);

export const publishDeskItem = (kind: C.DeskKind, itemId: number, revision: number, options?: ApiOptions) =>
  post<C.DeskPublishResult>(`${path(kind, itemId)}/publish`, { revision }, options);

export const withdrawDeskItem = (kind: C.DeskKind, itemId: number, options?: ApiOptions) =>
  post<C.DeskPublishResult>(`${path(kind, itemId)}/withdraw`, undefined, options);

/** 提交审核: the member hands revision `revision` (the newest) of their announcement to the editors. */
export const submitAnnouncement = (itemId: number, revision: number, options?: ApiOptions) =>
  post<C.DeskSaveResult & { submission: C.DeskSubmission }>(
    `${path('announcements', itemId)}/submit`,
    { revision },
    options,
  );

/** Each queue's count and its oldest item's age (docs/api.md, Notices). */
export const getDeskWaiting = (options?: ApiOptions) =>
  get<C.DeskWaiting[]>('/api/desk/waiting', undefined, options);

export const listReports = (query: { state: ReportState; page: number }, options?: ApiOptions) =>
  get<C.Paged<ReportItem>>('/api/desk/reports', query, options);

/** What the desk answers after hiding or dismissing. */
export interface ReportHandled {
  id: number;
  state: ReportState;
  handledAt: string;
  handledBy: string;
}

export const handleReport = (reportId: number, action: ReportAction, options?: ApiOptions) =>
  post<ReportHandled>(`/api/desk/reports/${segment(reportId)}/${action}`, undefined, options);

/** Revision `a` against revision `b`, field by field (src/lib/desk/revision-diff.ts shows it). */
export const getDeskRevisionDiff = (
  kind: C.DeskKind,
  itemId: number,
  a: number,
  b: number,
  options?: ApiOptions,
) => get<C.DeskRevisionDiff>(`${path(kind, itemId)}/revisions/${a}/diff/${b}`, undefined, options);

/** `GET /desk/stats/views`: views per day and the most read pages of a period (访问统计). */
export const getViewStats = (
  query: { from: string; to: string; kind: C.ViewKind | '' },
  options?: ApiOptions,
) =>
  get<C.ViewStats>('/api/desk/stats/views', query.kind ? query : { from: query.from, to: query.to }, options);

/** `GET /desk/schedules`: every item's schedule, the soonest first (docs/api.md, Scheduled publishing). */
export const listDeskSchedules = (options?: ApiOptions) =>
  get<DeskSchedule[]>('/api/desk/schedules', undefined, options);

/** 定时发布 revision `revision`, or 定时撤下, at `at` (ISO 8601 with its offset, a whole minute). */
export const scheduleDeskItem = (
  kind: C.DeskKind,
  itemId: number,
  request: DeskScheduleRequest,
  options?: ApiOptions,
) => post<DeskSchedule>(`${path(kind, itemId)}/schedule`, request, options);

/** 取消定时. */
export const cancelDeskSchedule = (kind: C.DeskKind, itemId: number, options?: ApiOptions) =>
  del<null>(`${path(kind, itemId)}/schedule`, undefined, options);
/** `GET /desk/stats/overview?days=`: 运营概览's series per China day, with the period before's totals. */
export const getPlatformOverview = (days: OverviewPeriod, options?: ApiOptions) =>
  get<PlatformOverview>('/api/desk/stats/overview', { days }, options);
