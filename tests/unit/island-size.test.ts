import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * An island that grows past 150 lines is two islands, or an island and a store (CONVENTIONS.md):
 * every .ts and .tsx file under src/islands stays at or under the limit.
 */
const ROOT = process.cwd();
const LIMIT = 150;
function islandFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return islandFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const sizes = islandFiles(join(ROOT, 'src', 'islands')).map((file) => ({
  file: relative(ROOT, file).replaceAll('\\', '/'),
  lines: readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length,
}));

it(`keeps every island file at ${LIMIT} lines or fewer`, () => {
  const offenders = sizes.filter(({ lines }) => lines > LIMIT).map(({ file, lines }) => `${file}: ${lines}`);
  expect(offenders).toEqual([]);
});
