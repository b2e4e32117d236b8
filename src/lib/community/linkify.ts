/**
 * The link rule for text that users write: a web address becomes a link only when it starts with
 * `http://` or `https://` and parses as such a URL; everything else stays text. The result is a list
 * of segments that a component renders as text nodes and anchors, never as markup.
 */

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** `rel` of every link to an address a user wrote. */
export const USER_LINK_REL = 'nofollow ugc noopener noreferrer';

/**
 * A candidate: the scheme, then the characters a URL written in running text is made of. It stops at
 * whitespace, at markup characters and at anything outside ASCII, so `访问https://a.cn了解` links
 * `https://a.cn` only (addresses with Chinese paths are written percent-encoded).
 */
const CANDIDATE = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;

/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?'*]+$/;

/** Drops trailing punctuation and a closing parenthesis the address did not open. */
function trimCandidate(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    if (text.endsWith(')')) {
      const opened = (text.match(/\(/g) ?? []).length;
      const closed = (text.match(/\)/g) ?? []).length;
      if (closed > opened) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

/** The address to link to, or null when the text is no http(s) URL with a host. */
export function safeHref(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  return url.href;
}

/** Splits `input` into text and link segments; joined, their texts are exactly `input`. */
export function tokenizeLinks(input: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let position = 0;
  for (const match of input.matchAll(CANDIDATE)) {
    const start = match.index;
    // `xhttps://…` is part of a word, not an address.
    if (start > 0 && /[A-Za-z0-9]/.test(input[start - 1]!)) continue;
    const text = trimCandidate(match[0]);
    const href = safeHref(text);
    if (href === null) continue;
    pushText(input.slice(position, start));
    segments.push({ kind: 'link', text, href });
    position = start + text.length;
  }
  pushText(input.slice(position));
  return segments;
}
