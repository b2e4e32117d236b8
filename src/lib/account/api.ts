/**
 * The account's endpoints (docs/api.md, Sign-in and SMS; Account): login, registration, SMS codes,
 * the password, the profile and the login records, on the API client's helpers. The session calls
 * every page makes (the current user, logout) stay in src/lib/request/api.ts.
 */
import type * as C from '../shared/contract.ts';
import { get, pagedEndpoint, post, put, type ApiOptions } from '../request/api.ts';

/** Sent without the stored token: a login never depends on what an earlier one left behind. */
export const login = (body: C.LoginRequest, options?: ApiOptions) =>
  post<C.LoginResult>('/api/auth/login', body, { ...options, headers: { Authentication: '' } });
/** Sent without the stored token, like the login: the new account's session replaces any other. */
export const register = (body: C.RegistrationRequest, options?: ApiOptions) =>
  post<C.LoginResult>('/api/auth/register', body, { ...options, headers: { Authentication: '' } });
/** A proof-of-work challenge to solve (sms-challenge.ts) before `sendSmsCode` (sms-code.ts). */
export const getSmsChallenge = (options?: ApiOptions) =>
  get<C.SmsChallenge>('/api/sms/challenge', undefined, options);
export const sendSmsCode = (body: C.SmsCodeRequest, options?: ApiOptions) =>
  post<C.SmsCodeResult>('/api/sms/code', body, options);
export const resetPassword = (body: C.PasswordResetRequest, options?: ApiOptions) =>
  post<C.PasswordResetResult>('/api/auth/password/reset', body, options);
/** How the server runs (public): whether it is in demo mode. */
export const getSiteInfo = (options?: ApiOptions) => get<C.SiteInfo>('/api/site/info', undefined, options);

export const updateProfile = (body: C.ProfileUpdate, options?: ApiOptions) =>
  put<C.User>('/api/user/profile', body, options);
/** The server revokes every token of the user afterwards. */
export const changePassword = (body: C.PasswordChange, options?: ApiOptions) =>
  put<null>('/api/user/password', body, options);
export const deleteAccount = (body: C.AccountDeletionRequest, options?: ApiOptions) =>
  post<null>('/api/user/deletion', body, options);
export const changeMobile = (body: C.MobileChange, options?: ApiOptions) =>
  put<C.User>('/api/user/mobile', body, options);
export const listLoginRecords = pagedEndpoint<C.LoginRecord>('/user/login-records');
