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
  /**
   * Whether the account blocks anyone (屏蔽): only then does a static page read its content again to
   * leave the blocked users' words out (a post's replies).
   */
  blocking: boolean;
  /** The enterprise the user is verified for (企业认证); absent until an editor approves an application. */
  enterprise?: { id: number; name: string };
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

/**
 * What a code proves: the mobile's owner resets a password, binds a new mobile, registers, or closes
 * the account that mobile is bound to (注销账号).
 */
export const SMS_PURPOSES = ['reset', 'bind', 'register', 'delete'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export interface SmsCodeRequest {
  mobile: string;
  purpose: SmsPurpose;
  /** The solved challenge of `GET /sms/challenge`: the server sends nothing without it. */
  proof: SmsChallengeProof;
}
/**
 * `GET /sms/challenge`: a proof of work (ALTCHA's scheme). Find `number` in 0…maxNumber with
 * SHA-256(salt + number) = challenge (hex); the server signed `challenge` and put the expiry in `salt`.
 */
export interface SmsChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxNumber: number;
  signature: string;
  expiresAt: string;
}
/** What the browser sends back: the salt and signature as given and the number it found. */
export interface SmsChallengeProof {
  salt: string;
  number: number;
  signature: string;
}
export interface SmsCodeResult {
  cooldownSeconds: number;
}
/** `POST /user/deletion`: the current password and a code of purpose `delete` sent to the account's mobile. */
export interface AccountDeletionRequest {
  password: string;
  code: string;
}
export interface PasswordResetRequest {
  mobile: string;
  code: string;
  newPassword: string;
}
/** The reset's answer: the account the new password belongs to (the code proved the mobile's owner). */
export interface PasswordResetResult {
  account: string;
}
/** `POST /auth/register`: a new account for the holder of `mobile`; answers as the login does. */
export interface RegistrationRequest {
  mobile: string;
  code: string;
  account: string;
  password: string;
  /** The user ticked that they read and accept the 用户协议 and the 隐私政策; must be true. */
  agreed: true;
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
