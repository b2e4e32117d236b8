/**
 * README's Settings table is the server's table of settings (server/settings.ts): the same variables,
 * none missing and none extra, with the same defaults. The variables only the build reads (Astro,
 * src/build) stand in the section's "Build time" table, which names none of the server's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingRows } from '../../../server/settings.ts';

const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');

interface Row {
  variable: string;
  /** The default as written in the table's first code span; undefined for `unset`. */
  default: string | undefined;
}

/** The rows of the first table after `heading` (a line of its own), before the next heading of its level or above. */
function tableAfter(markdown: string, heading: string): Row[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`no heading ${heading}`);
  const level = heading.indexOf(' ');
  const rows: Row[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#+ /.test(line) && line.indexOf(' ') <= level) break;
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    const [variable = '', fallback = ''] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const name = /^`([A-Z_]+)`$/.exec(variable)?.[1];
    if (name === undefined) continue;
    rows.push({
      variable: name,
      default: /^unset\b/.test(fallback) ? undefined : /`([^`]*)`/.exec(fallback)?.[1],
    });
  }
  return rows;
}

/** What README's server table must say, row for row, sorted by variable. */
const byName = (rows: Row[]) => [...rows].sort((a, b) => a.variable.localeCompare(b.variable));
const expected = byName(
  settingRows().map((setting) => ({ variable: setting.env, default: setting.default })),
);

describe("README's Settings table", () => {
  const serverRows = tableAfter(readme, '## Settings');
  const buildRows = tableAfter(readme, '### Build time');

  it('lists exactly the settings the server reads, with their defaults', () => {
    expect(byName(serverRows)).toEqual(expected);
  });

  it('lists each variable once, and none of the build-time ones as the server’s', () => {
    const names = [...serverRows, ...buildRows].map((row) => row.variable);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(buildRows.length).toBeGreaterThan(0);
  });
});

describe('the table check', () => {
  const table = (...rows: string[]) =>
    [
      '## Settings',
      '',
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      ...rows,
      '',
      '## Next',
    ].join('\n');

  it('reads variables and defaults, `unset` as none', () => {
    expect(
      tableAfter(table('| `PORT` | `4321` | port |', '| `HOST_KEY` | unset (random) | key |'), '## Settings'),
    ).toEqual([
      { variable: 'PORT', default: '4321' },
      { variable: 'HOST_KEY', default: undefined },
    ]);
  });

  it('sees a missing row, an extra row and a changed default', () => {
    const rows = expected.map(
      (row) => `| \`${row.variable}\` | ${row.default === undefined ? 'unset' : `\`${row.default}\``} | … |`,
    );
    expect(byName(tableAfter(table(...rows), '## Settings'))).toEqual(expected);
    expect(byName(tableAfter(table(...rows.slice(1)), '## Settings'))).not.toEqual(expected);
    expect(byName(tableAfter(table(...rows, '| `PORTAL_GONE` | `1` | … |'), '## Settings'))).not.toEqual(
      expected,
    );
    const changed = rows.map((row) => row.replace('`4321`', '`8080`'));
    expect(byName(tableAfter(table(...changed), '## Settings'))).not.toEqual(expected);
  });
});
