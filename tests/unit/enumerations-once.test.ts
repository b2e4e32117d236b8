import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contract from '../../src/lib/shared/contract.ts';
import * as complaints from '../../src/lib/shared/contract/complaints.ts';
import * as moderation from '../../src/lib/shared/contract/moderation.ts';
import * as schedules from '../../src/lib/shared/contract/schedules.ts';

/**
 * Each enumeration is one `as const` list in the contract (src/lib/shared/contract/): a list with the
 * same values written anywhere else in src/ or server/ is a second copy that can drift (as the
 * site publisher's kinds beside the desk's did), and so is a second table of a kind's words
 * (src/lib/shared/kind-labels.ts).
 */
type SourceFile = [path: string, source: string];

const ENUMERATIONS = Object.entries({ ...contract, ...moderation, ...complaints, ...schedules } as Record<
  string,
  unknown
>).filter(
  (entry): entry is [string, readonly string[]] =>
    /^[A-Z_]+$/.test(entry[0]) &&
    Array.isArray(entry[1]) &&
    entry[1].length > 1 &&
    entry[1].every((value: unknown) => typeof value === 'string'),
);

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Array literals of strings that hold exactly the values of an enumeration, and object literals naming a logistics kind's words. */
function copies(files: readonly SourceFile[], lists: readonly [string, readonly string[]][]): string[] {
  const found: string[] = [];
  for (const [path, source] of files) {
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteral)) {
        const values = node.elements.map((element) => (element as ts.StringLiteral).text);
        for (const [name, list] of lists)
          if (sameValues(values, list)) found.push(`${path}:${line(file, node)} repeats ${name}`);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const words = node.properties.flatMap((property) =>
          ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)
            ? [`${property.name.getText(file)}:${property.initializer.text}`]
            : [],
        );
        if (words.includes('cargo:货源') && words.includes('vehicle:车源'))
          found.push(`${path}:${line(file, node)} repeats LOGISTICS_KIND_LABELS`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const line = (file: ts.SourceFile, node: ts.Node) =>
  file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

function projectFiles(folder: string): SourceFile[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry): SourceFile[] => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return projectFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name)) return [];
    return [[relative(process.cwd(), path).replaceAll('\\', '/'), readFileSync(path, 'utf8')]];
  });
}

describe('the check itself', () => {
  const lists: [string, readonly string[]][] = [['DESK_KINDS', ['policies', 'announcements', 'routes']]];

  it.each<[string, SourceFile[], string[]]>([
    [
      'a list with the same values in another order is reported',
      [['server/site/kinds.ts', "export const KINDS = ['routes', 'policies', 'announcements'] as const;\n"]],
      ['server/site/kinds.ts:1 repeats DESK_KINDS'],
    ],
    ['a part of the list is not a copy', [['server/a.ts', "const some = ['routes', 'policies'];\n"]], []],
    [
      'a table of the kinds in words is reported',
      [['src/islands/a.tsx', "\nconst NAMES = { cargo: '货源', vehicle: '车源' } as const;\n"]],
      ['src/islands/a.tsx:2 repeats LOGISTICS_KIND_LABELS'],
    ],
  ])('%s', (_name, files, expected) => {
    expect(copies(files, lists)).toEqual(expected);
  });
});

describe('the portal', () => {
  it('reads the contract’s enumerations', () => {
    const names = ENUMERATIONS.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['VEHICLE_TYPES', 'DESK_KINDS', 'REPORT_REASONS']));
  });

  it('writes each enumeration once, in the contract, and the kinds’ words once, beside it', () => {
    const found = copies([...projectFiles('src'), ...projectFiles('server')], ENUMERATIONS);
    const home = (copy: string) =>
      copy.startsWith('src/lib/shared/contract/') || copy.startsWith('src/lib/shared/kind-labels.ts:');
    expect(found.filter((copy) => !home(copy))).toEqual([]);
    const named = found.map((copy) => copy.split(' repeats ')[1]);
    expect(named).toContain('LOGISTICS_KIND_LABELS');
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });
});
