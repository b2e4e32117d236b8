/**
 * 举报 (docs/api.md, Moderation): a user's report of a post, a reply or an offer (protected), apart
 * from the community's and the offers' endpoints so that the report dialog, fetched on demand by both
 * pages, takes neither module out of its page's own script. The desk's queue is src/lib/desk/api.ts.
 */
import type { NewReport, ReportReceipt } from '../shared/contract/moderation.ts';
import { post, type ApiOptions } from '../request/api.ts';

export const sendReport = (report: NewReport, options?: ApiOptions) =>
  post<ReportReceipt>('/api/reports', report, options);
