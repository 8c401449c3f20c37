import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0/2.1 A and AA plus 2.2 AA (target size …): the level the issue asks every shell screen to pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and returns one readable line per violation and element (empty when
 * the screen passes), labelled with the screen's name so a failure says where.
 */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  // A dialog or drawer still fading in has text at partial opacity: let every running animation finish first,
  // so contrast is measured on what the merchant ends up seeing.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${screen}: ${violation.id} (${violation.help}) at ${node.target.join(' ')}`),
  );
}

/** True when the page scrolls sideways (a 375 px wide screen must not). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
