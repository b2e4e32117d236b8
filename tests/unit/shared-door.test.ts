import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The shared room's door (docs/decisions.md, Folders): the server takes from src/ only what lives in
 * src/lib/shared/, and that folder imports nothing outside itself — no other part of src/, no React,
 * no store, no request client, no DOM — so the server can run it and the browser can load it alike.
 * Imports are read with TypeScript's parser, type-only ones included (`import type`, `import('…')`
 * in a type), so comments and strings do not count.
 */
const SHARED = 'src/lib/shared/';
const FORBIDDEN_PACKAGES = /^(react|react-dom|nanostores|@nanostores\/[^/]+|redaxios|astro)(\/|$)|^astro:/;
const DOM_GLOBALS = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'navigator']);

/** A project file: its path from the project's root (`server/app.ts`) and its text. */
type SourceFile = [path: string, source: string];

/** Every module specifier the file names, and every DOM global it uses as a variable. */
function read(path: string, source: string): { specifiers: string[]; globals: string[] } {
  const specifiers: string[] = [];
  const globals: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node)) {
      const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined;
      if (literal && ts.isStringLiteral(literal)) specifiers.push(literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    } else if (ts.isIdentifier(node) && DOM_GLOBALS.has(node.text) && isVariable(node)) {
      globals.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  return { specifiers, globals };
}

/** `window` read as a value, not a property name (`event.window`, `{ document: … }`) or a declaration. */
function isVariable(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  return true;
}

/** The project path a relative specifier of `from` points at (extension left as written). */
const target = (from: string, specifier: string): string => posix.join(posix.dirname(from), specifier);

/** What breaks the door, one line per file and import or global. */
function doorBreaks(files: readonly SourceFile[]): string[] {
  const breaks: string[] = [];
  for (const [path, source] of files) {
    const { specifiers, globals } = read(path, source);
    if (path.startsWith('server/')) {
      for (const specifier of specifiers) {
        const to = specifier.startsWith('.') ? target(path, specifier) : '';
        if (to.startsWith('src/') && !to.startsWith(SHARED))
          breaks.push(`${path} imports ${specifier} (outside ${SHARED})`);
      }
    }
    if (path.startsWith(SHARED)) {
      for (const specifier of specifiers) {
        if (specifier.startsWith('.') && !target(path, specifier).startsWith(SHARED))
          breaks.push(`${path} imports ${specifier} (outside ${SHARED})`);
        else if (FORBIDDEN_PACKAGES.test(specifier)) breaks.push(`${path} imports ${specifier}`);
      }
      for (const name of new Set(globals)) breaks.push(`${path} uses the DOM global ${name}`);
    }
  }
  return breaks;
}

function projectFiles(folder: string): SourceFile[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry): SourceFile[] => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return projectFiles(path);
    if (!/\.(ts|tsx|mts)$/.test(entry.name)) return [];
    return [[relative(process.cwd(), path).replaceAll('\\', '/'), readFileSync(path, 'utf8')]];
  });
}

describe('the check itself', () => {
  it.each<[string, SourceFile[], string[]]>([
    [
      'the server importing a feature module of src/ is reported',
      [
        [
          'server/resources/offers.ts',
          "import { cargoFields } from '../../src/lib/offers/cargo-offer-fields.ts';\n",
        ],
      ],
      [
        'server/resources/offers.ts imports ../../src/lib/offers/cargo-offer-fields.ts (outside src/lib/shared/)',
      ],
    ],
    [
      'a type-only import and a type written with import() count too',
      [
        ['server/a.ts', "import type { Fetcher } from '../src/build/content.ts';\n"],
        ['server/b.ts', "let store: import('../src/lib/request/api.ts').Api;\n"],
      ],
      [
        'server/a.ts imports ../src/build/content.ts (outside src/lib/shared/)',
        'server/b.ts imports ../src/lib/request/api.ts (outside src/lib/shared/)',
      ],
    ],
    [
      'the server importing the shared room, or its own files, passes',
      [
        [
          'server/queries/x.ts',
          "import { ErrorCodes } from '../../src/lib/shared/contract.ts';\nimport { sql } from './sql.ts';\n",
        ],
      ],
      [],
    ],
    [
      'the shared room importing the form block, React or a store is reported',
      [
        [
          'src/lib/shared/choices.ts',
          "import type { FieldOption } from '../form/form.ts';\nimport { useState } from 'react';\n" +
            "import { atom } from 'nanostores';\nimport { persistentAtom } from '@nanostores/persistent';\n" +
            "import axios from 'redaxios';\nimport { jsx } from 'react/jsx-runtime';\n",
        ],
      ],
      [
        'src/lib/shared/choices.ts imports ../form/form.ts (outside src/lib/shared/)',
        'src/lib/shared/choices.ts imports react',
        'src/lib/shared/choices.ts imports nanostores',
        'src/lib/shared/choices.ts imports @nanostores/persistent',
        'src/lib/shared/choices.ts imports redaxios',
        'src/lib/shared/choices.ts imports react/jsx-runtime',
      ],
    ],
    [
      'the shared room using the DOM is reported; the words in comments, strings and property names are not',
      [
        [
          'src/lib/shared/a.ts',
          "// the window of a post\nconst icon = 'document';\nconst at = window.location.href;\n" +
            'export const read = () => localStorage.getItem(icon) ?? globalThis.document;\n',
        ],
        ['src/lib/shared/b.ts', "/** document */\nexport const edit = { window: 15, document: 'x' };\n"],
      ],
      [
        'src/lib/shared/a.ts uses the DOM global window',
        'src/lib/shared/a.ts uses the DOM global localStorage',
      ],
    ],
    [
      'the shared room importing npm packages and its own files passes',
      [
        [
          'src/lib/shared/rules/x.ts',
          "import * as z from 'zod/mini';\nimport { lengthOf } from './length.ts';\nimport { messages } from '../messages.ts';\n",
        ],
      ],
      [],
    ],
  ])('%s', (_name, files, expected) => {
    expect(doorBreaks(files)).toEqual(expected);
  });
});

describe('the portal', () => {
  const server = projectFiles('server');
  const shared = projectFiles(SHARED);

  it('reads the server and the shared room', () => {
    expect(server.length).toBeGreaterThan(100);
    expect(shared.length).toBeGreaterThan(40);
    // The server does take from the shared room: the check looks at real imports.
    expect(server.some(([, source]) => source.includes('src/lib/shared/contract.ts'))).toBe(true);
  });

  it('keeps the door: the server imports only the shared room of src/, which imports nothing else', () => {
    expect(doorBreaks([...server, ...shared])).toEqual([]);
  });
});
