import type { Locator, Page } from 'playwright-core';
import { ADMIN, controlApp, MERCHANT, openBrowser, signIn, stack } from '../support/browser';

const LONG_SHOP = 'Harbourside Espresso Bar';

/** One route of every remote, with the heading its page shows and what shows once its data arrived. */
const AREAS: { remote: string; path: string; heading: string; ready?: (area: Locator) => Locator }[] = [
  { remote: 'reports', path: '/dashboard', heading: 'Dashboard' },
  { remote: 'orders', path: '/shop/orders', heading: 'Orders', ready: (area) => area.getByTestId('orders-status-bar') },
  { remote: 'menu', path: '/shop/menu', heading: 'Menu' },
  {
    remote: 'settings',
    path: '/shop/settings',
    heading: 'Settings',
    ready: (area) => area.getByRole('form', { name: 'Details' }),
  },
  {
    remote: 'embedEditor',
    path: '/shop/embed-store',
    heading: 'Embed Store',
    // The admin's demo shop may or may not have its store enabled: either state means the key arrived.
    ready: (area) => area.getByTestId('embed-disabled').or(area.getByRole('tab', { name: 'Domain Settings' })),
  },
  { remote: 'admin', path: '/admin/users', heading: 'All Users', ready: (area) => area.getByTestId('table-row') },
];

async function visit(page: Page, path: string) {
  // Client-side navigation, as a merchant clicking through the shell does (no page reload).
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
  }, path);
}

async function areaShows(page: Page, remote: string, heading: string) {
  const area = page.getByTestId(`area-${remote}`);
  await area.getByRole('heading', { level: 1, name: heading }).waitFor();
  return area;
}

