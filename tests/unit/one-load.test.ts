/**
 * One way to load and one way to keep a form's draft: no island or store writes its own
 * `loading | ready | failed` union (they use `Load<T>` of src/lib/request/load.ts, through
 * `useLoad` in an island); the drafts' storage is read and written by the draft store
 * (src/stores/draft.ts) alone, which the composer, the post page's edit, the desk form and the
 * described forms all keep their drafts through.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './helpers/source-files.ts';

const root = join(import.meta.dirname, '../..');
const sources = (folder: string) => sourceFiles(join(root, folder), /\.(ts|tsx|astro)$/);

const clientFiles = [...sources('src/islands'), ...sources('src/stores')];
const read = (file: string) => readFileSync(file, 'utf8');
const named = (files: string[]) => files.map((file) => relative(root, file)).sort();

describe('one way to load', () => {
  it('no island or store spells a loading state of its own', () => {
    const own = clientFiles.filter((file) => /\{\s*(status|state):\s*'loading'\s*[;}]/.test(read(file)));
    expect(named(own)).toEqual([]);
  });

  it('no island holds a load in its own state and effect', () => {
    const own = clientFiles.filter((file) => /useState<\w*Load\w*>/.test(read(file)));
    expect(named(own)).toEqual([]);
  });
});

/** The code without its comments (which may name drafts and storage in one sentence). */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('one way to keep a draft', () => {
  it('only the draft store reads or writes drafts', () => {
    const draftCalls = /\b(readDraft|writeDraft|removeDraft|pruneDrafts)\(/;
    const storage =
      /\b(readJSON|writeJSON|readString|writeString|removeKey|storageKeys|localStorage|getItem|setItem|removeItem)\b/;
    const readers = sources('src').filter((file) => {
      const text = code(file);
      return draftCalls.test(text) || (/draft/i.test(text) && storage.test(text));
    });
    expect(named(readers)).toEqual(['src/stores/draft.ts']);
  });
});
