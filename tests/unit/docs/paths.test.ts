/**
 * The docs name only what exists: every path README.md and docs/*.md mention under the project's
 * folders (`src/…`, `server/…`, `tests/…`, `bench/…`, `deploy/…`, `integrations/…`, `docs/…`), with or
 * without backticks, is a file or folder of the tree. A file moved or removed without its docs fails
 * here, naming the document and the path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A path starts at a project folder not preceded by a word, `/`, `.` or `-` (so not inside a URL). */
const PATH = /(?<![\w./@-])(?:src|server|tests|bench|deploy|integrations|docs)\/[\w./[\]{},*@+-]*/g;

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!
    .split(',')
    .flatMap((choice) =>
      expandBraces(path.slice(0, match.index) + choice + path.slice(match.index + match[0].length)),
    );
}

/** A `]` without its `[` closes a link's text (`[docs/api.md](docs/api.md)`), not a file name (`[id].astro`). */
const withoutLinkEnd = (path: string): string => {
  const close = path.indexOf(']');
  return close >= 0 && !path.slice(0, close).includes('[') ? path.slice(0, close) : path;
};

/** The paths a text names, as written (trailing punctuation of the sentence left out). */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(PATH)]
    .map(([path]) => withoutLinkEnd(path).replace(/[.,]+$/, ''))
    .flatMap(expandBraces)
    .map((path) => path.replace(/[.,]+$/, ''));
}

/** Whether a named path exists; a glob (`tests/e2e/*.spec.ts`) counts when the folder before it does. */
function exists(path: string): boolean {
  const literal = path.includes('*') ? path.slice(0, path.indexOf('*')).replace(/[^/]*$/, '') : path;
  return existsSync(join(root, literal));
}

describe.each(documents)('%s', (document) => {
  it('names only paths that exist', () => {
    const missing = [...new Set(namedPaths(readFileSync(join(root, document), 'utf8')))].filter(
      (path) => !exists(path),
    );
    expect(missing).toEqual([]);
  });
});

describe('the path finder', () => {
  it.each<[string, string, string[]]>([
    [
      'a path in backticks, a folder, a sentence end',
      'See `server/main.ts` and src/lib/shared/.',
      ['server/main.ts', 'src/lib/shared/'],
    ],
    [
      'a details page file',
      'the page `src/pages/basic/portal/detailsEnterprise/[id].astro`',
      ['src/pages/basic/portal/detailsEnterprise/[id].astro'],
    ],
    ['a link', 'see [docs/api.md](docs/api.md).', ['docs/api.md', 'docs/api.md']],
    ['braces', '`server/store/{sqlite,postgres}/`', ['server/store/sqlite/', 'server/store/postgres/']],
    ['not inside a URL or another path', 'https://example.cn/docs/x and node_modules/astro/src/a.ts', []],
  ])('finds %s', (_name, text, paths) => {
    expect(namedPaths(text)).toEqual(paths);
  });

  it('reports a path that is gone', () => {
    expect(namedPaths('the seed was `server/seed.ts`').filter((path) => !exists(path))).toEqual([
      'server/seed.ts',
    ]);
  });
});
