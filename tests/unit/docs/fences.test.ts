/**
 * The docs render as written: every code fence in README.md and docs/*.md closes where its writer
 * meant, so no heading, table or paragraph ends up inside a code block (README's `user:role` example
 * once swallowed the Settings table and the dev server section).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fenceProblems } from '../helpers/markdown-fences.ts';

const root = join(import.meta.dirname, '../../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe.each(documents)('%s', (document) => {
  it('has balanced code fences that hold no headings', () => {
    expect(fenceProblems(readFileSync(join(root, document), 'utf8'))).toEqual([]);
  });
});

describe('the fence check', () => {
  it.each([
    ['a fence never closed', '# 标题\n\n```sh\nnpm start\n\n## Settings\n', [6, 3]],
    [
      'a longer fence closed 90 lines later, its intended close followed by text',
      '````sh\nnpm run user:role\n``` The account name\n\n## Settings\n\n```sh\nnpm start\n````\n',
      [3, 5],
    ],
  ])('finds %s', (_name, markdown, lines) => {
    expect(fenceProblems(markdown).map((problem) => problem.line)).toEqual(lines);
  });

  it('accepts fences in list items, tildes, and a longer fence around a shorter one', () => {
    const markdown =
      '1. Build:\n   ```sh\n   npm run build\n   ```\n\n~~~\ntext\n~~~\n\n````md\n```sh\nls\n```\n````\n';
    expect(fenceProblems(markdown)).toEqual([]);
  });
});
