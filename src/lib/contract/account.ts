/** Sign-in, SMS codes, the account and its login records. */

/** What an account may do: `user` reads and writes as a member; `editor` also runs the content desk. */
export const USER_ROLES = ['user', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface User {
  id: number;
  account: string;
  role: UserRole;
  nickname: string;
  realName: string;
  company: string;
  email: string;
  /** Always masked, e.g. `138****8000`. */
  mobile: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface LoginRequest {
  account: string;
  password: string;
}
export interface LoginResult {
  token: string;
  expiresAt: string;
  user: User;
}

export const SMS_PURPOSES = ['reset', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export interface SmsCodeRequest {
  mobile: string;
  purpose: SmsPurpose;
}
export interface SmsCodeResult {
  cooldownSeconds: number;
}
export interface PasswordResetRequest {
  mobile: string;
  code: string;
  newPassword: string;
}
/** One message in the development SMS outbox (`GET /dev/outbox?mobile=`, PORTAL_DEMO=1 only). */
export interface OutboxMessage {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  text: string;
  sentAt: string;
}

/** `GET /site/info`: how the server runs. `demo` is true when the SMS outbox is readable (PORTAL_DEMO=1). */
export interface SiteInfo {
  demo: boolean;
}

export interface ProfileUpdate {
  nickname: string;
  realName: string;
  company: string;
  email: string;
}
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}
export interface MobileChange {
  mobile: string;
  code: string;
  /** The account's current password. */
  password: string;
}

export const LOGIN_ACTIONS = ['login', 'logout'] as const;
export type LoginAction = (typeof LOGIN_ACTIONS)[number];

export interface LoginRecord {
  id: number;
  action: LoginAction;
  at: string;
  ip: string;
  userAgent: string;
}
