/**
 * What the start line adds in demo mode: the accounts a visitor can sign in with at once, and where the
 * SMS codes (never sent in demo mode) can be read. Outside demo mode there are no such accounts and no
 * outbox, and nothing is said.
 */
import { API_BASE } from './app.ts';
import { DEMO_EDITOR } from '../seed/editor.ts';
import { DEMO_ACCOUNT, SEED_USER_PASSWORD } from '../seed/index.ts';

/** `siteUrl`: where the site is served, its base path included (`http://127.0.0.1:4321/`). */
export function demoStartLines(siteUrl: string): string[] {
  const outbox = new URL(`${API_BASE.slice(1)}/dev/outbox?mobile=${DEMO_ACCOUNT.mobile}`, siteUrl).href;
  return [
    `[demo] 演示账号 / demo accounts: ${DEMO_ACCOUNT.account} / ${DEMO_ACCOUNT.password}（手机 ${DEMO_ACCOUNT.mobile}）· ` +
      `内容编辑 ${DEMO_EDITOR.account} / ${DEMO_EDITOR.password} · 其他种子用户密码 ${SEED_USER_PASSWORD}（仅在演示模式下创建的数据库中）`,
    `[demo] 短信验证码不外发，在此读取 / SMS codes are not sent, read them at ${outbox}（mobile= 换成收码的手机号）`,
  ];
}
