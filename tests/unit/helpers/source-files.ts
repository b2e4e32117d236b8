/** The files under a folder whose names match, for the tests that read the project's own source. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `folder` (absolute paths, depth first) whose name matches `names`. */
export function sourceFiles(folder: string, names: RegExp = /\.(ts|tsx|astro)$/): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, names);
    return names.test(entry.name) ? [path] : [];
  });
}
