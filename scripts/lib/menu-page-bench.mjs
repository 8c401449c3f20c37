// The menu page part of `pnpm bench` ("the menu page usable within 1 s of navigation").
//   A fresh merchant whose one shop has 60 categories × 25 products × 4 option sets (5 values each, every product
//   offering all 4 sets), made through the API as a merchant would: one spreadsheet import (categories and products),
//   the option sets, one "sync products" per category. Then, in Chromium on a warm HTTP cache, the time from
//   navigation to /shop/menu until the category list is interactive: all 60 rows on screen with their buttons
//   enabled, and the main thread free again (a task queued when the last row appeared has run).
//   Two kinds of navigation, median of 3 each: loading /shop/menu (time from the navigation's start) and a click on
//   Menu in the side navigation from the dashboard (time from the click).

export const MENU_SIZE = { categories: 60, products: 25, sets: 4, values: 5 };
export const MENU_PAGE_TARGET_MS = 1000;

async function call(apiUrl, path, { method = 'GET', token, body } = {}) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** The merchant and the 60 × 25 × 4 menu of their only shop; checks the menu is whole before anything is timed. */
export async function seedBigMenu(apiUrl) {
  const { categories: C, products: P, sets: S, values: V } = MENU_SIZE;
  const email = `bench-menu-${Date.now().toString(36)}@example.com`;
  const password = 'Kowhai-bench-menu-4821';
  const { token } = await call(apiUrl, '/signup', {
    method: 'POST',
    body: { name: { given: 'Bench', family: 'Menu' }, email, password, passwordRepeat: password, isMerchant: true },
  });
  const { shop } = await call(apiUrl, '/api/shops', {
    method: 'POST',
    token,
    body: { shopInfo: { name: { normal: 'Bench Menu Café' }, contact: { email } } },
  });
  const shopId = shop._id;
  const lines = ['category,product,description,excerpt,price,stock,enabled'];
  for (let c = 0; c < C; c += 1)
    for (let p = 0; p < P; p += 1)
      lines.push(`Category ${c},Product ${c}-${p},A description of the product,Excerpt,${(4.5 + p / 100).toFixed(2)},-1,yes`);
  await call(apiUrl, `/api/shops/${shopId}/menu-import`, {
    method: 'POST',
    token,
    body: { csv: `${lines.join('\n')}\n`, apply: true },
  });
  const { categories } = await call(apiUrl, `/api/shops/${shopId}/categories`, { token });
  for (const category of categories) {
    for (let s = 0; s < S; s += 1) {
      await call(apiUrl, '/api/options', {
        method: 'POST',
        token,
        body: {
          optionInfo: {
            category: category._id,
            name: `Set ${s}`,
            type: 'multi',
            minSelection: 0,
            maxSelection: 2,
            values: Array.from({ length: V }, (_, v) => ({ name: `Value ${v}`, price: v * 50 })),
          },
        },
      });
    }
    await call(apiUrl, `/api/shops/${shopId}/categories/${category._id}/sync-products`, { method: 'POST', token });
  }
  const options = encodeURIComponent(JSON.stringify({ populate: ['options', 'products'], sort: 'displayOrder' }));
  const menu = await call(apiUrl, `/api/shops/${shopId}/categories?options=${options}`, { token });
  const whole =
    menu.categories.length === C &&
    menu.categories.every(
      (c) => c.options.length === S && c.products.length === P && c.products.every((p) => p.options.length === S),
    );
  if (!whole) throw new Error(`the bench menu is not ${C} × ${P} × ${S}`);
  return { email, password, shopId };
}

/** Installed in every page: `__menuWatch(since)` resolves when the category list is interactive (ms after `since`). */
function installMenuWatch(count) {
  window.__menuWatch = (since) =>
    new Promise((resolve) => {
      const check = () => {
        const rows = document.querySelectorAll('[data-testid="area-menu"] [data-testid="category-row"]');
        const last = rows[count - 1];
        const rename = last && [...last.querySelectorAll('button')].find((b) => b.textContent === 'Rename');
        if (rows.length < count || !rename || rename.disabled || last.checkVisibility?.() === false) return false;
        observer.disconnect();
        setTimeout(() => resolve(performance.now() - since), 0);
        return true;
      };
      const observer = new MutationObserver(check);
      if (!check()) observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
  // a load of /shop/menu is timed from the navigation's start (performance.now() = 0)
  if (location.pathname === '/shop/menu') window.__menuReady = window.__menuWatch(0);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs the bench merchant in in a fresh context of `browser` and times both navigations. */
export async function measureMenuPage(browser, url, who, rounds = 3) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(installMenuWatch, MENU_SIZE.categories);
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    const loads = [];
    // the first load fills the HTTP cache and is not counted
    for (let round = 0; round <= rounds; round += 1) {
      await page.goto(`${url}/shop/menu`);
      const ms = await page.evaluate(() => window.__menuReady);
      if (round > 0) loads.push(ms);
    }
    const clicks = [];
    for (let round = 0; round < rounds; round += 1) {
      await page.goto(`${url}/dashboard`);
      const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu', exact: true });
      await nav.waitFor();
      await page.getByTestId('area-reports').getByRole('heading', { level: 1 }).first().waitFor();
      clicks.push(
        await page.evaluate(() => {
          const link = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((a) => a.textContent.trim() === 'Menu');
          const started = performance.now();
          const ready = window.__menuWatch(started);
          link.click();
          return ready;
        }),
      );
    }
    return { loads, clicks, loadMedian: median(loads), clickMedian: median(clicks) };
  } finally {
    await context.close();
  }
}

/** The two rows `pnpm bench` prints: [measure, value, target, met]. */
export function menuPageRows({ loads, clicks, loadMedian, clickMedian }) {
  const { categories: C, products: P, sets: S } = MENU_SIZE;
  const ms = (n) => `${Math.round(n)} ms`;
  const list = (values) => values.map((v) => Math.round(v)).join(' / ');
  return [
    [
      `menu page, ${C} × ${P} × ${S}: load /shop/menu → category list interactive (median of ${list(loads)} ms)`,
      ms(loadMedian),
      `≤ ${MENU_PAGE_TARGET_MS} ms`,
      loadMedian <= MENU_PAGE_TARGET_MS,
    ],
    [
      `menu page, ${C} × ${P} × ${S}: side-nav click → category list interactive (median of ${list(clicks)} ms)`,
      ms(clickMedian),
      `≤ ${MENU_PAGE_TARGET_MS} ms`,
      clickMedian <= MENU_PAGE_TARGET_MS,
    ],
  ];
}
