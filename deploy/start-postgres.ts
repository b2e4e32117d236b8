/**
 * Starts a throw-away PostgreSQL cluster, for the tests and the benchmark (as start-nginx.ts starts
 * nginx): `initdb` in a new temporary folder, the server on 127.0.0.1 on a free port with its socket
 * in that folder, trust authentication for the local user `postgres`, and one empty database. `stop()`
 * stops the server at once (nothing in it is kept) and removes the folder.
 *
 * PostgreSQL refuses to run as root: run as root (CI), the folder is given to the `postgres` user
 * Debian's package creates and every command runs as that user (`runuser`).
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface RunningPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/NAME`: what PORTAL_DATABASE_URL takes. */
  url: string;
  port: number;
  /** The temporary folder that holds the cluster's files and socket; gone after `stop()`. */
  folder: string;
  /** Another empty database in the same cluster, and its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The folder of PostgreSQL's programs: PORTAL_POSTGRES_BIN, else Debian's newest under /usr/lib/postgresql. */
export function findPostgres(): string | null {
  const given = process.env['PORTAL_POSTGRES_BIN'];
  const folders = given
    ? [given]
    : listVersions('/usr/lib/postgresql').map((version) => join('/usr/lib/postgresql', version, 'bin'));
  for (const folder of folders) {
    try {
      accessSync(join(folder, 'initdb'), constants.X_OK);
      accessSync(join(folder, 'pg_ctl'), constants.X_OK);
      return folder;
    } catch {
      // not here
    }
  }
  return null;
}

function listVersions(root: string): string[] {
  try {
    return readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/** In CI (and under .ci/run) a missing PostgreSQL fails the tests that need it; elsewhere they are skipped. */
export const postgresRequired = (): boolean =>
  Boolean(process.env['CI'] || process.env['PORTAL_REQUIRE_POSTGRES']);

/** The message a test shows when PostgreSQL is missing. */
export const POSTGRES_MISSING =
  'PostgreSQL is not installed: `bash .ci/run` installs it (Debian package postgresql), or set PORTAL_POSTGRES_BIN to the folder of its programs (initdb, pg_ctl).';

/** Runs one of PostgreSQL's programs, as `postgres` when this process is root. */
async function postgresCommand(bin: string, program: string, args: string[], asRoot: boolean): Promise<void> {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args];
  try {
    await run(command, commandArgs, { timeout: 60_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} failed: ${(stderr || stdout || String(error)).trim()}`, { cause: error });
  }
}

export async function startPostgres(options: { database?: string } = {}): Promise<RunningPostgres> {
  const bin = findPostgres();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const asRoot = userInfo().uid === 0;
  const folder = await mkdtemp(join(tmpdir(), 'portal-postgres-'));
  const data = join(folder, 'data');
  const port = await freePort();
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const stop = async () => {
    await postgresCommand(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], asRoot).catch(
      () => {},
    );
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await postgresCommand(
      bin,
      'initdb',
      ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
      asRoot,
    );
    const settings = [
      `-p ${port}`,
      `-k ${folder}`,
      '-c listen_addresses=127.0.0.1',
      // A throw-away cluster: nothing in it must survive a crash of the machine.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    await postgresCommand(
      bin,
      'pg_ctl',
      ['-D', data, '-o', settings, '-l', join(folder, 'server.log'), '-w', 'start'],
      asRoot,
    );
    const createDatabase = async (name: string): Promise<string> => {
      if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      await postgresCommand(
        bin,
        'createdb',
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name],
        asRoot,
      );
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    };
    const url = await createDatabase(options.database ?? 'portal');
    return { url, port, folder, createDatabase, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
