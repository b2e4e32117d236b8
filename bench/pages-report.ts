/** The page report's table and aims, printed per server. */
import { HTML_BUDGET_GZIP } from './budgets.ts';
import { kb, type PageFigures } from './report-common.ts';

export function printTable(figures: PageFigures[]): void {
  const header = [
    'route',
    'status',
    'HTML KB',
    'enc',
    'blocking JS KB',
    'inline JS KB raw',
    'JS<load KB',
    'JS idle KB',
    'CSS KB',
    'total KB',
    'JS gz dist KB',
    'LH desk',
    'LH mob',
    'CLS',
  ];
  const rows = figures.map((entry) => [
    entry.path + (entry.loggedIn ? ' *' : ''),
    String(entry.status),
    kb(entry.htmlWireBytes) + (entry.htmlWireBytes > HTML_BUDGET_GZIP ? ' !' : ''),
    entry.htmlEncoding ?? '-',
    kb(entry.renderBlockingScriptWireBytes),
    kb(entry.inlineClassicScriptBytes),
    kb(entry.jsWireBeforeLoad),
    kb(entry.jsWireAfterIdle),
    kb(entry.cssWireBytes),
    kb(entry.totalWireBytes),
    entry.distJsGzipBytes === null
      ? '-'
      : kb(entry.distJsGzipBytes) + (entry.distJsGzipBytes > entry.distJsBudgetBytes ? ' !' : ''),
    entry.lighthouse.desktop === null ? '-' : String(entry.lighthouse.desktop),
    entry.lighthouse.mobile === null ? '-' : String(entry.lighthouse.mobile),
    entry.lighthouse.cls === null ? '-' : entry.lighthouse.cls.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(
    '\n* measured logged in (demo account).  ! over its budget (HTML 14 KB on the wire; JS gzip 9 over dist/, 100 KB\n' +
      'reading pages, 110 KB others).  Other sizes are bytes on the wire.  CLS: the largest any Lighthouse run measured.',
  );
}

const verdict = (missed: string[], what = 'missed on'): string =>
  missed.length === 0 ? 'met' : `${what} ${missed.join(', ')}`;

export function printAims(figures: PageFigures[], lighthouseAsked: boolean): void {
  const paths = (list: PageFigures[]) => list.map((entry) => entry.path);
  const content = figures.filter((entry) => !entry.loggedIn);
  const lighthouseRan = figures.some((entry) => entry.lighthouse.desktop !== null);
  console.log('\nAims:');
  console.log(
    `  HTML under 14 KB on the wire ....... ${verdict(paths(figures.filter((e) => e.htmlWireBytes > HTML_BUDGET_GZIP)))}`,
  );
  console.log(
    `  pages and scripts compressed ....... ${verdict(paths(figures.filter((e) => e.htmlEncoding === null || e.scriptsNotCompressed > 0)), 'uncompressed answers on')}`,
  );
  console.log(
    `  no render-blocking script .......... ${verdict(paths(content.filter((e) => e.renderBlockingScriptWireBytes > 0)))}`,
  );
  console.log(
    `  JavaScript within its budget ....... ${verdict(paths(figures.filter((e) => e.distJsGzipBytes !== null && e.distJsGzipBytes > e.distJsBudgetBytes)))}`,
  );
  const inline = content.filter((entry) => entry.inlineClassicScriptBytes > 0);
  console.log(
    `  no inline script run at parse ...... ${inline.length === 0 ? 'met' : `missed on ${inline.length} of ${content.length} content routes (inline classic <script>, e.g. Astro's island bootstrap)`}`,
  );
  if (lighthouseRan) {
    console.log(
      `  Lighthouse desktop 100 ............. ${verdict(paths(figures.filter((e) => e.lighthouse.desktop !== null && e.lighthouse.desktop < 100)))}`,
    );
    console.log(
      `  Lighthouse mobile ≥ 98 ............. ${verdict(paths(figures.filter((e) => e.lighthouse.mobile !== null && e.lighthouse.mobile < 98)))}`,
    );
    console.log(
      `  CLS 0 in every Lighthouse run ...... ${verdict(paths(figures.filter((e) => e.lighthouse.cls !== null && e.lighthouse.cls > 0)))}`,
    );
  } else {
    console.log(
      `  Lighthouse ......................... not run${lighthouseAsked ? '' : ' (--no-lighthouse)'}`,
    );
  }
  const errors = figures.filter((entry) => entry.lighthouse.error);
  if (errors.length > 0) {
    console.log(
      `  Lighthouse errors:\n    ${errors.map((entry) => `${entry.path}: ${entry.lighthouse.error}`).join('\n    ')}`,
    );
  }
}
