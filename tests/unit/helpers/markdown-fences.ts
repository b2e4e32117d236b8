/**
 * Code fences of a Markdown document, checked as CommonMark reads them: a fence opened with three or
 * more backticks (or tildes) runs until a line of at least as many of the same marks and nothing else.
 * A fence that never closes, or closes far from where its writer meant, swallows the headings and
 * tables after it into one code block; these are the signs of that.
 */

export interface FenceProblem {
  /** 1-based line of the fence the problem is about. */
  line: number;
  problem: string;
}

/** A fence line, at any indentation (the docs put fences inside list items). */
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;

export function fenceProblems(markdown: string): FenceProblem[] {
  const lines = markdown.split('\n');
  const problems: FenceProblem[] = [];
  let open: { line: number; marks: string; info: string; body: string[] } | null = null;
  lines.forEach((text, index) => {
    const fence = FENCE.exec(text);
    if (open === null) {
      if (fence) open = { line: index + 1, marks: fence[1] ?? '', info: (fence[2] ?? '').trim(), body: [] };
      return;
    }
    const closes =
      fence !== null &&
      (fence[1] ?? '')[0] === open.marks[0] &&
      (fence[1] ?? '').length >= open.marks.length &&
      (fence[2] ?? '').trim() === '';
    if (!closes) {
      if (fence && (fence[2] ?? '').trim() !== '' && !/^[\w-]+$/.test((fence[2] ?? '').trim()))
        problems.push({
          line: index + 1,
          problem: `a fence followed by text does not close the fence of line ${open.line}`,
        });
      if (/^#{2,6} \S/.test(text) && !/^(md|markdown)$/i.test(open.info))
        problems.push({
          line: index + 1,
          problem: `a heading inside the ${open.info || 'code'} fence of line ${open.line}`,
        });
      open.body.push(text);
      return;
    }
    const longer = open.marks.length > 3;
    if (longer && !open.body.some((inner) => FENCE.test(inner)))
      problems.push({
        line: open.line,
        problem: `a fence of ${open.marks.length} marks with no fence inside it (three are enough)`,
      });
    open = null;
  });
  const unclosed = open as { line: number } | null;
  if (unclosed) problems.push({ line: unclosed.line, problem: 'a fence that is never closed' });
  return problems;
}
