/**
 * WCAG 2.1 A/AA on what a page adds: its main content and an open dialog. The portal shell around
 * them (top bar, sidebar, breadcrumbs, footer) is the shell's own to check (site-crawl.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function expectAccessible(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('main')
    .exclude('nav[aria-label="面包屑"]');
  if ((await page.getByRole('dialog').count()) > 0) builder.include('[role="dialog"]');
  const result = await builder.analyze();
  expect(
    result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(' | ')}`,
    ),
  ).toEqual([]);
}
