/**
 * The API client's moderation endpoints (docs/api.md, Moderation): a user's report, and the desk's
 * queue with its two actions. Apart from api.ts so that only the post page and the queue carry them.
 * Failures are the request layer's `RequestError`s, already shown to the user.
 */
import type { ApiOptions } from '../request/api.ts';
import type * as C from '../shared/contract.ts';
import { request } from '../request/request.ts';

const data = <T>(answer: Promise<C.Envelope<T>>): Promise<T> => answer.then((body) => body.data);
const id = (value: number): string => encodeURIComponent(String(value));

export const reportWords = (report: C.NewReport, options?: ApiOptions) =>
  data(request.post<C.Envelope<C.ReportReceipt>>('/api/reports', report, options));

export const listReports = (query: { state: C.ReportState; page: number }, options?: ApiOptions) =>
  data(request.get<C.Envelope<C.Paged<C.ReportItem>>>('/api/desk/reports', { ...options, params: query }));

/** What the desk answers after hiding or dismissing. */
export interface ReportHandled {
  id: number;
  state: C.ReportState;
  handledAt: string;
  handledBy: string;
}

export const handleReport = (reportId: number, action: C.ReportAction, options?: ApiOptions) =>
  data(
    request.post<C.Envelope<ReportHandled>>(
      `/api/desk/reports/${id(reportId)}/${action}`,
      undefined,
      options,
    ),
  );
