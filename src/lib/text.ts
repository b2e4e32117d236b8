/**
 * Text normalisation for everything a user types: one rule for the forms and the server, so that
 * text which looks empty is empty on both sides (docs/product.md, Text input).
 *
 * - Unpaired UTF-16 surrogates are dropped (they cannot be stored or sent as UTF-8).
 * - Unicode NFC, so the same visible text is the same stored text.
 * - Control characters are removed; in a multi-line body line breaks stay (CR LF and CR become LF)
 *   and a tab becomes a space; in a single line every line break or tab becomes a space.
 * - Trimmed at both ends, counting invisible characters as space: zero-width space, non-joiner and
 *   joiner (U+200B–U+200D), word joiner (U+2060), byte order mark (U+FEFF), Mongolian vowel
 *   separator (U+180E). Inside the text they stay (a joiner is part of some emoji).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 and C1 controls and DEL, except tab, line feed and carriage return (handled on their own). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const INVISIBLE = '\\s\\u200B-\\u200D\\u2060\\uFEFF\\u180E';
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');

function clean(value: string): string {
  return value.replace(LONE_SURROGATE, '').normalize('NFC').replace(CONTROL, '');
}

/** A one-line field (title, name, phone, address, keyword): no line breaks, trimmed. */
export function normalizeLine(value: string): string {
  return clean(value)
    .replace(/[\t\r\n\u2028\u2029]/g, ' ')
    .replace(EDGES, '');
}

/** A multi-line body (post, reply, remarks): line breaks kept as LF, trimmed. */
export function normalizeBody(value: string): string {
  return clean(value).replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(EDGES, '');
}
