/**
 * `astro build` of the real site into a folder of the test's, from a database file of the test's,
 * as of a fixed instant (PORTAL_CONTENT_TIME), with its own cache of compressed copies: what the
 * publisher's tests compare a publish with.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface SiteBuild {
  outDir: string;
  dbPath: string;
  contentTime: string;
  cacheDir: string;
}

export function buildSite({ outDir, dbPath, contentTime, cacheDir }: SiteBuild): Promise<string> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORTAL_DB: dbPath,
          PORTAL_CONTENT_API: '',
          PORTAL_CONTENT_TIME: contentTime,
          PORTAL_PRECOMPRESS_CACHE: cacheDir,
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolveBuild(output)
        : reject(new Error(`astro build exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

/** Every file under `dir`, relative to it, sorted. */
export async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The files whose bytes differ between two folders, and those only one of them has. */
export async function differences(a: string, b: string, ignore: readonly string[] = []): Promise<string[]> {
  const [left, right] = await Promise.all([filesOf(a), filesOf(b)]);
  const all = [...new Set([...left, ...right])].filter((file) => !ignore.includes(file)).sort();
  const differing: string[] = [];
  for (const file of all) {
    const [x, y] = await Promise.all([
      readFile(join(a, file)).catch(() => null),
      readFile(join(b, file)).catch(() => null),
    ]);
    if (!x || !y || !x.equals(y))
      differing.push(`${file}${!x ? ' (only in the second)' : !y ? ' (only in the first)' : ''}`);
  }
  return differing;
}
