import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './helpers/source-files.ts';

/**
 * One focus ring: global.css draws it on `:focus-visible` for every focusable control. A control's own
 * `focus:` ring or outline would show after a mouse click too, and `outline-none` would hide the ring
 * from keyboard users; neither may come back.
 */

describe('focus rings', () => {
  it('global.css draws the one ring on :focus-visible', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    expect(css).toMatch(/:focus-visible\s*\{\s*outline: 2px solid var\(--color-primary\);/);
  });

  it('no control draws its own focus ring or removes the shared one', () => {
    const found = sourceFiles('src', /\.(tsx|astro|css)$/).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?<![\w-])(focus:(?:ring|outline)[\w/-]*|outline-none|outline-0)/g,
        ),
      ].map((match) => `${file}: ${match[1]}`),
    );
    expect(found).toEqual([]);
  });
});
