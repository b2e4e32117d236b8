/**
 * Starts nginx with a configuration rendered from deploy/nginx.conf, for the tests and the page
 * report: on 127.0.0.1 on a free port, with its pid file, logs and temporary folders in a new
 * temporary folder, in the foreground (`daemon off`) as a child of this process, its workers run as
 * the current user. `stop()` ends that child and removes the folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './free-port.ts';
import { renderNginxConfig, type NginxOptions } from './render-nginx.ts';

export interface RunningNginx {
  url: string;
  port: number;
  /** The rendered configuration, for a failing test's report. */
  config: string;
  stop(): Promise<void>;
}

/** The nginx binary: PORTAL_NGINX, else `nginx` on PATH or in /usr/sbin (root's PATH only, on Debian). */
export function findNginx(): string | null {
  const candidates = process.env['PORTAL_NGINX']
    ? [process.env['PORTAL_NGINX']]
    : [...(process.env['PATH'] ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'].map(
        (folder) => join(folder, 'nginx'),
      );
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** In CI (and under .ci/run) a missing nginx fails the tests that need it; elsewhere they are skipped. */
export const nginxRequired = (): boolean => Boolean(process.env['CI'] || process.env['PORTAL_REQUIRE_NGINX']);

/** The message a test shows when nginx is missing. */
export const NGINX_MISSING =
  'nginx is not installed: `bash .ci/run` installs it (Debian packages nginx and libnginx-mod-http-brotli-static), or set PORTAL_NGINX to its path.';

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startNginx(
  options: Omit<NginxOptions, 'listen' | 'runtimeDir' | 'user'>,
): Promise<RunningNginx> {
  const binary = findNginx();
  if (!binary) throw new Error(NGINX_MISSING);
  const runtimeDir = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  // A master run as root hands requests to workers run as `user` (default nobody, who could not
  // read a private checkout or the temporary folder): keep them as the current user.
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const config = renderNginxConfig({
      ...options,
      listen: `127.0.0.1:${port}`,
      runtimeDir,
      ...(user ? { user } : {}),
    });
    const configFile = join(runtimeDir, 'nginx.conf');
    await writeFile(configFile, config);
    const check = spawnSync(binary, ['-t', '-q', '-e', 'stderr', '-c', configFile], { encoding: 'utf8' });
    if (check.status !== 0) {
      await rm(runtimeDir, { recursive: true, force: true });
      throw new Error(`nginx rejects the rendered configuration:\n${check.stderr}\n${config}`);
    }
    const child = spawn(binary, ['-e', 'stderr', '-c', configFile, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && child.exitCode === null && !(await accepting(port))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (child.exitCode === null && (await accepting(port))) {
      return {
        url: `http://127.0.0.1:${port}`,
        port,
        config,
        async stop() {
          // SIGQUIT: nginx's graceful shutdown (open connections finish), then the folder goes.
          if (child.exitCode === null) child.kill('SIGQUIT');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited(child);
          clearTimeout(timer);
          await rm(runtimeDir, { recursive: true, force: true });
        },
      };
    }
    child.kill('SIGKILL');
    await exited(child);
    lastError = stderr || (await readFile(join(runtimeDir, 'error.log'), 'utf8').catch(() => ''));
    // Another process may have taken the port between freePort() and nginx's bind: try another.
    if (!/Address already in use/.test(lastError)) break;
  }
  await rm(runtimeDir, { recursive: true, force: true });
  throw new Error(`nginx did not start:\n${lastError}`);
}
