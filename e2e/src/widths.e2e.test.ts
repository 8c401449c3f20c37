import type { Page } from 'playwright-core';
import { createAccount, createShopFor } from '../support/accounts';
import { ADMIN, MERCHANT, openBrowser, signIn, stack } from '../support/browser';

/**
 * Every width a merchant or an admin uses, from a small phone to a desktop: on each of the busiest pages, nothing
 * scrolls sideways, no money figure is cut, and every button or link is on screen (reachable without scrolling
 * sideways). Widths straddle the layout's break points (600 px mobile, Chakra's md 768 px and lg 992 px).
 */
const WIDTHS = [360, 600, 700, 800, 1024, 1440] as const;

interface Screen {
  path: string;
  /** What shows once the page has its data. */
  ready: (page: Page) => Promise<unknown>;
}

const MERCHANT_SCREENS: Screen[] = [
  {
    path: '/dashboard',
    ready: (page) =>
      page
        .getByText(/NZ\$\d/)
        .first()
        .waitFor(),
  },
  { path: '/shop/orders', ready: (page) => page.getByRole('tablist').first().waitFor() },
  {
    path: '/shop/promo-codes',
    ready: (page) =>
      page
        .getByText(/B001|%|NZ\$/)
        .first()
        .waitFor(),
  },
  { path: '/shop/reports', ready: (page) => page.getByRole('table').first().waitFor() },
  { path: '/shop/settings', ready: (page) => page.getByRole('button', { name: /^Save/ }).first().waitFor() },
];
const ADMIN_SCREENS: Screen[] = [{ path: '/admin/shops', ready: (page) => page.getByRole('table').first().waitFor() }];

interface Finding {
  kind: 'scrolls sideways' | 'money cut' | 'action off screen' | 'chart labels overlap';
  what: string;
}

/** Runs in the page: what a merchant would see as broken at this width. */
function findProblems(): Finding[] {
  const found: Finding[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    found.push({ kind: 'scrolls sideways', what: `page ${root.scrollWidth} > ${root.clientWidth}` });
  const width = window.innerWidth;
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  /**
   * The box that hides what leaves it (an ancestor with overflow hidden or clip), if any. A figure in a table that
   * scrolls sideways in its own box (a wide report) is reached by scrolling that box, so it is not cut; a button there
   * still counts as off screen below.
   */
  const clipBox = (el: Element): DOMRect | 'scrolls' | null => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return 'scrolls';
      if (overflowX !== 'visible') return parent.getBoundingClientRect();
    }
    return null;
  };
  /**
   * Text for screen readers only (a chart's data table, a skip link until focused): kept in a 1 px clipped box or
   * moved far off screen on purpose, never seen, so never "cut".
   */
  const screenReaderOnly = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.right < -100) return true;
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && getComputedStyle(node).overflow !== 'visible') return true;
    }
    return false;
  };
  const money = /NZ\$-?[\d,]+\.\d\d/;
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('svg') || !visible(el) || screenReaderOnly(el)) continue;
    const ownText = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('');
    if (!money.test(ownText)) continue;
    const rect = el.getBoundingClientRect();
    const box = clipBox(el);
    const cut =
      (el as HTMLElement).scrollWidth > (el as HTMLElement).clientWidth + 1 && (el as HTMLElement).clientWidth > 0
        ? 'text wider than its box'
        : box === 'scrolls'
          ? null
          : box && (rect.right > box.right + 1 || rect.left < box.left - 1)
            ? 'outside the box that clips it'
            : rect.right > width + 1 || rect.left < -1
              ? 'outside the window'
              : null;
    if (cut) found.push({ kind: 'money cut', what: `"${ownText.trim()}": ${cut}` });
  }
  for (const el of document.querySelectorAll('button, a[href], [role="button"], [role="tab"], input, select')) {
    if (!visible(el) || screenReaderOnly(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.right > width + 1 || rect.left < -1) {
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
      found.push({
        kind: 'action off screen',
        what: `${el.tagName.toLowerCase()} "${name}" at ${Math.round(rect.left)}–${Math.round(rect.right)}`,
      });
    }
  }
  // a chart's axis labels (apexcharts draws them as SVG text): no two may run into each other
  for (const axis of document.querySelectorAll('.apexcharts-xaxis-texts-g')) {
    const boxes = [...axis.querySelectorAll('text')]
      .filter((text) => (text.textContent ?? '').trim() !== '')
      .map((text) => ({ text: text.textContent ?? '', rect: text.getBoundingClientRect() }))
      .filter((box) => box.rect.width > 0)
      .sort((a, b) => a.rect.left - b.rect.left);
    for (let i = 1; i < boxes.length; i += 1) {
      const [before, after] = [boxes[i - 1], boxes[i]];
      if (before && after && after.rect.left < before.rect.right - 1)
        found.push({ kind: 'chart labels overlap', what: `"${before.text}" and "${after.text}"` });
    }
  }
  return found;
}

async function sweep(who: { email: string; password: string }, screens: Screen[]): Promise<string[]> {
  const { page, close } = await openBrowser({ viewport: { width: 1440, height: 900 } });
  const problems: string[] = [];
  try {
    await signIn(page, who);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(`${stack().url}${screen.path}`);
        await screen.ready(page);
        // charts and late rows settle their layout a frame or two after the data shows
        await page.waitForTimeout(400);
        for (const finding of await page.evaluate(findProblems))
          problems.push(`${width} px ${screen.path}: ${finding.kind} — ${finding.what}`);
      }
    }
  } finally {
    await close();
  }
  return problems;
}

// All Shops once pushed its actions off screen at 1440 px for an owner with a long name: have one.
beforeAll(async () => {
  const owner = await createAccount('widths', 'Wiremu-Te-Rangi Kahurangi Whakatōhea-Ngāti-Porou');
  await createShopFor(owner, 'Kōwhai Café — Ōtautahi, the long-named venue by the river');
}, 60_000);

describe('every width (360–1440 px)', () => {
  it("the merchant's dashboard, orders, voucher manager, reports and settings fit", async () => {
    expect(await sweep(MERCHANT, MERCHANT_SCREENS)).toEqual([]);
  }, 240_000);

  it("the admin's All Shops fits, actions included", async () => {
    expect(await sweep(ADMIN, ADMIN_SCREENS)).toEqual([]);
  }, 120_000);
});
