// "order placed → toast on another page" (`pnpm bench:orders`): the whole stack from production builds (API on PGlite
// with the demo data, its clock pinned to an hour the demo shop is open), a merchant's real Chromium page on /shop/menu
// (not the orders screen), and orders placed one at a time through the intake as a guest. Each sample runs from the
// intake's answer (the order is placed) to the moment the page shows its toast, stamped in the page by a
// MutationObserver (Date.now() on both sides: one machine, one clock), so Playwright's polling adds nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { startStack } from './stack.mjs';

export const TOAST_TARGET_MS = 1000;
const PINNED = '2026-11-24T11:00:00+13:00'; // a Tuesday 11:00 in Auckland: the demo shop takes orders
const MERCHANT = { email: 'merchant@example.com', password: 'merchant123' };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function call(apiUrl, pathname, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${apiUrl}${pathname}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The merchant's first shop (the one the host opens), accepting orders, and a product on sale with its options. */
async function prepareShop(apiUrl) {
  const login = await call(apiUrl, '/login', { method: 'POST', body: { username: MERCHANT.email, password: MERCHANT.password } });
  const token = login.body.token;
  const shops = await call(
    apiUrl,
    `/api/users/${login.body.userId}/shops?options=${encodeURIComponent('{"sort":"name.normal","limit":1000}')}`,
    { token },
  );
  const shopId = shops.body.shops[0]._id;
  await call(apiUrl, `/api/shops/${shopId}/accepting-orders/accepting`, { method: 'PUT', token });
  const menu = await call(
    apiUrl,
    `/api/shops/${shopId}/categories?options=${encodeURIComponent(JSON.stringify({ populate: ['options', 'products'] }))}`,
    { token },
  );
  for (const category of menu.body.categories) {
    const product = category.products.find((p) => typeof p === 'object' && p.enabled !== false && p.stock !== 0);
    if (!product) continue;
    const options = category.options
      .filter((set) => typeof set === 'object' && (set.type === 'wheel' || (set.type === 'multi' && (set.minSelection ?? 0) > 0)))
      .map((set) => ({ option: set._id, values: set.values.slice(0, Math.max(1, set.minSelection ?? 1)).map((v) => v._id) }));
    return { token, shopId, product: { id: product._id, options } };
  }
  throw new Error('no product on sale in the demo shop');
}

/**
 * @param {{ chromium: import('playwright-core').BrowserType, base: number, samples?: number, log?: (line: string) => void }} opts
 * @returns {Promise<{ p50: number, p95: number, samples: number[] }>}
 */
export async function measureNewOrderToast({ chromium, base, samples = 20, log = console.log }) {
  await buildAll({ log: () => {} }); // only what is out of date
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-toast-bench-db-'));
  const ports = {
    host: base,
    orders: base + 1,
    menu: base + 2,
    settings: base + 3,
    embedEditor: base + 4,
    reports: base + 5,
    admin: base + 6,
  };
  const stack = await startStack({
    ports,
    apiPort: base + 100,
    dataDir,
    quiet: true,
    env: { CLOCK_START: PINNED, CLIENT_LIMITS: 'off' },
  });
  const startedAt = Date.now();
  /** The API's clock: it started at PINNED (a little before `startedAt`) and ticks on. */
  const apiNow = () => Date.parse(PINNED) + (Date.now() - startedAt);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const { shopId, product } = await prepareShop(stack.apiUrl);
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const seen = {};
      window.__toastsAt = seen;
      new MutationObserver(() => {
        for (const title of document.querySelectorAll('[data-part="title"]')) {
          const match = /^New order (#[0-9A-F]{6}) · /.exec(title.textContent ?? '');
          if (match && seen[match[1]] === undefined) seen[match[1]] = Date.now();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(MERCHANT.email);
    await page.getByLabel('Password').fill(MERCHANT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/order-events'), { timeout: 30_000 });
    await page.goto(`${stack.url}/shop/menu`);
    await streamOpen;

    const place = async (index) => {
      const guest = await call(stack.apiUrl, '/guests', {
        method: 'POST',
        body: { name: `Bench Guest ${index}`, email: 'bench.guest@example.com' },
      });
      const placed = await call(stack.apiUrl, `/api/shops/${shopId}/orders`, {
        method: 'POST',
        token: guest.body.token,
        headers: { 'idempotency-key': `toast-bench-${index}-${Date.now()}` },
        body: {
          orderType: 'pickup',
          origin: 'web',
          pickupType: 'dynamic',
          pickupTime: new Date(apiNow() + 15 * 60_000).toISOString(),
          lineItems: [{ product: product.id, quantity: 1, options: product.options }],
          payment: { method: 'card' },
        },
      });
      if (placed.status !== 201) throw new Error(`intake refused: ${placed.status} ${JSON.stringify(placed.body)}`);
      const answeredAt = Date.now();
      const number = `#${placed.body.order._id.replace(/-/g, '').slice(-6).toUpperCase()}`;
      const shownAt = await page
        .waitForFunction((n) => window.__toastsAt[n], number, { timeout: 15_000, polling: 20 })
        .then((handle) => handle.jsonValue());
      // one toast at a time: the toaster shows at most five, so a queue would time the queue
      for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click().catch(() => {});
      await page.waitForFunction(() => !document.querySelector('[data-part="title"]'), null, { timeout: 10_000 }).catch(() => {});
      return shownAt - answeredAt;
    };

    await place(0); // warm-up: the first order's code paths and the page's first toast, not counted
    const times = [];
    for (let index = 1; index <= samples; index++) times.push(await place(index));
    log(`order placed → toast on another page: ${times.map((t) => Math.round(t)).join(' ')} ms`);
    return { p50: percentile(times, 50), p95: percentile(times, 95), samples: times };
  } finally {
    await browser.close();
    await stack.stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
