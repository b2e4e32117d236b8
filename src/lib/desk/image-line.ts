/**
 * What the desk form's 插入图片 writes into a body: the image line of structured text
 * (src/lib/shared/structured-text.ts) for an uploaded file, its alt text and caption, put on its own
 * paragraph after the line the caret was on.
 */

/** One line, whatever was typed: line breaks and runs of spaces become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function imageLine(fileId: string, alt: string, caption: string): string {
  const said = oneLine(caption);
  return `![${oneLine(alt)}](file:${fileId}${said ? ` "${said}"` : ''})`;
}

/** `text` with `line` as a paragraph of its own after the line holding `caret` (the end when null). */
export function insertImageLine(text: string, caret: number | null, line: string): string {
  const from = caret === null ? text.length : Math.min(Math.max(caret, 0), text.length);
  const lineEnd = text.indexOf('\n', from);
  const at = lineEnd === -1 ? text.length : lineEnd;
  const before = text.slice(0, at).replace(/\s+$/, '');
  const after = text.slice(at).replace(/^\s+/, '');
  return [before, line, after].filter((part) => part !== '').join('\n\n');
}
