/**
 * One way to load and one way to keep a form's draft: no island or store writes its own
 * `loading | ready | failed` union (they use `Load<T>` of src/lib/request/load.ts, through
 * `useLoad` in an island); the drafts' storage is touched by the form draft hook and the three
 * drafts not yet on it (the composer store, the post page's edit, the desk form), and by no new one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(root, folder, name));
}

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

describe('one way to keep a draft', () => {
  it('no island or store but the known four reads or writes drafts', () => {
    const users = clientFiles.filter((file) => /\b(readDraft|writeDraft|removeDraft)\(/.test(read(file)));
    expect(named(users)).toEqual([
      'src/islands/community/parts/useEditDraft.ts',
      'src/islands/desk/parts/DeskForm.tsx',
      'src/islands/form/useFormDraft.ts',
      'src/stores/composer.ts',
    ]);
  });
});
