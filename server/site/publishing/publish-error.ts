import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { ApiError } from '../../domain/errors.ts';

/**
 * A publish that could not bring the static site up to date (no render bundle, a page that failed
 * to render, a file that could not be written). The database change stands; the site keeps its
 * previous files, so publishing again is safe. The content desk answers it as it is (10660, 503).
 */
export class SitePublishError extends ApiError {
  /** What went wrong, for the log (the answer's message is for the editor). */
  readonly detail: string;
  constructor(detail: string) {
    super(
      ErrorCodes.sitePublishFailed,
      '内容已保存，但网站页面未能更新，请稍后再次发布；如持续出现请联系网站管理员',
      503,
    );
    this.detail = detail;
  }
}
