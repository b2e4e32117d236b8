/**
 * The confusable skeleton of a name (Unicode TS #39, section 4), what the server compares account
 * names and nicknames by, so that names a reader cannot tell apart are one name (docs/api.md,
 * Account; server/queries/user-names.ts). Only the server and the seed import it: the data behind it
 * (about 130 KB) never reaches a page.
 *
 * After the folding `nameKey` does (NFKC, case, invisible characters), a name is decomposed (NFD),
 * loses its combining marks (`é` reads as `e`, a mark stacked on a Chinese character as nothing),
 * and each character becomes its prototype in Unicode's confusables data (`unhomoglyph`: Cyrillic
 * `е` is `e`, `0` is `O`, `m` is `rn`), a Traditional character its Simplified form (OpenCC's
 * character table: `戶` is `户`, `編輯` is `编辑`), a capital `I` read as small `l` as the data says;
 * then it is folded to lower case again and punctuation is dropped (`editor-`, `demo.` and `de_mo`
 * read as `editor` and `demo`). A name of punctuation alone keeps it.
 */
import unhomoglyph from 'unhomoglyph';
import traditionalToSimplified from 'opencc-js/dict/TSCharacters';
import { nameKey } from './text.ts';

/** Traditional → Simplified, character by character (`戶 户|編 编|…`, OpenCC's TSCharacters). */
const SIMPLIFIED = new Map(
  traditionalToSimplified.split('|').map((pair) => {
    const [traditional = '', simplified = ''] = pair.split(' ');
    return [traditional, simplified] as const;
  }),
);

const MARKS = /[\p{Mn}\p{Me}]/gu;
const PUNCTUATION = /\p{P}/gu;

/** `i` and `l` (after `I` was folded to `i`) are one letter in the sans-serif fonts a page shows. */
const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = { i: 'l' };

const simplified = (text: string): string =>
  Array.from(text, (character) => SIMPLIFIED.get(character) ?? character).join('');

/** The skeleton `name` is compared by; two names with one skeleton are the same name to a reader. */
export function nameSkeleton(name: string): string {
  const folded = nameKey(name).normalize('NFD').replace(MARKS, '');
  const prototype = simplified(unhomoglyph(folded)).normalize('NFD').replace(MARKS, '').toLowerCase();
  const letters = prototype.replace(/[il]/g, (letter) => LOOK_ALIKE_LETTERS[letter] ?? letter);
  return letters.replace(PUNCTUATION, '') || letters;
}
