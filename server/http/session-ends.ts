/**
 * What a page signed out by each revocation is told (docs/api.md, Authentication): nothing expired,
 * something happened elsewhere. The 10002 answer (session.ts) and the notice stream's `end`
 * (notice-stream.ts) say the same words.
 */
import type { SessionEndReason } from '../../src/lib/shared/contract.ts';

export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  logout: '您已在其他窗口退出登录，请重新登录',
  password: '您的密码已修改，此处的登录已失效，请用新密码重新登录',
  reset: '您的密码已通过短信验证码重置，此处的登录已失效，请用新密码重新登录',
};
