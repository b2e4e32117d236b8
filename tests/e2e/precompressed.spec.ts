import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isCompressible } from '../../integrations/precompress.ts';
import { test, expect } from './fixtures.ts';
import { siteDir } from './servers.ts';

/**
 * The build as it goes to a host: the precompression step ran (astro.config.mjs lists it), so every
 * compressible file of `dist/` has a `.br` and a `.gz` copy that decode to it, unless the file is so
 * small that compressing it would not save a byte.
 */

function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(folder, path) : [path];
  });
}

test('every compressible file of the build has brotli and gzip copies', () => {
  const dist = siteDir();
  const files = new Set(filesUnder(dist));
  const compressible = [...files].filter(isCompressible);
  expect(compressible.length).toBeGreaterThan(20);
  const problems: string[] = [];
  let withCopies = 0;
  for (const file of compressible) {
    const original = readFileSync(join(dist, file));
    for (const [suffix, decode] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ] as const) {
      if (!files.has(file + suffix)) {
        if (original.length > 200) problems.push(`${file}${suffix} missing (${original.length} bytes)`);
        continue;
      }
      const copy = readFileSync(join(dist, file + suffix));
      if (!decode(copy).equals(original)) problems.push(`${file}${suffix} does not decode to ${file}`);
      if (copy.length >= original.length) problems.push(`${file}${suffix} is not smaller`);
      withCopies += 1;
    }
  }
  expect(problems).toEqual([]);
  expect(withCopies).toBeGreaterThan(compressible.length);
  const strays = [...files].filter(
    (file) => /\.(br|gz)$/.test(file) && !files.has(file.replace(/\.(br|gz)$/, '')),
  );
  expect(strays, 'copies without their original').toEqual([]);
});
