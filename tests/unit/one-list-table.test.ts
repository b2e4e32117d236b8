import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from './helpers/source-files.ts';

/**
 * A list's table (status, retry, a page of reserved rows, the empty state) is drawn by ListTable in
 * islands/list/ListBody.tsx; the desk's and the logistics' tabbed lists use it too. The community's
 * post list still draws its own (left for its own change): the list below may only shrink. A table
 * of rows that are no list (用户主页's standing offers: a fixed first few, no paging, no filters, no
 * state, rendered once as static HTML) draws DataTable itself and is named apart.
 */
const ROOT = process.cwd();

it('draws a list table from the list state in one place', () => {
  const users = sourceFiles(join(ROOT, 'src'), /\.(tsx?|astro)$/)
    .filter((file) =>
      /\bimport DataTable(?:, \{[^}]*\})? from '[./]*\/?(list\/)?DataTable'/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(ROOT, file).replaceAll('\\', '/'))
    .sort();
  const noList = ['src/islands/profiles/ProfileOffers.tsx'];
  expect(users.filter((file) => !noList.includes(file))).toEqual([
    'src/islands/community/Community.tsx',
    'src/islands/list/ListBody.tsx',
  ]);
});
