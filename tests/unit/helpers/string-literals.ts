/**
 * The string literals of a source file (TypeScript, TSX, Astro, JavaScript), with their line:
 * quoted strings and the text parts of template literals, comments skipped. A small scanner, not a
 * parser: enough to find strings that look like something (a page's path) in the project's own
 * files. (A regular expression literal holding a quote would mislead it; the project has none.)
 */
export interface Literal {
  line: number;
  text: string;
}

export function stringLiterals(source: string): Literal[] {
  const found: Literal[] = [];
  let line = 1;
  let index = 0;
  let depth = 0;
  /** The brace depths at which a template's `${…}` closes and its text goes on. */
  const templates: number[] = [];

  const skipTo = (stop: number) => {
    line += source.slice(index, stop).split('\n').length - 1;
    index = stop;
  };
  /** Reads a string from `index` (just past its opening quote) to its end or to a template's `${`. */
  const take = (quote: string) => {
    const startLine = line;
    let text = '';
    while (index < source.length) {
      const char = source[index]!;
      if (char === '\\') {
        text += source.slice(index, index + 2);
        index += 2;
        continue;
      }
      if (char === quote) {
        index += 1;
        break;
      }
      if (quote === '`' && char === '$' && source[index + 1] === '{') {
        index += 2;
        depth += 1;
        templates.push(depth);
        break;
      }
      if (char === '\n') line += 1;
      text += char;
      index += 1;
    }
    found.push({ line: startLine, text });
  };

  while (index < source.length) {
    const char = source[index]!;
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      skipTo(end === -1 ? source.length : end + 2);
    } else if (source.startsWith('<!--', index)) {
      const end = source.indexOf('-->', index);
      skipTo(end === -1 ? source.length : end + 3);
    } else if (char === "'" || char === '"' || char === '`') {
      index += 1;
      take(char);
    } else if (char === '{') {
      depth += 1;
      index += 1;
    } else if (char === '}') {
      index += 1;
      if (templates[templates.length - 1] === depth) {
        templates.pop();
        depth -= 1;
        take('`');
      } else {
        depth -= 1;
      }
    } else {
      if (char === '\n') line += 1;
      index += 1;
    }
  }
  return found;
}
