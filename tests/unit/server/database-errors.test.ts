/** A database that cannot be opened stops the start with a message naming the file and PORTAL_DB. */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/start.ts';
import { settingsFor } from '../../../server/settings.ts';
import { freePort, makeCheckout, run, type Checkout } from './processes.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-db-errors-'));
});
afterAll(async () => {
  await chmod(join(dir, 'locked'), 0o755).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

const open = (dbPath: string) =>
  startServer({ settings: settingsFor({ port: 0, dbPath, createDatabase: true }), distDir: dir });

describe('startServer with a database it cannot open', () => {
  it('names a directory given as the file', async () => {
    const path = join(dir, 'a-directory');
    await mkdir(path);
    await expect(open(path)).rejects.toThrow(`无法打开数据库 ${path}：这是一个目录，不是数据库文件`);
    await expect(open(path)).rejects.toThrow('PORTAL_DB');
  });

  it.each([
    ['random bytes', randomBytes(8192)],
    ['a text file', Buffer.from('这不是数据库\n'.repeat(200))],
    ['a truncated SQLite header', Buffer.from('SQLite format 3\u0000garbage')],
  ])('names a corrupt file (%s), says to move it away, and leaves it as it was', async (name, bytes) => {
    const path = join(dir, `${name.replaceAll(' ', '-')}.db`);
    await writeFile(path, bytes);
    const error = await open(path).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain(`无法打开数据库 ${path}：文件不是有效的 SQLite 数据库`);
    expect(error?.message).toContain('请移走该文件');
    expect(error?.message).toContain('PORTAL_DB');
    expect(Buffer.compare(await readFile(path), bytes)).toBe(0);
  });

  it('names a file whose parent is a file', async () => {
    await writeFile(join(dir, 'plain-file'), 'x');
    const path = join(dir, 'plain-file', 'portal.db');
    await expect(open(path)).rejects.toThrow(
      `无法打开数据库 ${path}：无法在 ${join(dir, 'plain-file')} 中创建或打开它`,
    );
  });

  it('names a place nobody may write to', async () => {
    await expect(open('/proc/portal.db')).rejects.toThrow(/无法打开数据库 \/proc\/portal\.db：.*PORTAL_DB/);
  });

  it.skipIf(process.getuid?.() === 0)('names a directory without write permission', async () => {
    const locked = join(dir, 'locked');
    await mkdir(locked);
    await chmod(locked, 0o555);
    await expect(open(join(locked, 'portal.db'))).rejects.toThrow(`无法在 ${locked} 中创建或打开它`);
  });

  it('resolves a relative path in the message', async () => {
    await expect(open('.')).rejects.toThrow(`无法打开数据库 ${process.cwd()}：这是一个目录`);
  });
});

describe('node server/main.ts with a database it cannot open', () => {
  let checkout: Checkout;
  beforeAll(async () => {
    checkout = await makeCheckout();
    await checkout.writeDist('/');
  });
  afterAll(() => checkout.remove());

  it('exits with 1 and prints the path and the setting', async () => {
    const server = run(process.execPath, ['server/main.ts'], checkout.dir, {
      PORT: String(await freePort()),
      PORTAL_DB: join(checkout.dir, 'dist'),
    });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `启动失败 / failed to start: 无法打开数据库 ${join(checkout.dir, 'dist')}`,
      );
      expect(server.output()).toContain('PORTAL_DB');
    } finally {
      server.killAll();
    }
  }, 60_000);
});
