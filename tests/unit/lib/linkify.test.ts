import { describe, expect, it } from 'vitest';
import {
  safeHref,
  tokenizeLinks,
  USER_LINK_REL,
  type TextSegment,
} from '../../../src/lib/community/linkify.ts';

const text = (value: string): TextSegment => ({ kind: 'text', text: value });
const link = (value: string, href = value): TextSegment => ({ kind: 'link', text: value, href });

describe('tokenizeLinks', () => {
  it.each<{ name: string; input: string; expected: TextSegment[] }>([
    { name: 'empty text', input: '', expected: [] },
    { name: 'plain Chinese', input: '今天发车', expected: [text('今天发车')] },
    {
      name: 'an https address inside Chinese text',
      input: '详见https://www.example.com/a?b=1了解更多',
      expected: [text('详见'), link('https://www.example.com/a?b=1'), text('了解更多')],
    },
    {
      name: 'an http address with a port and fragment',
      input: '地址 http://127.0.0.1:8080/x#top 。',
      expected: [text('地址 '), link('http://127.0.0.1:8080/x#top'), text(' 。')],
    },
    {
      name: 'upper-case scheme (href normalised)',
      input: 'HTTPS://EXAMPLE.COM',
      expected: [link('HTTPS://EXAMPLE.COM', 'https://example.com/')],
    },
    {
      name: 'sentence punctuation after the address',
      input: '见 https://a.cn/x. 和 https://b.cn/y, 以及 https://c.cn!',
      expected: [
        text('见 '),
        link('https://a.cn/x', 'https://a.cn/x'),
        text('. 和 '),
        link('https://b.cn/y'),
        text(', 以及 '),
        link('https://c.cn', 'https://c.cn/'),
        text('!'),
      ],
    },
    {
      name: 'a closing parenthesis the address did not open',
      input: '(见 https://a.cn/x) 与 https://w.org/A_(b)',
      expected: [text('(见 '), link('https://a.cn/x'), text(') 与 '), link('https://w.org/A_(b)')],
    },
    {
      name: 'two addresses on two lines',
      input: 'https://a.cn\nhttps://b.cn',
      expected: [link('https://a.cn', 'https://a.cn/'), text('\n'), link('https://b.cn', 'https://b.cn/')],
    },
    { name: 'javascript: stays text', input: 'javascript:alert(1)', expected: [text('javascript:alert(1)')] },
    {
      name: 'javascript: dressed as an address stays text',
      input: 'https://javascript:alert(1)',
      expected: [text('https://javascript:alert(1)')],
    },
    {
      name: 'data: stays text',
      input: 'data:text/html,<b>x</b>',
      expected: [text('data:text/html,<b>x</b>')],
    },
    { name: 'ftp: stays text', input: 'ftp://a.cn/f', expected: [text('ftp://a.cn/f')] },
    { name: 'protocol-relative stays text', input: '//evil.example', expected: [text('//evil.example')] },
    { name: 'a scheme without a host', input: 'https:// 空', expected: [text('https:// 空')] },
    { name: 'inside a word', input: 'xhttps://a.cn', expected: [text('xhttps://a.cn')] },
    {
      name: 'markup ends the address and stays text',
      input: 'https://a.cn/<script>alert(1)</script>',
      expected: [link('https://a.cn/'), text('<script>alert(1)</script>')],
    },
    {
      name: 'a quote ends the address',
      input: '<a href="https://a.cn" onclick="x">',
      expected: [text('<a href="'), link('https://a.cn', 'https://a.cn/'), text('" onclick="x">')],
    },
    {
      name: 'zero-width space ends the address',
      input: 'https://a.cn\u200b/x',
      expected: [link('https://a.cn', 'https://a.cn/'), text('\u200b/x')],
    },
  ])('$name', ({ input, expected }) => {
    const segments = tokenizeLinks(input);
    expect(segments).toEqual(expected);
    expect(segments.map((segment) => segment.text).join('')).toBe(input);
  });

  it('keeps every character of hostile text, lone surrogates and 4-byte emoji included', () => {
    const input = '😀\ud800<img src=x onerror=alert(1)>\u202e\u200dhttps://a.cn/😀';
    expect(
      tokenizeLinks(input)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(input);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.cn/x', 'https://a.cn/x'],
    ['http://a.cn', 'http://a.cn/'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['vbscript:x', null],
    ['mailto:a@b.cn', null],
    ['not a url', null],
  ])('%s → %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it('names the rel every user link carries', () => {
    expect(USER_LINK_REL).toBe('nofollow ugc noopener noreferrer');
  });
});
