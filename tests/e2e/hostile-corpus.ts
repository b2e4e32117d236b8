/**
 * Text a hostile or careless user might post. Each entry must show exactly as typed wherever the
 * portal shows user text, and none may run anything. Every entry that could run sets
 * `window.__pwned` or opens a dialog, which the spec watches for.
 *
 * The server trims what it stores and, with the hardening of text input, may normalise it (NFC,
 * control characters, zero-width characters at the ends); entries are written so that none of that
 * changes them: no leading or trailing spaces or invisible characters, no control characters.
 */
export interface HostileEntry {
  name: string;
  text: string;
}

export const HOSTILE_TITLES: HostileEntry[] = [
  { name: 'script tag', text: '<script>window.__pwned=1;alert(1)</script>标题' },
  { name: 'img onerror', text: '<img src=x onerror="window.__pwned=1;alert(1)">图片' },
  { name: 'svg onload', text: '<svg/onload=alert(1)>矢量' },
  { name: 'encoded tag', text: '&lt;b&gt;粗体&lt;/b&gt; &#60;i&#62; %3Cscript%3E' },
  { name: 'broken tag', text: '<scr<script>ipt>alert(1)</scr</script>ipt><a href="' },
  { name: 'RTL override', text: '订单\u202egpj.exe\u202c结束' },
  { name: 'zero-width inside', text: '冷\u200b链\u200d运\ufeff输' },
  { name: 'four-byte emoji', text: '🚚📦😀 𠮷野家 👨‍👩‍👧' },
];

export const HOSTILE_BODIES: HostileEntry[] = [
  ...HOSTILE_TITLES,
  {
    name: 'javascript link',
    text: '点我 javascript:window.__pwned=1 和 <a href="javascript:alert(1)">链接</a>',
  },
  { name: 'data and vbscript', text: 'data:text/html,<script>alert(1)</script> vbscript:msgbox(1)' },
  { name: 'disguised address', text: 'https://javascript:alert(1) 与 JaVaScRiPt:alert(1)' },
  {
    name: 'iframe and style',
    text: '<iframe src="javascript:alert(1)"></iframe><style>*{display:none}</style>',
  },
  { name: 'template injection', text: '{{constructor.constructor("alert(1)")()}} ${alert(1)} <%= 1 %>' },
  { name: 'lone surrogates', text: '前\ud800中\udfff后' },
  { name: 'line breaks', text: '第一行\n\n第三行\n  缩进的第四行' },
  { name: 'long unbroken', text: `长串${'W'.repeat(600)}结束` },
  { name: 'allowed link', text: '官网 https://example.com/路线?a=1&b=<2> 见' },
];
