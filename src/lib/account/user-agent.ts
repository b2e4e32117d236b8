/**
 * The browser and system of a login record in words (`Chrome 156 · Windows`, `微信 8.0 · Android`)
 * read from its user agent. Apps that embed a browser (WeChat, QQ, DingTalk…) are named before the
 * engines they wrap, and Edge and Opera before Chrome, whose token they also carry.
 */

interface Pattern {
  name: string;
  /** Its first group is the version. */
  pattern: RegExp;
  /** How many parts of the version to show (`8.0` for WeChat, `156` for Chrome). */
  parts?: number;
}

const BROWSERS: readonly Pattern[] = [
  { name: '微信', pattern: /MicroMessenger\/([\d.]+)/i, parts: 2 },
  { name: '钉钉', pattern: /DingTalk\/([\d.]+)/i, parts: 2 },
  { name: 'QQ', pattern: /\bQQ\/([\d.]+)/i, parts: 2 },
  { name: 'QQ浏览器', pattern: /M?QQBrowser\/([\d.]+)/i },
  { name: 'UC浏览器', pattern: /UCBrowser\/([\d.]+)/i },
  { name: '百度浏览器', pattern: /(?:baiduboxapp|BIDUBrowser)\/([\d.]+)/i },
  { name: '360浏览器', pattern: /(?:QihooBrowser|360SE|360EE)\/?([\d.]*)/i },
  { name: '搜狗浏览器', pattern: /(?:SE [\d.]+ MetaSr|SogouMobileBrowser)\/?([\d.]*)/i },
  { name: '华为浏览器', pattern: /HuaweiBrowser\/([\d.]+)/i },
  { name: '小米浏览器', pattern: /MiuiBrowser\/([\d.]+)/i },
  { name: 'Samsung Internet', pattern: /SamsungBrowser\/([\d.]+)/i },
  { name: 'Edge', pattern: /Edg(?:e|A|iOS)?\/([\d.]+)/ },
  { name: 'Opera', pattern: /(?:OPR|Opera)\/([\d.]+)/ },
  { name: 'Firefox', pattern: /(?:Firefox|FxiOS)\/([\d.]+)/ },
  { name: 'Chrome', pattern: /(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/ },
  { name: 'Safari', pattern: /Version\/([\d.]+).*Safari\// },
  { name: 'IE', pattern: /(?:MSIE |Trident\/.*rv:)([\d.]+)/ },
];

const SYSTEMS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'HarmonyOS', pattern: /HarmonyOS|OpenHarmony/i },
  { name: 'iOS', pattern: /iPhone|iPad|iPod/ },
  { name: 'Android', pattern: /Android/ },
  { name: 'Windows', pattern: /Windows/ },
  { name: 'macOS', pattern: /Mac OS X|Macintosh/ },
  { name: 'ChromeOS', pattern: /CrOS/ },
  { name: 'Linux', pattern: /Linux|X11/ },
];

export const UNKNOWN_BROWSER = '未知浏览器';
export const UNKNOWN_SYSTEM = '未知系统';

function browserOf(userAgent: string): string {
  for (const { name, pattern, parts = 1 } of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    const version = (match[1] ?? '').split('.').filter(Boolean).slice(0, parts).join('.');
    return version ? `${name} ${version}` : name;
  }
  return UNKNOWN_BROWSER;
}

const systemOf = (userAgent: string): string =>
  SYSTEMS.find(({ pattern }) => pattern.test(userAgent))?.name ?? UNKNOWN_SYSTEM;

/** `Chrome 156 · Windows`; an empty user agent is `未知设备`. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = (userAgent ?? '').trim();
  if (!text) return '未知设备';
  return `${browserOf(text)} · ${systemOf(text)}`;
}
