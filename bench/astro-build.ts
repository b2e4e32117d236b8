/**
 * One timed `astro build` of a benchmark's database in its own process, measured by /usr/bin/time
 * when the machine has it (peak memory, CPU time): what the publishing benchmarks report as the
 * full build.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

export interface BuildFigures {
  seconds: number;
  peakMemoryMb: number | null;
  /** CPU seconds (user + system) over wall seconds: how many cores the build kept busy on average. */
  coresBusy: number | null;
  /** CPU seconds (user + system) the build used: on a shared machine, the figure that load does not stretch. */
  cpuSeconds: number | null;
  /** The machine's 1-minute load average when the build ended (2 cores: above 2, others were waiting too). */
  loadAverage: number;
  compressedFiles: number;
  fromCache: number;
}

/** Builds the site of `dbPath` into `outDir`, with `cacheDir` as its cache of compressed copies. */
export function timedBuild(outDir: string, dbPath: string, cacheDir: string): Promise<BuildFigures> {
  const astro = [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir];
  const timed = existsSync('/usr/bin/time');
  const [command, args] = timed
    ? ['/usr/bin/time', ['-f', 'BENCH-TIME %e %U %S %M', process.execPath, ...astro]]
    : [process.execPath, astro];
  const env = {
    ...process.env,
    PORTAL_DB: dbPath,
    PORTAL_CONTENT_API: '',
    PORTAL_PRECOMPRESS_CACHE: cacheDir,
  };
  const started = performance.now();
  return new Promise((resolveBuild, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`astro build exited ${code}:\n${output.slice(-3000)}`));
      const seconds = (performance.now() - started) / 1000;
      const time = /BENCH-TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(output);
      const compressed = /(\d+) compressed now, (\d+) from the cache/.exec(output);
      resolveBuild({
        seconds,
        peakMemoryMb: time ? Math.round(Number(time[4]) / 1024) : null,
        coresBusy: time ? (Number(time[2]) + Number(time[3])) / Number(time[1]) : null,
        cpuSeconds: time ? Number(time[2]) + Number(time[3]) : null,
        loadAverage: loadavg()[0] ?? 0,
        compressedFiles: compressed ? Number(compressed[1]) : -1,
        fromCache: compressed ? Number(compressed[2]) : -1,
      });
    });
  });
}
