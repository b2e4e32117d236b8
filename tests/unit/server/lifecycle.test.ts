import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../src/lib/shared/contract.ts';
import { startTestServer } from './harness.ts';
import { freePort, makeCheckout, type Checkout } from './processes.ts';

let workDir: string;
/** A checkout with a tiny built site: main.ts refuses to start without one. */
let checkout: Checkout;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portal-lifecycle-'));
  checkout = await makeCheckout();
  await checkout.writeDist('/');
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await checkout.remove();
});

describe('the database file', () => {
  it('keeps what was written across a restart', async () => {
    const dbPath = join(workDir, 'restart', 'portal.db');
    const first = await startTestServer({ dbPath });
    const token = await first.login();
    const profile = { nickname: '重启之后', realName: '张明', company: '', email: '' };
    expect((await first.api('PUT', '/user/profile', { token, body: profile })).body.success).toBe(true);
    const users = (first.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n;
    await first.close();

    const second = await startTestServer({ dbPath });
    try {
      const { body } = await second.api<User>('GET', '/user/current', { token });
      expect(body.data.nickname).toBe('重启之后');
      expect((second.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n).toBe(users);
    } finally {
      await second.close();
    }
  });

  it('closes cleanly on SIGTERM from `node server/main.ts`', async () => {
    const port = await freePort();
    const startedAt = new Date().toISOString();
    const dbPath = join(workDir, 'sigterm', 'portal.db');
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: checkout.dir,
      // Demo mode: a new database has the demo account only then.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTAL_DB: dbPath, PORTAL_DEMO: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`http://127.0.0.1:${port}`)) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then(() => reject(new Error(`server exited early: ${output}`)));
    });
    const login = await fetch(`http://127.0.0.1:${port}/logistics/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'demo', password: 'demo123456' }),
    });
    expect(((await login.json()) as { success: boolean }).success).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const walPath = `${dbPath}-wal`;
    expect(!existsSync(walPath) || statSync(walPath).size === 0).toBe(true);
    const db = new DatabaseSync(dbPath);
    try {
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      const written = db
        .prepare("SELECT count(*) AS n FROM login_records WHERE action = 'login' AND at >= ?")
        .get(startedAt) as { n: number };
      expect(written.n).toBe(1);
    } finally {
      db.close();
    }
  }, 30_000);
});
