/** SQL for users and their sign-in history (the login throttle's is in queries/password-failures.ts). */
import type { LoginRecord, ProfileUpdate, User, UserRole } from '../../src/lib/contract.ts';
import { maskPhone } from '../../src/lib/phone.ts';
import { nowIso, type Database } from '../db.ts';

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
}

const USER_COLUMNS = `id, account, role, password_hash AS passwordHash, nickname, real_name AS realName, company, email, mobile,
  created_at AS createdAt, last_login_at AS lastLoginAt`;

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
  };
}

export function findUserById(db: Database, id: number): UserRow | undefined {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id) as UserRow | undefined;
}

export function findUserByMobile(db: Database, mobile: string): UserRow | undefined {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE mobile = ?`).get(mobile) as UserRow | undefined;
}

/** The account name first, then the mobile. */
export function findUserByLogin(db: Database, login: string): UserRow | undefined {
  return (
    (db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE account = ?`).get(login) as UserRow | undefined) ??
    findUserByMobile(db, login)
  );
}

export interface NewUser {
  account: string;
  passwordHash: string;
  nickname: string;
  mobile: string;
}

/** Inserts an account; returns its id. */
export function insertUser(db: Database, user: NewUser, at = nowIso()): number {
  const result = db
    .prepare(
      'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(user.account, user.passwordHash, user.nickname, user.mobile, at);
  return Number(result.lastInsertRowid);
}

export function updateProfile(db: Database, userId: number, profile: ProfileUpdate): void {
  db.prepare('UPDATE users SET nickname = ?, real_name = ?, company = ?, email = ? WHERE id = ?').run(
    profile.nickname,
    profile.realName,
    profile.company,
    profile.email,
    userId,
  );
}

export function updatePasswordHash(db: Database, userId: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
}

export function updateMobile(db: Database, userId: number, mobile: string): void {
  db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, userId);
}

export function touchLastLogin(db: Database, userId: number, at: string): void {
  db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(at, userId);
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export function recordSignIn(
  db: Database,
  userId: number,
  action: LoginRecord['action'],
  client: ClientInfo,
  at = nowIso(),
): void {
  db.prepare('INSERT INTO login_records (user_id, action, at, ip, user_agent) VALUES (?, ?, ?, ?, ?)').run(
    userId,
    action,
    at,
    client.ip,
    client.userAgent,
  );
}

export function listLoginRecords(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): { list: LoginRecord[]; total: number } {
  const list = db
    .prepare(
      `SELECT id, action, at, ip, user_agent AS userAgent FROM login_records
       WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, limit, offset) as unknown as LoginRecord[];
  const { n } = db.prepare('SELECT count(*) AS n FROM login_records WHERE user_id = ?').get(userId) as {
    n: number;
  };
  return { list, total: n };
}

/** Gives the account `account` the role `role`; false when there is no such account. */
export function setUserRole(db: Database, account: string, role: UserRole): boolean {
  return db.prepare('UPDATE users SET role = ? WHERE account = ?').run(role, account).changes > 0;
}
