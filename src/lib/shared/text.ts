/**
 * Text normalisation for everything a user types: one rule for the forms and the server, so that
 * text which looks empty is empty on both sides (docs/product.md, Text input; docs/api.md, Query text
 * and typed text).
 *
 * - Unpaired UTF-16 surrogates are dropped (they cannot be stored or sent as UTF-8).
 * - Unicode NFC, so the same visible text is the same stored text.
 * - Control characters are removed; in a multi-line body line breaks stay (CR LF and CR become LF)
 *   and a tab becomes a space; in a single line every line break or tab becomes a space.
 * - In a single line (names, titles, addresses, keywords) bidirectional controls are removed: an
 *   override in a nickname would otherwise reverse the text around it wherever the name is shown.
 *   A body keeps them (right-to-left writing needs them, and a body is a paragraph of its own).
 * - Trimmed at both ends, counting as space every character that renders as nothing
 *   (`RENDERS_AS_NOTHING`); inside the text they stay (a joiner is part of some emoji). So a value
 *   made only of them is empty.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 and C1 controls and DEL, except tab, line feed and carriage return (handled on their own). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the
 * left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter mark (U+061C).
 */
const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';

/**
 * Characters that render as nothing (or as a blank) in the portal's fonts, besides white space
 * (`\s`: spaces of every width, U+3000, U+00A0, U+FEFF, line and paragraph separators):
 * soft hyphen U+00AD, combining grapheme joiner U+034F, Hangul fillers U+115F, U+1160, U+3164 and
 * U+FFA0, Khmer inherent vowels U+17B4–U+17B5, Mongolian vowel separator U+180E, zero-width space,
 * non-joiner and joiner U+200B–U+200D, word joiner and invisible operators U+2060–U+2064,
 * deprecated format characters U+206A–U+206F, Braille blank U+2800, and the bidirectional controls.
 * Variation selectors and tag characters are not in it: at the end of an emoji they change it.
 */
export const RENDERS_AS_NOTHING =
  `\\s\\u00AD\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200D\\u2060-\\u2064\\u206A-\\u206F` +
  `\\u2800\\u3164\\uFFA0${BIDI}`;

const EDGES = new RegExp(`^[${RENDERS_AS_NOTHING}]+|[${RENDERS_AS_NOTHING}]+$`, 'g');
const BIDI_CONTROL = new RegExp(`[${BIDI}]`, 'g');

function clean(value: string): string {
  return value.replace(LONE_SURROGATE, '').normalize('NFC').replace(CONTROL, '');
}

/** A one-line field (title, name, phone, address, keyword): no line breaks, no bidi controls, trimmed. */
export function normalizeLine(value: string): string {
  return clean(value)
    .replace(/[\t\r\n\u2028\u2029]/g, ' ')
    .replace(BIDI_CONTROL, '')
    .replace(EDGES, '');
}

/** A multi-line body (post, reply, remarks): line breaks kept as LF, trimmed. */
export function normalizeBody(value: string): string {
  return clean(value).replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(EDGES, '');
}

const NAME_NOISE = new RegExp(`[${RENDERS_AS_NOTHING}\\p{Default_Ignorable_Code_Point}\\p{Cc}\\p{Cf}]`, 'gu');

/**
 * What two names are compared by, so that names a reader cannot tell apart are the same name
 * (nicknames and account names, server/queries/user-names.ts): NFKC (full-width `ＤＥＭＯ` is `DEMO`,
 * `①` is `1`), case folded (`ß` is `ss`), and every space-like, invisible, format or control
 * character removed (`演示 用户`, `演示\u3164用户` and `演示用户` are one name).
 */
export function nameKey(value: string): string {
  return value
    .replace(LONE_SURROGATE, '')
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(NAME_NOISE, '');
}
