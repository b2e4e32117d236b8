import { RequestError } from '../lib/errors';

/**
 * The Chinese text a form shows for a failed request: the server's own message when it sent one,
 * otherwise a generic line (transport texts of the catalogue are English on purpose).
 */
export function formErrorText(error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (error instanceof RequestError) {
    if (error.fromServer && error.errorMessage) return error.errorMessage;
    if (error.kind === 'timeout') return '请求超时，请检查网络后重试';
    if (error.kind === 'network') return '网络异常，请检查网络后重试';
  }
  return fallback;
}
