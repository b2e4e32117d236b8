import { posix } from 'node:path';
import ts from 'typescript';

/**
 * What runs in the browser and what it imports, read from the project's own source with TypeScript's
 * parser (so imports written in comments or strings do not count). Paths are relative to the project
 * (`src/islands/Community.tsx`); `read` returns a file's text, or undefined when there is no such file,
 * so tests can hand it a few files of their own.
 */
export type ReadSource = (path: string) => string | undefined;

export interface ModuleImports {
  /** Evaluated before the module's own code. */
  static: string[];
  /** Loaded later, by `import()`. */
  dynamic: string[];
}

/** A module the browser starts from: an island placed with `client:*`, or a page's bundled `<script>`. */
export interface BrowserEntry {
  /** Where it is written: `src/pages/login/index.astro <LoginForm client:load>`. */
  name: string;
  imports: ModuleImports;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project file a relative specifier names, or null for a package or a file that is not there. */
export function resolveImport(read: ReadSource, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = posix.join(posix.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((path) => read(path) !== undefined) ?? null;
}

const parsed = new WeakMap<ReadSource, Map<string, ModuleImports>>();

/** The imports of the project file `path`, parsed once per `read`. */
function importsOfFile(read: ReadSource, path: string): ModuleImports {
  let byPath = parsed.get(read);
  if (!byPath) parsed.set(read, (byPath = new Map<string, ModuleImports>()));
  let imports = byPath.get(path);
  if (!imports) byPath.set(path, (imports = importsOf(read, path, read(path) ?? '')));
  return imports;
}

/** The relative imports of TypeScript source written in `file`; type-only imports are left out. */
export function importsOf(read: ReadSource, file: string, source: string): ModuleImports {
  const found: ModuleImports = { static: [], dynamic: [] };
  const add = (list: string[], specifier: string) => {
    const path = resolveImport(read, file, specifier);
    if (path) list.push(path);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) {
        add(found.static, node.moduleSpecifier.text);
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      add(found.static, node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(found.dynamic, node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return found;
}

/**
 * The browser entries of one `.astro` file: each component placed with a `client:*` directive (the
 * module its frontmatter imports it from) and each bundled `<script>` (one without attributes).
 */
export function astroEntries(read: ReadSource, file: string, source: string): BrowserEntry[] {
  const [, frontmatter = '', template = source] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const components = new Map<string, string>();
  for (const match of frontmatter.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const path = resolveImport(read, file, match[2]!);
    if (path) components.set(match[1]!, path);
  }
  const islands = [...template.matchAll(/<([A-Z]\w*)\s[^>]*?\bclient:\w+/g)].map(([, name]) => {
    const path = components.get(name!);
    if (!path) throw new Error(`${file}: <${name} client:…> is not imported from a project file`);
    return { name: `${file} <${name} client:…>`, imports: { static: [path], dynamic: [] } };
  });
  const scripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body], index) => ({
    name: `${file} <script> #${index + 1}`,
    imports: importsOf(read, file, body!),
  }));
  return [...islands, ...scripts];
}

/** Every module `entry` loads, statically or with `import()` at any depth (`staticOnly`: only the former). */
export function reachable(
  read: ReadSource,
  entry: ModuleImports,
  { staticOnly = false }: { staticOnly?: boolean } = {},
): Set<string> {
  const seen = new Set<string>();
  const pending = staticOnly ? [...entry.static] : [...entry.static, ...entry.dynamic];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const imports = importsOfFile(read, path);
    pending.push(...imports.static, ...(staticOnly ? [] : imports.dynamic));
  }
  return seen;
}
