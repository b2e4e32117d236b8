/** SQL for users and their sign-in history (the login throttle's is in queries/password-failures.ts). */
import type { LoginRecord, ProfileUpdate, User, UserRole } from '../../src/lib/shared/contract.ts';
import { maskPhone } from '../../src/lib/shared/phone.ts';
import type { Store } from '../store/store.ts';
import { CLOSED_ACCOUNT_PREFIX } from './account-closing.ts';

export interface UserRow {
  id: number;
  account: string;
  role: UserRole;
  passwordHash: string;
  nickname: string;
  realName: string;
  company: string;
  email: string;
  mobile: string;
  createdAt: string;
  lastLoginAt: string | null;
  /** Whether the account blocks anyone (屏蔽): 1/0 on SQLite, a boolean on PostgreSQL. */
  blocking: number | boolean;
}

const USER_COLUMNS = `id, account, role, password_hash AS passwordHash, nickname, real_name AS realName, company, email, mobile,
  created_at AS createdAt, last_login_at AS lastLoginAt,
  EXISTS (SELECT 1 FROM user_blocks b WHERE b.user_id = users.id) AS blocking`;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    account: row.account,
    role: row.role,
    nickname: row.nickname,
    realName: row.realName,
    company: row.company,
    email: row.email,
    mobile: maskPhone(row.mobile),
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    blocking: Boolean(row.blocking),
  };
}

export async function findUserById(db: Store, id: number): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, id);
}

export async function findUserByMobile(db: Store, mobile: string): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE mobile = ?`, mobile);
}

/** The account name first, then the mobile; never a closed account (注销账号, account-closing.ts). */
export async function findUserByLogin(db: Store, login: string): Promise<UserRow | undefined> {
  const user =
    (await db.get<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE account = ?`, login)) ??
    (await findUserByMobile(db, login));
  return user && !user.account.startsWith(CLOSED_ACCOUNT_PREFIX) ? user : undefined;
}

export interface NewUser {
  account: string;
  passwordHash: string;
  nickname: string;
  mobile: string;
}

/** Inserts an account; returns its id. */
export async function insertUser(db: Store, user: NewUser, at: string): Promise<number> {
  const result = await db.run(
    'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    user.account,
    user.passwordHash,
    user.nickname,
    user.mobile,
    at,
  );
  return Number(result.lastInsertId);
}

export async function updateProfile(db: Store, userId: number, profile: ProfileUpdate): Promise<void> {
  await db.run(
    'UPDATE users SET nickname = ?, real_name = ?, company = ?, email = ? WHERE id = ?',
    profile.nickname,
    profile.realName,
    profile.company,
    profile.email,
    userId,
  );
}

/** A verified member's 公司名称 becomes the name of the enterprise the desk verified them for. */
export async function setCompanyOfMember(db: Store, userId: number, company: string): Promise<void> {
  await db.run('UPDATE users SET company = ? WHERE id = ?', company, userId);
}

export async function updatePasswordHash(db: Store, userId: number, passwordHash: string): Promise<void> {
  await db.run('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, userId);
}

export async function updateMobile(db: Store, userId: number, mobile: string): Promise<void> {
  await db.run('UPDATE users SET mobile = ? WHERE id = ?', mobile, userId);
}

export async function touchLastLogin(db: Store, userId: number, at: string): Promise<void> {
  await db.run('UPDATE users SET last_login_at = ? WHERE id = ?', at, userId);
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export async function recordSignIn(
  db: Store,
  userId: number,
  action: LoginRecord['action'],
  client: ClientInfo,
  at: string,
): Promise<void> {
  await db.run(
    'INSERT INTO login_records (user_id, action, at, ip, user_agent) VALUES (?, ?, ?, ?, ?)',
    userId,
    action,
    at,
    client.ip,
    client.userAgent,
  );
}

export async function listLoginRecords(
  db: Store,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ list: LoginRecord[]; total: number }> {
  const list = await db.all<LoginRecord>(
    `SELECT id, action, at, ip, user_agent AS userAgent FROM login_records
       WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
    userId,
    limit,
    offset,
  );
  const { n } = (await db.get<{
    n: number;
  }>('SELECT count(*) AS n FROM login_records WHERE user_id = ?', userId))!;
  return { list, total: n };
}

/** Gives the account `account` the role `role`; false when there is no such account. */
export async function setUserRole(db: Store, account: string, role: UserRole): Promise<boolean> {
  return (await db.run('UPDATE users SET role = ? WHERE account = ?', role, account)).changes > 0;
}
