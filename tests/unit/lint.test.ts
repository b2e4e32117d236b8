import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * docs/product.md, Security: no unsafe HTML or code sinks in src/. The lint rules are the guard; these tests keep
 * them in force (each sink is reported) and keep src/ clean, so `npm test` fails on a new sink.
 */
// The project's own configuration, except that the samples below, which are not files on disk, are
// linted without type information (the sink rules need none; a typed parse of them would fail).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { files: ['**/lint-sample.*', '**/LintSample.*'], ...tseslint.configs.disableTypeChecked },
});

const SINK_RULES = new Set(['no-restricted-syntax', 'no-eval', 'no-implied-eval', 'no-new-func']);

async function sinkMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId && SINK_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('the unsafe-sink lint', () => {
  it.each([
    [
      'innerHTML',
      'export const f = (el: HTMLElement, s: string): void => {\n  el.innerHTML = s;\n};\n',
      'ts',
    ],
    [
      'outerHTML',
      'export const f = (el: HTMLElement, s: string): void => {\n  el.outerHTML = s;\n};\n',
      'ts',
    ],
    [
      'insertAdjacentHTML',
      "export const f = (el: HTMLElement, s: string): void => {\n  el.insertAdjacentHTML('beforeend', s);\n};\n",
      'ts',
    ],
    [
      'dangerouslySetInnerHTML',
      'export default function X({ s }: { s: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: s }} />;\n}\n',
      'tsx',
    ],
    ['eval', 'export const f = (s: string): unknown => eval(s);\n', 'ts'],
    ['new Function', "export const f = (s: string): unknown => new Function('x', s);\n", 'ts'],
    ['setTimeout with a string', "export const f = (): unknown => setTimeout('alert(1)', 1);\n", 'ts'],
    ['set:html', '---\nconst s = Astro.url.search;\n---\n<div set:html={s} />\n', 'astro'],
    [
      'innerHTML in a page script',
      '<p id="x"></p>\n<script>\n  document.getElementById("x")!.innerHTML = location.hash;\n</script>\n',
      'astro',
    ],
  ])('reports %s', async (_name, code, extension) => {
    const messages = await sinkMessages(code, `src/lib/lint-sample.${extension}`);
    expect(messages.length).toBeGreaterThan(0);
  });

  it('passes text rendered as text', async () => {
    const code = 'export default function X({ s }: { s: string }) {\n  return <p>{s}</p>;\n}\n';
    expect(await sinkMessages(code, 'src/islands/shared/LintSample.tsx')).toEqual([]);
  });

  it('passes timers given a function, and a timeout given a number', async () => {
    const code =
      'export const f = (g: () => void, t: { setTimeout(ms: number): void }): void => {\n  setTimeout(g, 1);\n  t.setTimeout(300_000);\n};\n';
    expect(await sinkMessages(code, 'src/lib/lint-sample.ts')).toEqual([]);
  });

  it('finds no sink anywhere in src/', { timeout: 120_000 }, async () => {
    const results = await eslint.lintFiles(['src']);
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId && SINK_RULES.has(message.ruleId))
        .map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(results.length).toBeGreaterThan(50);
    expect(results.filter((result) => result.fatalErrorCount > 0).map((result) => result.filePath)).toEqual(
      [],
    );
    expect(found).toEqual([]);
  });
});
