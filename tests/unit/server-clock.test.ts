import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './helpers/source-files.ts';

/**
 * One clock (server/domain/clock.ts): nothing else in server/ asks the machine for the time of day,
 * so a test that sets the app's clock sets every time the server writes or compares. `new Date(x)`
 * with an argument converts an instant and is fine; durations (heartbeats, a cache entry's age) read
 * `performance.now()`, which is not the time of day and so is not matched.
 */
const SERVER = join(process.cwd(), 'server');
const CLOCK = 'domain/clock.ts';
const READS_THE_TIME = /Date\.now\b|new Date\(\s*\)/g;

/** Each `file:line` of `text`'s lines that read the machine's time. */
const readings = (file: string, text: string): string[] =>
  text.split('\n').flatMap((line, index) => (line.match(READS_THE_TIME) ? [`${file}:${index + 1}`] : []));

describe('the server clock', () => {
  it('is read from the machine only in domain/clock.ts', () => {
    const files = sourceFiles(SERVER, /\.ts$/).map((path) => relative(SERVER, path).replaceAll(sep, '/'));
    expect(files).toContain(CLOCK);
    const found = files
      .filter((file) => file !== CLOCK)
      .flatMap((file) => readings(file, readFileSync(join(SERVER, file), 'utf8')));
    expect(found).toEqual([]);
  });

  /**
   * The machine's clock is handed in where the server starts; below that, handlers read the app's
   * clock (`config.now`), so a test's clock reaches them. The others are outside any request: a
   * command-line tool, the seed's default day, a written file's time, a migration's record.
   */
  it('is taken as systemClock only outside the requests', () => {
    const code = (path: string) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\*\*|\*|\/\/)/.test(line))
        .join('\n');
    const takers = sourceFiles(SERVER, /\.ts$/)
      .map((path) => relative(SERVER, path).replaceAll(sep, '/'))
      .filter((file) => file !== CLOCK && /\bsystemClock\b/.test(code(join(SERVER, file))))
      .sort();
    expect(takers).toEqual([
      'cli/create-user.ts',
      'seed/index.ts',
      'site/publishing/site-files.ts',
      'start.ts',
      'store/postgres/postgres-migrations.ts',
    ]);
  });

  it.each([
    ['const now = Date.now();', 1],
    ['now: () => number = Date.now,', 1],
    ['new Date().toISOString()', 1],
    ['new Date( ).toISOString()', 1],
    ['new Date(now).toISOString()', 0],
    ['performance.now() - stream.lastWrite', 0],
  ])('finds the machine time in `%s`: %i', (line, count) => {
    expect(readings('x.ts', line)).toHaveLength(count);
  });
});
