/**
 * `npm run user:create`: the operator's way to an account outside demo mode. Spawned as an operator
 * runs it, with the password on standard input, against the database of a server started without
 * demo mode; the account then signs in over HTTP.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../src/lib/shared/contract.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { countRows } from './store-rows.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

interface Finished {
  code: number | null;
  output: string;
}

/** Runs `npm run user:create -- …args` with `stdin` piped in; resolves when it exits. */
function createUser(database: Record<string, string>, args: string[], stdin: string): Promise<Finished> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '-s', 'user:create', '--', ...args], {
      cwd: ROOT,
      env: { ...withoutDatabase(process.env), ...database },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
    child.stdin.end(stdin);
  });
}

/** The environment without a database setting of its own: each call names the one it means. */
function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { PORTAL_DB: _file, PORTAL_DATABASE_URL: _url, ...rest } = env;
  return rest;
}

const userCount = (server: TestServer): Promise<number> =>
  countRows(server.store, 'SELECT count(*) AS n FROM users');

describe('npm run user:create', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(() => server.close());

  it('creates an account that signs in over HTTP with the password given on stdin', async () => {
    expect(await userCount(server)).toBe(0);
    const created = await createUser(
      server.databaseEnv,
      ['--account', 'ops.admin', '--mobile', '13912345678', '--nickname', '运营管理员', '--reserved'],
      'Strong-pass42\n',
    );
    expect(created.output).toContain('已创建账号 ops.admin');
    expect(created.code).toBe(0);

    const login = await server.api<LoginResult>('POST', '/auth/login', {
      body: { account: 'ops.admin', password: 'Strong-pass42' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      account: 'ops.admin',
      nickname: '运营管理员',
      mobile: '139****5678',
    });
    const byMobile = await server.api('POST', '/auth/login', {
      body: { account: '13912345678', password: 'Strong-pass42' },
    });
    expect(byMobile.body.success).toBe(true);
    const stored = await server.store.get<{ hash: string }>(
      "SELECT password_hash AS hash FROM users WHERE account = 'ops.admin'",
    );
    expect(stored?.hash).toMatch(/^scrypt\$/);
    expect(stored?.hash).not.toContain('Strong-pass42');
  });

  it.each([
    [
      'a weak password',
      ['--account', 'weakling', '--mobile', '13912345001'],
      'lettersonly\n',
      '密码（password）须同时包含字母和数字',
    ],
    [
      'a short password',
      ['--account', 'shorty', '--mobile', '13912345002'],
      'abc12\n',
      '密码（password）须在8-32字符之间',
    ],
    [
      'an account name that is a mobile',
      ['--account', '13912345003', '--mobile', '13912345003'],
      'Strong-pass42\n',
      '账号（account）须以字母开头',
    ],
    [
      'a taken account name',
      ['--account', 'ops.admin', '--mobile', '13912345004'],
      'Strong-pass42\n',
      '账号 ops.admin 已存在',
    ],
    [
      'a word the platform keeps, without --reserved',
      ['--account', 'kefu.li', '--mobile', '13912345005'],
      'Strong-pass42\n',
      '账号（account）不能使用平台保留的“kefu”',
    ],
    [
      'a nickname the platform keeps, without --reserved',
      ['--account', 'lisi', '--mobile', '13912345006', '--nickname', '官方客服小李'],
      'Strong-pass42\n',
      '昵称（nickname）不能使用平台保留的“官方”',
    ],
    [
      'an account name that reads as another, even with --reserved',
      ['--account', 'ops-adrnin', '--mobile', '13912345007', '--reserved'],
      'Strong-pass42\n',
      '账号（account）与已有用户“ops.admin”看起来相同',
    ],
    [
      'a nickname with a look-alike @, even with --reserved',
      ['--account', 'wangwu', '--mobile', '13912345008', '--nickname', '老王（﹫ops.admin）', '--reserved'],
      'Strong-pass42\n',
      '昵称（nickname）不能包含“@”',
    ],
    [
      'a taken mobile',
      ['--account', 'another', '--mobile', '13912345678'],
      'Strong-pass42\n',
      '手机号 13912345678 已绑定其他账号',
    ],
    [
      'a wrong mobile',
      ['--account', 'another', '--mobile', '12345'],
      'Strong-pass42\n',
      '请输入正确的手机号（mobile）',
    ],
  ])('refuses %s with exit code 1 and creates nothing', async (_case, args, stdin, message) => {
    const before = await userCount(server);
    const refused = await createUser(server.databaseEnv, args, stdin);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(message);
    expect(await userCount(server)).toBe(before);
  });

  it('answers usage with exit code 2 without --mobile', async () => {
    const refused = await createUser(server.databaseEnv, ['--account', 'nomobile'], 'Strong-pass42\n');
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('npm run user:create -- --account');
  });

  it('refuses a database that does not exist instead of creating an empty one', async () => {
    const missing = server.databaseEnv['PORTAL_DATABASE_URL']
      ? { PORTAL_DATABASE_URL: `${server.databaseEnv['PORTAL_DATABASE_URL']}_missing` }
      : { PORTAL_DB: `${server.databaseEnv['PORTAL_DB']}.missing` };
    const refused = await createUser(
      missing,
      ['--account', 'ghost', '--mobile', '13912345009'],
      'Strong-pass42\n',
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('不存在');
  });
});
