import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, MERCHANT, openBrowser, signIn, stack } from '../support/browser';
import { gradientPng } from '../support/images';

/**
 * "Browser security": every page of the back-office runs under the Content-Security-Policy the static
 * servers send (shared/static-server/src/security-headers.cjs) without a single violation: the host, every remote,
 * the charts, QR codes and their PDF, the image editor. A violation is caught three ways: the page's
 * `securitypolicyviolation` events, Chromium's console errors about the policy, and (sanity) a canary inline
 * script and a canary `<style>` without the page's nonce that must be blocked and reported — so a policy that silently
 * disappeared, or went back to `'unsafe-inline'` for styles, fails this test too. Styles are admitted only by the
 * per-response nonce (no `'unsafe-inline'`), so every style Chakra/emotion, apexcharts and react-easy-crop insert
 * is proven to carry it.
 */

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

async function watchViolations(context: BrowserContext, page: Page): Promise<{ violations: string[] }> {
  const seen = { violations: [] as string[] };
  await context.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    seen.violations.push(`${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'} in ${v.source} ${v.sample}`.trim());
  });
  await context.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
        report({
          page: window.location.pathname,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      seen.violations.push(`console (${new URL(page.url()).pathname}): ${message.text()}`);
    }
  });
  return seen;
}

/** A full page load of `path`, then the area (or host page) drawn: its level-1 heading visible. */
async function open(page: Page, path: string, remote: string | null) {
  const response = await page.goto(`${stack().url}${path}`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  // The page itself must carry the policy (else "no violations" would mean nothing).
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  // Styles by this response's nonce, the one the page's meta hands to emotion.
  const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');
  expect(nonce).toBeTruthy();
  expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
  const scope = remote ? page.getByTestId(`area-${remote}`) : page.locator('body');
  await scope.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 45_000 });
  expect(
    await page
      .getByRole('alert')
      .filter({ hasText: /could not load/i })
      .count(),
  ).toBe(0);
}

/** The detector works: an injected inline script is blocked (it does not run) and reported. */
async function expectCanaryBlocked(page: Page, seen: { violations: string[] }) {
  await expectStyleCanaryBlocked(page, seen);
  const before = seen.violations.length;
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__cspCanaryRan = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { __cspCanaryRan?: boolean }).__cspCanaryRan === true;
  });
  expect(ran).toBe(false);
  const deadline = Date.now() + 5000;
  while (seen.violations.length === before && Date.now() < deadline) await page.waitForTimeout(100);
  expect(seen.violations.slice(before).some((v) => v.includes('script-src'))).toBe(true);
  seen.violations.splice(before);
}

/** An injected `<style>` without the page's nonce is not applied, and is reported under style-src. */
async function expectStyleCanaryBlocked(page: Page, seen: { violations: string[] }) {
  const before = seen.violations.length;
  const applied = await page.evaluate(async () => {
    const probe = document.createElement('div');
    probe.id = 'csp-style-canary';
    document.body.append(probe);
    const style = document.createElement('style');
    style.textContent = '#csp-style-canary { width: 123px; }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const width = getComputedStyle(probe).width;
    probe.remove();
    style.remove();
    return width === '123px';
  });
  expect(applied).toBe(false);
  const deadline = Date.now() + 5000;
  while (seen.violations.length === before && Date.now() < deadline) await page.waitForTimeout(100);
  expect(seen.violations.slice(before).some((v) => v.includes('style-src'))).toBe(true);
  seen.violations.splice(before);
}

describe('Content-Security-Policy on every page', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  afterEach(async () => {
    await browser?.close();
  });

  it('the sign-in pages and every merchant area run without a violation', async () => {
    // the canaries' blocked script and style print policy errors on purpose; this test's own watcher checks them
    browser = await openBrowser({ allowConsoleErrors: [/Content Security Policy/] });
    const { context, page } = browser;
    const seen = await watchViolations(context, page);

    for (const path of ['/login', '/signup', '/password-reset']) await open(page, path, null);
    await expectCanaryBlocked(page, seen);

    await signIn(page, MERCHANT);
    // The dashboard with its charts drawn (apexcharts writes inline styles and SVG).
    await open(page, '/dashboard', 'reports');
    await page.getByTestId('area-reports').locator('.apexcharts-canvas').first().waitFor({ timeout: 45_000 });
    // A chart's tooltip and legend: apexcharts writes their markup and styles as the pointer moves.
    await page.getByTestId('area-reports').locator('.apexcharts-canvas').first().hover();
    await page.waitForTimeout(300);
    const areas: Array<[string, string]> = [
      ['/shop/reports', 'reports'],
      ['/shop/orders', 'orders'],
      ['/shop/customers', 'orders'],
      ['/shop/menu', 'menu'],
      ['/shop/promo-codes', 'menu'],
      ['/shop/settings', 'settings'],
      ['/shop/table-ordering', 'settings'],
      ['/shop/integrations', 'settings'],
      ['/shop/embed-store', 'embedEditor'],
      ['/shop/kiosks', 'embedEditor'],
    ];
    for (const [path, remote] of areas) await open(page, path, remote);
    await open(page, '/my-account', null);
    // Idle prefetches of the remotes' entries have had their chance to run (and be checked) too. Not 'networkidle':
    // the live order stream stays open on every signed-in page, so the network is never idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
    expect(seen.violations).toEqual([]);
  }, 300_000);

  it('the admin pages, QR codes, the QR cards PDF and the image editor run without a violation', async () => {
    // the canaries' blocked script and style print policy errors on purpose; this test's own watcher checks them
    browser = await openBrowser({ allowConsoleErrors: [/Content Security Policy/] });
    const { context, page } = browser;
    const seen = await watchViolations(context, page);
    await signIn(page, ADMIN);
    await open(page, '/admin/users', 'admin');
    await open(page, '/admin/shops', 'admin');
    await open(page, '/admin/ui-kit', 'admin');
    await expectCanaryBlocked(page, seen);

    // A QR code drawn as a data: image.
    await page.getByRole('button', { name: 'Show a QR code' }).click();
    await page.getByRole('img', { name: /QR code for/ }).waitFor();
    // The printable cards: jspdf + qrcode in a lazy chunk, handed over as a blob: download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download QR cards (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-cards.pdf');
    // A picked image: its blob: preview in the cropper (react-easy-crop).
    const hero = page.getByTestId('kit-hero-upload');
    await hero.getByTestId('image-file-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 200),
    });
    await hero.getByTestId('image-editor').getByRole('button', { name: 'Upload image', disabled: false }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.violations).toEqual([]);
  }, 300_000);
});
