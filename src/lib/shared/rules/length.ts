/**
 * The one way the portal counts the length of what a user typed: Unicode code points of the
 * normalised text (src/lib/shared/text.ts), which is the text the server stores. An emoji or a rare Han
 * character is one; a letter and its combining accent are one once NFC composes them; invisible
 * characters at the edges are trimmed away and count nothing. Every rule, every form counter and
 * every server check counts with `lengthOf` (`typedLength` in fields.ts normalises first). No
 * imports: the list pages count with it without loading the normalisation or the rules.
 */

/** The code points of `value`, as it is (normalise first, or use `typedLength`). */
export const lengthOf = (value: string): number => Array.from(value).length;

/** A short excerpt of a text (a quoted reply, a notice): its first `max` characters on one line. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= max ? line : `${characters.slice(0, max).join('')}…`;
}
