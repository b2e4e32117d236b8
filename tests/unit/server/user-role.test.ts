/**
 * `npm run user:role`: the operator makes an account an editor (and back); the desk answers that
 * account's next request accordingly. A database made before roles gets the column on opening, every
 * account in it a user.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type User } from '../../../src/lib/shared/contract.ts';
import { ErrorCodes } from '../../../src/lib/shared/contract/error-codes.ts';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { DEMO_ACCOUNT } from '../../../server/seed/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

function setRole(dbPath: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '-s', 'user:role', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, PORTAL_DB: dbPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
  });
}

describe('npm run user:role', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('makes an account an editor and back, counted from its next request', async () => {
    const token = await server.login();
    expect((await server.api('GET', '/desk/policies', { token })).status).toBe(403);

    const made = await setRole(server.dbPath, ['--account', DEMO_ACCOUNT.account, '--role', 'editor']);
    expect(made.output).toContain('角色已设为 editor');
    expect(made.code).toBe(0);
    const current = await server.api<User>('GET', '/user/current', { token });
    expect(current.body.data.role).toBe('editor');
    expect((await server.api('GET', '/desk/policies', { token })).body.errorCode).toBe(ErrorCodes.ok);

    const back = await setRole(server.dbPath, ['--account', DEMO_ACCOUNT.account, '--role', 'user']);
    expect(back.code).toBe(0);
    expect((await server.api('GET', '/desk/policies', { token })).body.errorCode).toBe(
      ErrorCodes.roleRefused,
    );
  });

  it('refuses an unknown account (1) and an unknown role or missing argument (2)', async () => {
    const unknown = await setRole(server.dbPath, ['--account', 'nobody', '--role', 'editor']);
    expect([unknown.code, unknown.output.includes('账号 nobody 不存在')]).toEqual([1, true]);
    const role = await setRole(server.dbPath, ['--account', DEMO_ACCOUNT.account, '--role', 'admin']);
    expect([role.code, role.output.includes('角色 admin 不存在')]).toEqual([2, true]);
    const missing = await setRole(server.dbPath, ['--account', DEMO_ACCOUNT.account]);
    expect([missing.code, missing.output.includes('用法')]).toEqual([2, true]);
  });
});

describe('a database made before roles', () => {
  let directory = '';
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('gets users.role on opening, every account a user', async () => {
    directory = await mkdtemp(join(tmpdir(), 'portal-role-'));
    const path = join(directory, 'portal.db');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE users (id INTEGER PRIMARY KEY, account TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
      nickname TEXT NOT NULL, real_name TEXT NOT NULL DEFAULT '', company TEXT NOT NULL DEFAULT '',
      email TEXT NOT NULL DEFAULT '', mobile TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, last_login_at TEXT)`);
    old
      .prepare(
        'INSERT INTO users (account, password_hash, nickname, mobile, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run('old.hand', 'x', '老用户', '13700009999', '2025-01-01T00:00:00.000Z');
    old.close();

    const { db } = openDatabase(path, { create: false });
    try {
      expect(db.prepare('SELECT role FROM users').all()).toEqual([{ role: 'user' }]);
      expect(() => db.prepare("UPDATE users SET role = 'admin'").run()).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
