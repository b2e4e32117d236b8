import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroEntries, reachable, type BrowserEntry, type ReadSource } from './helpers/import-graph.ts';

/**
 * The request layer (src/lib) shows nothing by itself: toasts, the end of a session and navigation
 * are wired by src/stores/shell/request-effects.ts, which src/lib may not import. So every island and page
 * script that can reach the request layer must load the wiring before its own code runs, or its
 * failures only reach the console (docs/decisions.md, Request layer).
 */
const REQUEST_LAYER = 'src/lib/request/request.ts';
const EFFECTS = 'src/stores/shell/request-effects.ts';

/** The entries that reach the request layer (at any depth, `import()` included) without the wiring. */
function withoutEffects(read: ReadSource, entries: BrowserEntry[]): string[] {
  return entries
    .filter((entry) => reachable(read, entry.imports).has(REQUEST_LAYER))
    .filter((entry) => !reachable(read, entry.imports, { staticOnly: true }).has(EFFECTS))
    .map((entry) => entry.name);
}

function fromFiles(files: Record<string, string>): ReadSource {
  return (path) => files[path];
}

const layer = {
  [REQUEST_LAYER]: 'export function request() {}\n',
  'src/lib/request/api.ts':
    "import { request } from './request.ts';\nexport const getPolicy = () => request();\n",
  [EFFECTS]: "import { request } from '../../lib/request/request.ts';\nexport {};\n",
};
const page = (tag: string, imports: string) =>
  `---\nimport Island from '../islands/Island';\n${imports}---\n<main>${tag}</main>\n`;

describe('the check itself', () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      'an island calling the API without the wiring is reported',
      { 'src/islands/Island.tsx': "import { getPolicy } from '../lib/request/api';\n" },
      ['src/pages/p.astro <Island client:…>'],
    ],
    [
      'an island importing the wiring passes',
      {
        'src/islands/Island.tsx':
          "import '../stores/shell/request-effects';\nimport { getPolicy } from '../lib/request/api';\n",
      },
      [],
    ],
    [
      'the wiring imported by a part the island imports counts',
      {
        'src/islands/Island.tsx': "import List from './List';\n",
        'src/islands/List.tsx':
          "import '../stores/shell/request-effects';\nimport { getPolicy } from '../lib/request/api.ts';\n",
      },
      [],
    ],
    [
      'a request in a part loaded on demand counts, and the wiring loaded on demand does not',
      {
        'src/islands/Island.tsx': "const load = () => import('./Panel');\n",
        'src/islands/Panel.tsx':
          "import '../stores/shell/request-effects';\nexport * from '../lib/request/api';\n",
      },
      ['src/pages/p.astro <Island client:…>'],
    ],
    [
      'a type-only import of the API makes no request',
      { 'src/islands/Island.tsx': "import type { getPolicy } from '../lib/request/api';\n" },
      [],
    ],
    [
      'the wiring named in a comment is not imported',
      {
        'src/islands/Island.tsx':
          "// import '../stores/shell/request-effects';\nimport { getPolicy } from '../lib/request/api';\n",
      },
      ['src/pages/p.astro <Island client:…>'],
    ],
  ])('%s', (_name, files, expected) => {
    const source = page('<Island client:load />', '');
    const read = fromFiles({ ...layer, ...files, 'src/pages/p.astro': source });
    expect(withoutEffects(read, astroEntries(read, 'src/pages/p.astro', source))).toEqual(expected);
  });

  it('a page script that reaches the API without the wiring is reported', () => {
    const source = page('<Island />', '') + "<script>\n  import '../elements/menu';\n</script>\n";
    const read = fromFiles({
      ...layer,
      'src/islands/Island.tsx': "import { getPolicy } from '../lib/request/api';\n",
      'src/elements/menu.ts': "import { getPolicy } from '../lib/request/api';\n",
      'src/pages/p.astro': source,
    });
    expect(withoutEffects(read, astroEntries(read, 'src/pages/p.astro', source))).toEqual([
      'src/pages/p.astro <script> #1',
    ]);
  });
});

function astroFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return astroFiles(path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

const readProject: ReadSource = (path) =>
  existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;

describe('every island and page script of the portal', () => {
  const entries = astroFiles('src').flatMap((file) =>
    astroEntries(readProject, file, readFileSync(file, 'utf8')),
  );
  const requesting = entries.filter((entry) => reachable(readProject, entry.imports).has(REQUEST_LAYER));

  it('are found: the login form, the lists, the header and the shell scripts reach the request layer', () => {
    const names = requesting.map((entry) => entry.name);
    expect(names).toContain('src/pages/login/index.astro <LoginForm client:…>');
    expect(names).toContain('src/layouts/BasicLayout.astro <UserMenu client:…>');
    expect(names).toContain('src/layouts/BasicLayout.astro <NoticeBell client:…>');
    expect(names).toContain('src/layouts/BasicLayout.astro <script> #1');
    expect(requesting.length).toBeGreaterThan(20);
  });

  it('load the request effects before their own code when they can make a request', () => {
    expect(withoutEffects(readProject, entries)).toEqual([]);
  });
});
