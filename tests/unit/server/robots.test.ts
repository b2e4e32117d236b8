import { describe, expect, it } from 'vitest';
import { routes, withBase } from '../../../src/lib/shared/routes.ts';
import { crawlablePages, robotsText } from '../../../server/site/robots.ts';

/**
 * robots.txt (server/site/robots.ts) read as crawlers read it (RFC 9309: the longest matching rule
 * decides, Allow on a tie; `$` ends a rule): every public page and item is open, every page behind a
 * login, the content desk, the login and error pages and the API are closed, at the root and under
 * a base path; the sitemap is named when there is one.
 */

interface Rule {
  allow: boolean;
  pattern: string;
}

function rulesOf(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ allow: match[1] === 'Allow', pattern: match[2]! }));
}

function allowed(rules: Rule[], address: string): boolean {
  let best: Rule | undefined;
  for (const rule of rules) {
    const anchored = rule.pattern.endsWith('$');
    const prefix = anchored ? rule.pattern.slice(0, -1) : rule.pattern;
    const matches = anchored ? address === prefix : address.startsWith(prefix);
    if (!matches) continue;
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    )
      best = rule;
  }
  return best?.allow ?? true;
}

describe.each([
  ['at the root', '/'],
  ['under a base path', '/portal/'],
])('robots.txt %s', (_name, base) => {
  const rules = rulesOf(robotsText(base, null));
  const at = (path: string) => withBase(base, path);

  it('opens every public page, tab page and item page', () => {
    for (const path of crawlablePages()) expect([path, allowed(rules, at(path))]).toEqual([path, true]);
    for (const route of routes.filter((entry) => entry.details && !entry.requiresLogin)) {
      expect([route.path, allowed(rules, at(`${route.path}?id=12`))]).toEqual([route.path, true]);
      expect(allowed(rules, at(`${route.path}/12/`))).toBe(true);
    }
    expect(allowed(rules, at('/basic/portal/postPetails?id=3&page=2'))).toBe(true);
    expect(allowed(rules, at('/_astro/client.js'))).toBe(true);
  });

  it('closes the pages behind a login, the desk, the login and error pages, and the API', () => {
    const closed = routes.filter((route) => route.requiresLogin).map((route) => route.path);
    expect(closed).toEqual(
      expect.arrayContaining(['/basic/editor', '/basic/portal/exitData', '/basic/portal/publishCargo']),
    );
    for (const path of [...closed, '/login', '/login/register', '/exception/500', '/logistics/api/offers']) {
      expect([path, allowed(rules, at(path))]).toEqual([path, false]);
    }
    expect(allowed(rules, at('/basic/portal/details?id=5')), 'a shipment').toBe(false);
    expect(allowed(rules, at('/basic/editor/edit?kind=policies&id=3'))).toBe(false);
  });

  it('lists no page among the sitemap’s that it closes, and names the sitemap when there is one', () => {
    const pages = crawlablePages();
    expect(pages).not.toContain('/basic/editor');
    expect(pages).not.toContain('/login');
    expect(pages).toContain('/basic/portal/logisticsInformation?tab=3');
    expect(robotsText(base, null)).not.toContain('Sitemap:');
    expect(robotsText(base, 'https://www.example.cn/sitemap.xml')).toContain(
      '\nSitemap: https://www.example.cn/sitemap.xml\n',
    );
  });
});
