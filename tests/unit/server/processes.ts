/**
 * Helpers for tests that start the server the way an operator does (`npm run serve`,
 * `node server/main.ts`) as a child process, in a scratch folder that looks like a checkout: the
 * repository's server, src and node_modules linked in, a tiny built site, and a small seeded database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../../server/store/sqlite/db.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { SMALL_SEED } from './harness.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface Checkout {
  dir: string;
  /** A database seeded with the small seed (faster than the first-start seed). */
  dbPath: string;
  /** Writes `dist/` with an index page and, unless `null`, a build-info.json with this base. */
  writeDist(base: string | null): Promise<void>;
  remove(): Promise<void>;
}

export async function makeCheckout(): Promise<Checkout> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-process-'));
  await cp(join(ROOT, 'package.json'), join(dir, 'package.json'));
  for (const name of ['server', 'src', 'node_modules']) await symlink(join(ROOT, name), join(dir, name));
  // Always a SQLite file, whichever store the suite runs on: the processes are given its path.
  await mkdir(join(dir, 'data'));
  const { db } = openDatabase(join(dir, 'data', 'portal.db'), { create: true });
  seedDatabase(db, { ...SMALL_SEED, accounts: true });
  db.close();
  return {
    dir,
    dbPath: join(dir, 'data', 'portal.db'),
    async writeDist(base) {
      const dist = join(dir, 'dist');
      await rm(dist, { recursive: true, force: true });
      await mkdir(dist);
      await writeFile(join(dist, 'index.html'), '<!doctype html><title>门户</title><p>首页</p>');
      await writeFile(join(dist, '404.html'), '<!doctype html><title>404</title>');
      if (base !== null) {
        await writeFile(
          join(dist, 'build-info.json'),
          JSON.stringify({ version: '3.4.2', builtAt: new Date().toISOString(), base }),
        );
      }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** True when something accepts connections on 127.0.0.1:`port`. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export interface Started {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string | null>;
  /** Kills the whole process group (npm, its shell, the server): for the test's `finally`. */
  killAll(): void;
}

/** Spawns `command` in `cwd` in a process group of its own; call `killAll()` in the test's `finally`. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  /** Variables of this process not to pass on (e.g. a PORTAL_DEMO set by the test runner). */
  unset: string[] = [],
): Started {
  const inherited = { ...process.env };
  for (const name of unset) delete inherited[name];
  const child = spawn(command, args, {
    cwd,
    env: { ...inherited, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string | null>((done) =>
    child.on('exit', (code, signal) => done(code ?? signal)),
  );
  const killAll = (): void => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return { child, output: () => text, exited, killAll };
}

/** Waits until the output contains `text`, or fails with the output when the process exits first. */
export async function waitForOutput(started: Started, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void started.exited.then(() => (gone = true));
  while (!started.output().includes(text)) {
    if (gone) throw new Error(`exited before printing "${text}":\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${started.output()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
