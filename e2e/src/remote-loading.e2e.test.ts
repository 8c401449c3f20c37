import type { Page } from 'playwright-core';
import { MERCHANT, openBrowser, signIn } from '../support/browser';

/**
 * A remote is tried 3 times, with a growing wait, before the "area could not load" panel shows
 * (host/src/areas/federation-loader.ts). The remote's entry is failed on purpose in the browser (Playwright answers
 * 503 instead of the server), so the shared stack is not touched.
 */

async function visit(page: Page, path: string) {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

/** Answers the first `failures` loads of the remoteEntry.js on `port` with 503; returns when each was asked for. */
async function failEntry(page: Page, port: string, failures: number): Promise<number[]> {
  const times: number[] = [];
  await page.route(
    (url) => url.port === port && url.pathname === '/remoteEntry.js',
    async (route) => {
      // The idle <link rel="prefetch"> of entries after sign-in is not a load attempt.
      if ((await route.request().headerValue('sec-purpose'))?.includes('prefetch')) return route.continue();
      times.push(Date.now());
      if (times.length <= failures) await route.fulfill({ status: 503, body: 'down for a moment' });
      else await route.continue();
    },
  );
  return times;
}

describe('remote loading retries', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  afterEach(async () => {
    await browser?.close();
  });

  const portOf = async (page: Page, remote: string) =>
    page.evaluate(
      async (name) => new URL(((await (await fetch('/remotes.json')).json()) as Record<string, string>)[name]!).port,
      remote,
    );

  it('a remote whose first two entry loads fail still mounts, without the panel', async () => {
    // the entry loads this journey fails on purpose (503), and what the host logs about them
    browser = await openBrowser({ allowConsoleErrors: [/status of 503/, /\[host\] (remote|area) "/] });
    const { page } = browser;
    await signIn(page, MERCHANT);
    const times = await failEntry(page, await portOf(page, 'menu'), 2);
    await visit(page, '/shop/menu');
    await page.getByTestId('area-menu').getByRole('heading', { level: 1, name: 'Menu' }).waitFor({ timeout: 45_000 });
    expect(times).toHaveLength(3);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /could not load/i })
        .count(),
    ).toBe(0);
  });

  it('a remote that always fails shows the panel after 3 tries', async () => {
    // the entry loads this journey fails on purpose (503), and what the host logs about them
    browser = await openBrowser({ allowConsoleErrors: [/status of 503/, /\[host\] (remote|area) "/] });
    const { page } = browser;
    await signIn(page, MERCHANT);
    const times = await failEntry(page, await portOf(page, 'settings'), Number.POSITIVE_INFINITY);
    await visit(page, '/shop/settings');
    await page
      .getByRole('alert')
      .filter({ hasText: /could not load/i })
      .waitFor({ timeout: 45_000 });
    expect(times).toHaveLength(3);
    // (The growing waits between tries are pinned with fake timers in host/src/areas/federation-loader.test.ts.)
  });
});
