/**
 * The portal's SQL texts use `?` for a bound value, as SQLite does; PostgreSQL numbers them (`$1`,
 * `$2`, …). `numberedPlaceholders` rewrites a text once, when it is first prepared, and leaves every
 * `?` inside a string literal, a quoted name or a comment alone. A text whose `?` count disagrees with
 * the values given is refused rather than run. Names in camelCase (the aliases rows are read by) are
 * quoted on the way, so PostgreSQL keeps their case (CAMEL_CASE).
 */

/** The text with each `?` placeholder numbered in order, and how many there were. */
export function numberedPlaceholders(sql: string): { text: string; count: number } {
  let text = '';
  let count = 0;
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] as string;
    const next = sql[index + 1];
    if (char === "'" || char === '"') {
      // A literal or a quoted name; a doubled quote inside it is part of it.
      let end = index + 1;
      for (;;) {
        end = sql.indexOf(char, end);
        if (end === -1) throw new Error(`unterminated ${char} in SQL text: ${sql}`);
        if (sql[end + 1] === char) end += 2;
        else break;
      }
      text += sql.slice(index, end + 1);
      index = end + 1;
    } else if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', index);
      const stop = end === -1 ? sql.length : end;
      text += sql.slice(index, stop);
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', index + 2);
      if (end === -1) throw new Error(`unterminated comment in SQL text: ${sql}`);
      text += sql.slice(index, end + 2);
      index = end + 2;
    } else if (char === '?') {
      count += 1;
      text += `$${count}`;
      index += 1;
    } else if (/[A-Za-z_]/.test(char) && !/[A-Za-z0-9_$]/.test(sql[index - 1] ?? '')) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(index))?.[0] ?? char;
      text += CAMEL_CASE.test(word) ? `"${word}"` : word;
      index += word.length;
    } else {
      text += char;
      index += 1;
    }
  }
  return { text, count };
}

/**
 * A name written in camelCase: the portal's tables and columns are snake_case, so such a name is an
 * alias (`password_hash AS passwordHash`) that the code reads the row by. PostgreSQL folds unquoted
 * names to lower case, so the text it runs quotes them; keywords (upper case) and the schema's names
 * (lower case) stay as written.
 */
const CAMEL_CASE = /^[a-z][a-z0-9_]*[A-Z][A-Za-z0-9_]*$/;
