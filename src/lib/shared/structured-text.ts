/**
 * Structured text: the one syntax of the bodies editors write (policies, announcements, enterprise
 * introductions), read by the server's checks and by the views that show a body (docs/api.md,
 * "Structured text"). Plain text with three kinds of line, never markup:
 *
 * - a blank line ends a paragraph; the other lines of a paragraph keep their line breaks;
 * - `# 标题` is a heading, `## 小标题` a sub-heading (one line each);
 * - `第一条 …` (any number in Chinese numerals or digits) starts a numbered item, whose further lines
 *   belong to it until a blank line;
 * - a backslash before `#` or `第` at the start of a line keeps the line as plain text (`\# 1`).
 *
 * Bodies written before the desk existed are paragraphs separated by blank lines, and read the same.
 * Every block is text: a view renders it as text nodes, so no markup in a body can reach a page.
 */

export type TextBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: 1 | 2; text: string }
  | { type: 'item'; label: string; text: string };

/** The longest heading, in characters. */
export const HEADING_MAX = 60;

const HEADING = /^(#{1,2})[ \t\u3000]+(.*)$/;
const ITEM = /^(第[一二三四五六七八九十百千零〇两\d]+条)(?:[ \t\u3000]+|$)(.*)$/;
const ESCAPED = /^\\(?=[#第])/;

/** The blocks of `text`, in order; empty paragraphs are dropped. */
export function parseStructuredText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let open: { type: 'paragraph' | 'item'; label: string; lines: string[] } | null = null;
  const close = () => {
    if (!open) return;
    const body = open.lines.join('\n').trim();
    if (open.type === 'item') blocks.push({ type: 'item', label: open.label, text: body });
    else if (body !== '') blocks.push({ type: 'paragraph', text: body });
    open = null;
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      blocks.push({ type: 'heading', level: heading[1] === '#' ? 1 : 2, text: (heading[2] ?? '').trim() });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      close();
      open = { type: 'item', label: item[1] ?? '', lines: [item[2] ?? ''] };
      continue;
    }
    const plain = line.replace(ESCAPED, '');
    if (open) open.lines.push(plain);
    else open = { type: 'paragraph', label: '', lines: [plain] };
  }
  close();
  return blocks;
}

/** What is wrong with a body's structure, as a rule's message template, or null when nothing is. */
export function structureProblem(text: string): string | null {
  for (const block of parseStructuredText(text)) {
    if (block.type === 'heading' && block.text === '') return '${label}中的标题（#）后须写明标题文字';
    if (block.type === 'heading' && [...block.text].length > HEADING_MAX)
      return `\${label}中的标题最多${HEADING_MAX}个字符`;
    if (block.type === 'item' && block.text === '') return `\${label}中的「${block.label}」后须写明内容`;
  }
  return null;
}
