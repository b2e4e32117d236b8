/**
 * Structured text: the one syntax of the bodies editors write (policies, announcements, enterprise
 * introductions, a route's 备注), read by the server's checks and by the views that show a body
 * (docs/api.md, "Structured text"). Plain text with four kinds of line, never markup:
 *
 * - a blank line ends a paragraph; the other lines of a paragraph keep their line breaks;
 * - `# 标题` is a heading, `## 小标题` a sub-heading (one line each);
 * - `第一条 …` (any number in Chinese numerals or digits) starts a numbered item, whose further lines
 *   belong to it until a blank line;
 * - `![替代文字](file:图片编号 "说明")` alone on a line is an image: an uploaded file (`POST /files`),
 *   its alt text (required) and a caption (optional, in straight or Chinese quotes);
 * - a backslash before `#`, `第` or `!` at the start of a line keeps the line as plain text (`\# 1`).
 *
 * Bodies written before the desk existed are paragraphs separated by blank lines, and read the same.
 * Every block is text: a view renders it as text nodes (an image as an `<img>` of the portal's own
 * file with its alt text), so no markup in a body can reach a page.
 */

export type TextBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: 1 | 2; text: string }
  | { type: 'item'; label: string; text: string }
  | { type: 'image'; fileId: string; alt: string; caption: string };

/** The longest heading, in characters. */
export const HEADING_MAX = 60;

const HEADING = /^(#{1,2})[ \t\u3000]+(.*)$/;
const ITEM = /^(第[一二三四五六七八九十百千零〇两\d]+条)(?:[ \t\u3000]+|$)(.*)$/;
const IMAGE = /^!\[(.*)\]\(file:([A-Za-z0-9_-]{22})(?:[ \t\u3000]+(?:"(.*)"|“(.*)”))?\)[ \t\u3000]*$/;
/** How an editor writes an image, for the message of a line that starts like one and is not. */
export const IMAGE_LINE_FORM = '![替代文字](file:图片编号 "说明")';
const ESCAPED = /^\\(?=[#第!])/;

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
    const image = IMAGE.exec(line);
    if (image) {
      close();
      const caption = (image[3] ?? image[4] ?? '').trim();
      blocks.push({ type: 'image', fileId: image[2] ?? '', alt: (image[1] ?? '').trim(), caption });
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
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.some((line) => line.startsWith('![') && !IMAGE.test(line)))
    return `\${label}中的图片行写法应为 ${IMAGE_LINE_FORM}（说明可省略）；如是普通文字，请在行首加 \\`;
  for (const block of parseStructuredText(text)) {
    if (block.type === 'image' && block.alt === '')
      return '${label}中的图片须写明替代文字（方括号内，说明图片内容，供读屏软件朗读）';
    if (block.type === 'heading' && block.text === '') return '${label}中的标题（#）后须写明标题文字';
    if (block.type === 'heading' && [...block.text].length > HEADING_MAX)
      return `\${label}中的标题最多${HEADING_MAX}个字符`;
    if (block.type === 'item' && block.text === '') return `\${label}中的「${block.label}」后须写明内容`;
  }
  return null;
}

/** The ids of the files a body's image lines name, each once, in order. */
export function imageFileIds(text: string): string[] {
  const ids = parseStructuredText(text).flatMap((block) => (block.type === 'image' ? [block.fileId] : []));
  return [...new Set(ids)];
}
