import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './helpers/source-files.ts';

/**
 * docs/decisions.md, "Folders": no import circles in src/ and server/, and the islands' folders keep
 * their rule (what a page mounts at the top of a feature folder, its private parts in `parts/`).
 */
const ROOT = process.cwd();
const ISLANDS = join(ROOT, 'src', 'islands');
/** Folders of building blocks and shared parts, used by several features; everything else is a feature. */
const SHARED_FOLDERS = new Set(['details', 'form', 'list', 'shared']);

const IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The files a file imports (relative specifiers that name a file of the project). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? '';
    if (!specifier.startsWith('.')) continue;
    const base = join(dirname(file), specifier);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    if (target) found.push(target);
  }
  return found;
}

const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server'))];
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string): string => relative(ROOT, file).replaceAll('\\', '/');

/** Every import circle, each as the chain of files that closes it. */
function circles(): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file].map(name));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
  return found;
}

describe('imports', () => {
  it('form no circle in src/ and server/', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(circles()).toEqual([]);
  });
});

describe('island folders', () => {
  const entries = readdirSync(ISLANDS);
  const features = entries.filter(
    (entry) => !SHARED_FOLDERS.has(entry) && statSync(join(ISLANDS, entry)).isDirectory(),
  );
  /** Island files that an .astro page, layout or component imports. */
  const mounted = new Set(
    files.filter((file) => file.endsWith('.astro')).flatMap((file) => graph.get(file) ?? []),
  );

  it('hold folders only: every island belongs to a feature or to the shared parts', () => {
    const loose = entries.filter((entry) => !statSync(join(ISLANDS, entry)).isDirectory());
    expect(loose).toEqual([]);
  });

  it.each(features)('%s/: at its top what a page mounts, nothing else', (feature) => {
    const folder = join(ISLANDS, feature);
    const top = readdirSync(folder).filter((entry) => entry !== 'parts');
    expect(top.filter((entry) => statSync(join(folder, entry)).isDirectory())).toEqual([]);
    expect(top.filter((entry) => !mounted.has(join(folder, entry)))).toEqual([]);
  });

  it.each(features)('%s/parts/: used by its own feature only, never mounted by a page', (feature) => {
    const parts = join(ISLANDS, feature, 'parts');
    const outside = (file: string): boolean =>
      file.endsWith('.astro') || !file.startsWith(join(ISLANDS, feature) + sep);
    const misuse = [...graph]
      .filter(([file]) => outside(file))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => target.startsWith(parts + sep))
          .map((target) => `${name(file)} -> ${name(target)}`),
      );
    expect(misuse).toEqual([]);
  });
});