describe('platform walking skeleton', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  beforeEach(async () => {
    browser = await openBrowser();
    // Count react-dom copies: every copy registers its renderer with the DevTools hook when it loads.
    await browser.context.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
  });
  afterEach(async () => {
    await browser.close();
  });

  it('signs the merchant in to the dashboard of the reports remote, showing the shop', async () => {
    const { page } = browser;
    await signIn(page, MERCHANT);
    const area = await areaShows(page, 'reports', 'Dashboard');
    const shopName = await area.getByTestId('current-shop-name').textContent();
    expect(shopName?.trim().length).toBeGreaterThan(0);
    await area.getByTestId('live-figure').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it('keeps the side navigation’s column to the bottom of a long page (dashboard at 1280×800, scrolled)', async () => {
    const desktop = await openBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      const { page } = desktop;
      await signIn(page, MERCHANT);
      await areaShows(page, 'reports', 'Dashboard');
      await page.getByTestId('most-sold').waitFor();
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight).toBeGreaterThan(800);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const column = await page.getByTestId('side-navigation-column').boundingBox();
      // After scrolling to the bottom, the column still reaches the viewport's bottom edge.
      expect((column?.y ?? 0) + (column?.height ?? 0)).toBeGreaterThanOrEqual(800 - 1);
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /^Orders(\W+\d+ new)?$/ })
        .waitFor();
      expect(
        await page
          .getByRole('navigation')
          .getByRole('link', { name: /^Orders(\W+\d+ new)?$/ })
          .isVisible(),
      ).toBe(true);
    } finally {
      await desktop.close();
    }
  });

  it('shows every remote on its route, with one copy of react after visiting all of them', async () => {
    const { page } = browser;
    // The admin: the only one whose figure on /admin/users loads (the API refuses the user list to merchants).
    await signIn(page, ADMIN);
    for (const area of AREAS) {
      await visit(page, area.path);
      const el = await areaShows(page, area.remote, area.heading);
      await (area.ready ? area.ready(el) : el.getByTestId('live-figure')).first().waitFor();
    }
    const renderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(renderers).toBe(1);
    // Every shared singleton resolved to one loaded version, whichever app provided it.
    const copies = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown; lib?: unknown }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const loaded: Record<string, Set<string>> = {};
      for (const scopes of Object.values(share)) {
        for (const pkgs of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(pkgs)) {
            for (const [version, info] of Object.entries(versions)) {
              if (!(info.loaded || info.lib)) continue;
              loaded[pkg] = loaded[pkg] ?? new Set();
              loaded[pkg].add(version);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, v.size]));
    });
    // '@backoffice/ui/router': the react-router subset every app's router root and hooks come from.
    for (const pkg of [
      'react',
      'react-dom',
      '@emotion/react',
      '@emotion/cache',
      'swr',
      '@backoffice/event-bus',
      '@backoffice/ui/router',
    ]) {
      expect([pkg, copies[pkg]]).toEqual([pkg, 1]);
    }
    // Bundled per app (each React root has its own Chakra provider; the router only as the subset above): never a
    // federation share.
    for (const pkg of ['react-router-dom', '@backoffice/ui']) expect([pkg, copies[pkg]]).toEqual([pkg, undefined]);
  });

  it('moves every mounted remote to the shop chosen in the switcher, without a reload', async () => {
    const { page } = browser;
    await signIn(page, MERCHANT);
    const area = await areaShows(page, 'reports', 'Dashboard');
    const before = (await area.getByTestId('current-shop-name').textContent())?.trim();
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await page.getByRole('button', { name: /switch shop/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const other = before === LONG_SHOP ? 'Kai Cart' : LONG_SHOP;
    await dialog.getByRole('button', { name: other }).click();
    await area.getByTestId('current-shop-name').filter({ hasText: other }).waitFor();
    // The switcher shows the first 15 characters of the long name.
    if (other === LONG_SHOP)
      await page
        .getByRole('button', { name: /switch shop/i })
        .filter({ hasText: LONG_SHOP.slice(0, 15) })
        .waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('shopId'))).toBeTruthy();
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const { page } = browser;
    await page.goto(`${stack().url}/login`);
    await page.getByLabel('Email').fill(MERCHANT.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const res = await fetch(`${stack().apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: MERCHANT.email, password: 'another-wrong-one' }),
    });
    const { message } = (await res.json()) as { message: string };
    await page.getByText(message).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('guards routes: no token goes to /login, a token skips /login, unknown paths go to /dashboard', async () => {
    const { page } = browser;
    await page.goto(`${stack().url}/shop/orders`);
    await page.waitForURL('**/login');
    await signIn(page, MERCHANT);
    await page.goto(`${stack().url}/login`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${stack().url}/no-such-page`);
    await page.waitForURL('**/dashboard');
  });

  it('shows All Users and All Shops to the admin only', async () => {
    const { page } = browser;
    await signIn(page, MERCHANT);
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'All Users' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'All Shops' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const admin = await openBrowser();
    try {
      await signIn(admin.page, ADMIN);
      await admin.page.getByRole('button', { name: /user menu/i }).click();
      await admin.page.getByRole('menuitem', { name: 'All Users' }).waitFor();
      await admin.page.getByRole('menuitem', { name: 'All Shops' }).waitFor();
    } finally {
      await admin.close();
    }
  });

  it('shows the "area could not load" panel for a stopped remote while the others keep working, and recovers on Retry', async () => {
    const { page } = browser;
    await signIn(page, MERCHANT);
    await areaShows(page, 'reports', 'Dashboard');
    // the stopped remote's entry cannot load, and the host says so in the console
    browser.allowConsoleErrors(/ERR_CONNECTION_REFUSED/, /\[host\] (remote|area) "orders"/);
    await controlApp('orders', 'stop');
    try {
      await visit(page, '/shop/orders');
      const panel = page.getByRole('alert').filter({ hasText: /could not load/i });
      await panel.waitFor();
      await visit(page, '/shop/menu');
      await areaShows(page, 'menu', 'Menu');
      await visit(page, '/dashboard');
      await areaShows(page, 'reports', 'Dashboard');
      await visit(page, '/shop/orders');
      await panel.waitFor();
    } finally {
      await controlApp('orders', 'start');
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await areaShows(page, 'orders', 'Orders');
  });
});
