/**
 * The portal's SQL texts use `?` for a bound value, as SQLite does; PostgreSQL numbers them (`$1`,
 * `$2`, …). `numberedPlaceholders` rewrites a text once, when it is first prepared, and leaves every
 * `?` inside a string literal, a quoted name or a comment alone. A text whose `?` count disagrees with
 * the values given is refused rather than run. Names in camelCase (the aliases rows are read by) are
 * quoted on the way, so PostgreSQL keeps their case (CAMEL_CASE).
 *
 * A text that uses one value several times names it by number, as SQLite allows: `?1`, `?2` become
 * `$1`, `$2`, and the text takes as many values as its largest number, every number up to it used
 * (PostgreSQL cannot type a value no text uses). Plain `?` and numbered ones in one text are refused:
 * SQLite gives a plain `?` the number after the largest seen so far, a rule easy to misread, so no
 * text relies on it.
 */

/** SQLite's largest parameter number (SQLITE_MAX_VARIABLE_NUMBER); PostgreSQL takes up to 65,535. */
const MAX_NUMBER = 32_766;

/** The text with each `?` placeholder numbered in order (or `?N` as `$N`), and how many values it takes. */
export function numberedPlaceholders(sql: string): { text: string; count: number } {
  let text = '';
  let count = 0;
  let plain = false;
  const numbers = new Set<number>();
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
      const digits = /^[0-9]+/.exec(sql.slice(index + 1))?.[0];
      if (digits === undefined) {
        plain = true;
        count += 1;
        text += `$${count}`;
      } else {
        const number = Number(digits);
        if (number < 1 || number > MAX_NUMBER)
          throw new Error(`?${digits} is not a parameter number: ${sql}`);
        numbers.add(number);
        count = Math.max(count, number);
        text += `$${number}`;
      }
      if (plain && numbers.size > 0) {
        throw new Error(`a SQL text numbers its parameters (?1) or not (?), never both: ${sql}`);
      }
      index += 1 + (digits?.length ?? 0);
    } else if (/[A-Za-z_]/.test(char) && !/[A-Za-z0-9_$]/.test(sql[index - 1] ?? '')) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(index))?.[0] ?? char;
      text += CAMEL_CASE.test(word) ? `"${word}"` : word;
      index += word.length;
    } else {
      text += char;
      index += 1;
    }
  }
  if (numbers.size !== 0 && numbers.size !== count) {
    const missing = Array.from({ length: count }, (_, i) => i + 1).find((n) => !numbers.has(n));
    // PostgreSQL cannot tell the type of a value the text never uses.
    throw new Error(`a SQL text numbering its parameters uses ?${count} but not ?${missing}: ${sql}`);
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
