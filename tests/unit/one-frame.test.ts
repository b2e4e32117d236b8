import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from './helpers/source-files.ts';

/**
 * docs/decisions.md, "One dialog frame, one place picker": Radix Dialog is used in one file, and the
 * region lists (provinces, their cities, their districts) are turned into choices in one file.
 */
const ROOT = process.cwd();

const islands = [
  ...sourceFiles(join(ROOT, 'src', 'islands'), /\.(tsx?|astro)$/),
  ...sourceFiles(join(ROOT, 'src', 'lib'), /\.(tsx?|astro)$/),
].map((file) => ({
  file: relative(ROOT, file).replaceAll('\\', '/'),
  text: readFileSync(file, 'utf8'),
}));

it('opens every dialog in the one frame', () => {
  const users = islands
    .filter(({ text }) => text.includes("'@radix-ui/react-dialog'"))
    .map(({ file }) => file);
  expect(users).toEqual(['src/islands/shared/DialogFrame.tsx']);
});

it('lists provinces, cities and districts for a picker in one place', () => {
  const users = islands
    .filter(({ text }) => /(?<!function )\b(provinces|citiesOf|districtsOf)\(/.test(text))
    .map(({ file }) => file);
  expect(users).toEqual(['src/islands/form/PlacePicker.tsx']);
});
