import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './helpers/source-files.ts';

/**
 * The server's folders keep their fences (README, Layout): the SQL in `queries/` and the stores in
 * `store/` know nothing of HTTP, a store is seeded by whoever opens it, and the domain rules answer
 * without the edge. Imports are read as tests/unit/folders.test.ts reads them, each file's own.
 */
const SERVER = join(process.cwd(), 'server');

const IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** What a file imports: a package by its name (`hono`, `hono/utils/url` as `hono`), a file of server/ by its folder (`http`). */
function importedFrom(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) return specifier.split('/')[0]!;
    const target = relative(SERVER, join(dirname(file), specifier));
    return target.startsWith('..') ? 'src' : target.split(sep)[0]!;
  });
}

/** Each file of `folder` that imports one of `forbidden`, with what it imports. */
function crossings(folder: string, forbidden: readonly string[]): string[] {
  return sourceFiles(join(SERVER, folder), /\.ts$/).flatMap((file) =>
    importedFrom(file)
      .filter((from) => forbidden.includes(from))
      .map((from) => `${relative(SERVER, file).replaceAll(sep, '/')} → ${from}`),
  );
}

describe.each([
  { folder: 'queries', forbidden: ['http', 'resources', 'hono'] },
  { folder: 'store', forbidden: ['seed', 'http', 'resources', 'hono'] },
  { folder: 'domain', forbidden: ['http', 'resources'] },
])('server/$folder/', ({ folder, forbidden }) => {
  it(`imports nothing from ${forbidden.join(', ')}`, () => {
    expect(sourceFiles(join(SERVER, folder), /\.ts$/).length).toBeGreaterThan(3);
    expect(crossings(folder, forbidden)).toEqual([]);
  });
});

it('reads a crossing where there is one (the edge imports hono and the queries)', () => {
  expect(crossings('http', ['hono', 'queries']).length).toBeGreaterThan(0);
});

/**
 * Every notice is written through queries/notice-writes.ts. The seed is the one exception: it fills a
 * new SQLite database's tables directly, before any store serves it.
 */
it('writes notices from one module', () => {
  const writers = sourceFiles(SERVER, /\.ts$/)
    .filter((file) => /INSERT INTO notices\b/i.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SERVER, file).replaceAll(sep, '/'))
    .filter((file) => !file.startsWith('seed/'));
  expect(writers).toEqual(['queries/notice-writes.ts']);
});
