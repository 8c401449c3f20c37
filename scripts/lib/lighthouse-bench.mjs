// Lighthouse 12 (default mobile settings: simulated slow 4G and 4× CPU slowdown; and its desktop preset) on /login,
// and signed in on /dashboard and /shop/orders, in the Debian Chromium (chrome-launcher, CHROME_PATH; nothing is
// downloaded). Used by `pnpm bench`.
//
// Signed-in pages: one Chromium with one profile. Playwright attaches to it over CDP and signs in through the form
// (the host keeps the session in localStorage), then Lighthouse runs in the same profile with its storage reset off,
// so it loads the page as a returning, signed-in merchant would (with an empty HTTP cache: Lighthouse clears that).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS } from './chromium.mjs';

/** The targets of the issue's table; every page measured also reports its figures without a target. */
export const LIGHTHOUSE_TARGETS = {
  loginMobileScore: 0.9,
  loginMobileLcpMs: 2000,
  loginMobileTbtMs: 200,
  loginDesktopScore: 0.98,
};

export const LIGHTHOUSE_PAGES = [
  { path: '/login', signedIn: false, forms: ['mobile', 'desktop'] },
  { path: '/dashboard', signedIn: true, forms: ['mobile', 'desktop'] },
  { path: '/shop/orders', signedIn: true, forms: ['mobile', 'desktop'] },
];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse performance run → the figures the bench prints. */
async function audit(url, { port, form, keepStorage }) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // signed-in pages keep the session the profile holds; the HTTP cache is still cleared (a cold load)
    disableStorageReset: keepStorage,
    // A signed-in page keeps its live-orders stream open (a fetch that never ends), so the network never goes quiet
    // and Lighthouse waits out its load limit on those pages ("loaded too slowly" warning); the metrics are still
    // the trace's. 30 s, not the default 45 s, keeps that wait shorter.
    maxWaitForLoad: 30_000,
  };
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance.score ?? Number.NaN,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // Lighthouse's final URL: a signed-in page that bounced to /login would otherwise be measured as the wrong page
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Runs every page × form `runs` times (median of each figure).
 * @param {{ url: string, chromiumPath?: string, chromePort?: number, runs?: number,
 *           signIn: (page: import('playwright-core').Page) => Promise<void>,
 *           chromium: import('playwright-core').BrowserType, log?: (line: string) => void }} opts
 * @returns {Promise<Array<{ path: string, form: string, score: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number, runs: number }>>}
 */
export async function runLighthouse({ url, chromiumPath, chromePort, runs = 1, signIn, chromium, log = console.log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    ...(chromePort ? { port: chromePort } : {}),
    logLevel: 'error',
  });
  const results = [];
  // Lighthouse 12 leaves a promise of its network-quiet wait unawaited: on a loaded machine its PROTOCOL_TIMEOUT
  // surfaced as an unhandled rejection and ended the whole bench. Its own run still ends (with the figures or an
  // error we do handle), so such a stray Lighthouse error is only logged.
  const strayLighthouseError = (error) => {
    if (error?.lhrRuntimeError) log(`    Lighthouse: ${error.code} (${error.protocolMethod ?? 'no method'}), stray`);
    else throw error;
  };
  process.on('unhandledRejection', strayLighthouseError);
  try {
    let signedIn = false;
    for (const page of LIGHTHOUSE_PAGES) {
      if (page.signedIn && !signedIn) {
        // Playwright on the same browser: sign in through the form, then leave the profile to Lighthouse.
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = browser.contexts()[0];
        const tab = await context.newPage();
        await tab.goto(`${url}/login`);
        await signIn(tab);
        await tab.close();
        await browser.close(); // disconnects; the browser itself stays up for Lighthouse
        signedIn = true;
      }
      for (const form of page.forms) {
        const figures = [];
        for (let run = 0; run < runs; run++) {
          log(`  Lighthouse ${form} ${page.path} (${run + 1}/${runs})…`);
          let got;
          try {
            got = await audit(`${url}${page.path}`, { port: chrome.port, form, keepStorage: page.signedIn });
          } catch (error) {
            // a loaded machine now and then leaves Chromium showing an error page: one more try, said so
            log(`    ${error.message}: once more`);
            got = await audit(`${url}${page.path}`, { port: chrome.port, form, keepStorage: page.signedIn });
          }
          if (new URL(got.finalUrl).pathname !== page.path) {
            throw new Error(`Lighthouse ${page.path} ended on ${got.finalUrl}: not the page it was asked to measure`);
          }
          for (const warning of got.warnings) log(`    warning: ${warning}`);
          figures.push(got);
        }
        results.push({
          path: page.path,
          form,
          runs,
          score: median(figures.map((f) => f.score)),
          fcpMs: median(figures.map((f) => f.fcpMs)),
          lcpMs: median(figures.map((f) => f.lcpMs)),
          tbtMs: median(figures.map((f) => f.tbtMs)),
          cls: median(figures.map((f) => f.cls)),
        });
      }
    }
  } finally {
    process.off('unhandledRejection', strayLighthouseError);
    await chrome.kill();
  }
  return results;
}

/** The bench's rows: every page's figures, the targets checked on the ones the issue sets. */
export function lighthouseRows(results, targets = LIGHTHOUSE_TARGETS) {
  const rows = [];
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const r of results) {
    const label = `Lighthouse ${r.form} ${r.path}${r.runs > 1 ? ` (median of ${r.runs})` : ''}`;
    const value = `${r.score.toFixed(2)} (FCP ${seconds(r.fcpMs)}, LCP ${seconds(r.lcpMs)}, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)})`;
    if (r.path === '/login' && r.form === 'mobile') {
      rows.push([`${label}: performance`, value, `≥ ${targets.loginMobileScore}`, r.score >= targets.loginMobileScore]);
      rows.push([
        `${label}: LCP`,
        seconds(r.lcpMs),
        `≤ ${seconds(targets.loginMobileLcpMs)}`,
        r.lcpMs <= targets.loginMobileLcpMs,
      ]);
      rows.push([
        `${label}: TBT`,
        `${Math.round(r.tbtMs)} ms`,
        `≤ ${targets.loginMobileTbtMs} ms`,
        r.tbtMs <= targets.loginMobileTbtMs,
      ]);
    } else if (r.path === '/login' && r.form === 'desktop') {
      rows.push([`${label}: performance`, value, `≥ ${targets.loginDesktopScore}`, r.score >= targets.loginDesktopScore]);
    } else {
      rows.push([`${label}: performance`, value, '—', true]);
    }
  }
  return rows;
}
