/**
 * What `node server/main.ts` does with a database that is missing or cannot be written: outside demo
 * mode a missing database is refused, never made anew (PORTAL_CREATE_DB=1 or demo mode create one);
 * a database that cannot be written is refused at start, naming the file, instead of failing on
 * the first login.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/start.ts';
import { settingsFor } from '../../../server/settings.ts';
import { freePort, makeCheckout, portOpen, run, waitForOutput, type Checkout } from './processes.ts';

let checkout: Checkout;
beforeAll(async () => {
  checkout = await makeCheckout();
  await checkout.writeDist('/');
});
afterAll(() => checkout.remove());

interface Outcome {
  code: number | string | null;
  output: string;
  port: number;
}

/** Starts main.ts outside demo mode (unless `env` says otherwise); `listening` once it serves. */
async function start(
  env: Record<string, string>,
  whileListening?: (port: number) => Promise<void>,
): Promise<Outcome> {
  const port = await freePort();
  const server = run(process.execPath, ['server/main.ts'], checkout.dir, { PORT: String(port), ...env }, [
    'PORTAL_DEMO',
    'PORTAL_CREATE_DB',
  ]);
  try {
    const code = await Promise.race([
      server.exited,
      waitForOutput(server, `http://127.0.0.1:${port}`).then(() => 'listening' as const),
    ]);
    if (code === 'listening') await whileListening?.(port);
    else expect(await portOpen(port)).toBe(false);
    return { code, output: server.output(), port };
  } finally {
    server.killAll();
  }
}

const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/logistics/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo123456' }),
  });

describe('a missing database', () => {
  it('is refused outside demo mode, naming the file and PORTAL_CREATE_DB, and nothing is created', async () => {
    const dbPath = join(checkout.dir, 'gone', 'portal.db');
    const { code, output } = await start({ PORTAL_DB: dbPath });
    expect(code).toBe(1);
    expect(output).toContain(`找不到数据库 ${dbPath}`);
    expect(output).toContain('PORTAL_CREATE_DB=1');
    expect(existsSync(join(checkout.dir, 'gone'))).toBe(false);
  }, 60_000);

  it.each([
    // Outside demo mode the new database has the content and no account (docs/decisions.md, "Accounts").
    ['PORTAL_CREATE_DB=1', { PORTAL_CREATE_DB: '1' }, false],
    ['demo mode (npm start)', { PORTAL_DEMO: '1' }, true],
  ])(
    'is created and seeded with %s',
    async (name, env, demoAccount) => {
      const dbPath = join(checkout.dir, `new-${name.replace(/\W+/g, '-')}`, 'portal.db');
      const { code, output } = await start({ PORTAL_DB: dbPath, ...env }, async (port) => {
        const policies = await fetch(`http://127.0.0.1:${port}/logistics/api/policies`);
        expect(((await policies.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
        expect(((await (await login(port)).json()) as { success: boolean }).success).toBe(demoAccount);
      });
      expect(code).toBe('listening');
      // In demo mode the start line names the accounts and where the SMS codes are read; else nothing.
      expect(output.includes('demo / demo123456（手机 13800138000）')).toBe(demoAccount);
      expect(output.includes('内容编辑 editor / editor123456')).toBe(demoAccount);
      expect(
        /read them at http:\/\/127\.0\.0\.1:\d+\/logistics\/api\/dev\/outbox\?mobile=13800138000/.test(
          output,
        ),
      ).toBe(demoAccount);
      expect(existsSync(dbPath)).toBe(true);
    },
    60_000,
  );

  it('after it vanished under a running server: writes answered 503, the restart refused', async () => {
    const dbPath = join(checkout.dir, 'vanishing', 'portal.db');
    await mkdir(join(checkout.dir, 'vanishing'));
    await copyFile(checkout.dbPath, dbPath);
    const first = await start({ PORTAL_DB: dbPath }, async (port) => {
      expect((await login(port)).status).toBe(200);
      await rm(join(checkout.dir, 'vanishing'), { recursive: true });
      const answer = await login(port);
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { errorCode: number }).errorCode).toBe(10503);
    });
    expect(first.output).toContain(`数据库文件 ${dbPath} 已被删除或移走`);

    const again = await start({ PORTAL_DB: dbPath });
    expect(again.code).toBe(1);
    expect(again.output).toContain(`找不到数据库 ${dbPath}`);
  }, 90_000);
});

/**
 * Makes `path` unwritable for this process. Root ignores permission bits, so as root the file (or
 * folder) is made immutable (`chattr +i`, which binds root too); otherwise its mode drops write.
 * Returns the undo, or null where neither works (then the test is skipped, saying so).
 */
function makeUnwritable(path: string): (() => void) | null {
  if (process.getuid?.() !== 0) {
    execFileSync('chmod', ['a-w', path]);
    return () => execFileSync('chmod', ['u+w', path]);
  }
  try {
    execFileSync('chattr', ['+i', path], { stdio: 'ignore' });
    return () => execFileSync('chattr', ['-i', path]);
  } catch {
    return null;
  }
}

describe('a database that cannot be written', () => {
  it('is refused at start when the file is read-only, naming the file', async (context) => {
    const folder = join(checkout.dir, 'read-only-file');
    const dbPath = join(folder, 'portal.db');
    await mkdir(folder);
    await copyFile(checkout.dbPath, dbPath);
    const undo = makeUnwritable(dbPath);
    if (!undo) return context.skip('this file system cannot make a file read-only for root');
    try {
      await expect(
        startServer({ settings: settingsFor({ port: 0, dbPath }), distDir: join(checkout.dir, 'dist') }),
      ).rejects.toThrow(`数据库 ${dbPath} 无法写入：文件是只读的`);
      const { code, output } = await start({ PORTAL_DB: dbPath });
      expect(code).toBe(1);
      expect(output).toContain(`启动失败 / failed to start: 数据库 ${dbPath} 无法写入：文件是只读的`);
    } finally {
      undo();
    }
  }, 60_000);

  it('is refused at start when its folder is read-only (no room for -wal and -shm), naming both', async (context) => {
    const folder = join(checkout.dir, 'read-only-folder');
    const dbPath = join(folder, 'portal.db');
    await mkdir(folder);
    await copyFile(checkout.dbPath, dbPath);
    const undo = makeUnwritable(folder);
    if (!undo) return context.skip('this file system cannot make a folder read-only for root');
    try {
      const { code, output } = await start({ PORTAL_DB: dbPath });
      expect(code).toBe(1);
      expect(output).toContain(`数据库 ${dbPath} 无法写入：所在目录 ${folder} 不可写入`);
    } finally {
      undo();
      await chmod(folder, 0o755);
    }
  }, 60_000);
});
