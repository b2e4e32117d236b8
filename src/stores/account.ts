/**
 * The account the account pages show and edit, loaded fresh from the server (the session's copy
 * may be older than an edit made in another tab). Saved changes go to the session too, so the
 * header's user menu shows them.
 */
import * as api from '../lib/request/api.ts';
import type { Load } from '../lib/request/load.ts';
import { loading, ready, settle } from './load.ts';
import type { User } from '../lib/shared/contract.ts';
import { LOGIN_PATH } from '../lib/shared/routes.ts';
import { atom } from 'nanostores';
import { carryToastToNextPage, showToast } from './shell/feedback.ts';
import { navigate } from './shell/navigation.ts';
import { endSession, hasToken, setLoginState } from './shell/session.ts';

export const $account = atom<Load<User>>(loading());

/** Loads the account; without a token it stays loading (the login guard is sending the visitor away). */
export async function loadAccount(): Promise<void> {
  if (!hasToken()) return;
  $account.set(loading());
  // hideMessage: the page shows the failure with 重试; an ended login still goes to /login.
  $account.set(await settle(api.getCurrentUser({ hideMessage: true })));
}

/** After the server accepted a change: the page and the session show the user it answered. */
export function accountSaved(user: User): void {
  $account.set(ready(user));
  setLoginState({ loggedin: true, userInfo: user });
}

/**
 * After a password change the server has ended every session of the account, this one included:
 * the toast is carried to the login page, where the user signs in with the new password.
 */
export function passwordChanged(): void {
  showToast('success', '密码已修改，所有设备的登录均已退出，请使用新密码重新登录');
  endSession();
  carryToastToNextPage();
  navigate(LOGIN_PATH);
}

/**
 * After 注销账号 the account is closed and every session ended: the toast is carried to the login
 * page, where the account can no longer sign in.
 */
export function accountClosed(): void {
  showToast('success', '账号已注销，个人信息已删除');
  endSession();
  carryToastToNextPage();
  navigate(LOGIN_PATH);
}
