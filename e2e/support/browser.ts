import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface StackInfo {
  url: string;
  apiUrl: string;
  ports: Record<string, number>;
  control: string;
}

export function stack(): StackInfo {
  const file = path.join(os.tmpdir(), `backoffice-e2e-stack-${process.env.E2E_PORT_BASE || 23000}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StackInfo;
}

/** The API paths (shared/webpack-config api-paths.cjs): a 4xx there is the API refusing, which the page handles. */
const { API_PREFIX, PUBLIC_CALLS } = require('../../shared/webpack-config/src/api-paths.cjs') as {
  API_PREFIX: string;
  PUBLIC_CALLS: Array<{ method: string; path: string }>;
};

function isApiPath(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  if (pathname.startsWith(API_PREFIX)) return true;
  return PUBLIC_CALLS.some((call) => new RegExp(`^${call.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(pathname));
}

/**
 * Chromium prints a console error for every failed request. One the API answered with a refusal (a wrong password's
 * 401, a 409) is the page's normal business, shown to the merchant as the spec says; anything else — a missing file
 * (a favicon's 404), a script error, React's warnings, a policy violation — fails the journey unless it said so.
 */
function isApiRefusal(text: string, url: string): boolean {
  return /^Failed to load resource: the server responded with a status of 4\d\d/.test(text) && isApiPath(url);
}

export interface OpenedBrowser {
  context: BrowserContext;
  page: Page;
  /** Closes the browser; throws when a page printed a console error or threw one the journey did not allow. */
  close: () => Promise<void>;
  /** Console errors this journey provokes on purpose (a remote it stopped, an injected style the policy blocks). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
}

/**
 * A fresh Chromium profile each time, with the flags these machines need (no background networking). Every page of
 * it is watched for console errors and uncaught exceptions: `close()` fails the journey on one (see isApiRefusal).
 */
export async function openBrowser(
  options: {
    viewport?: { width: number; height: number };
    args?: string[];
    /** false: pages run no script at all (what a visitor sees before, or without, our JavaScript) */
    javaScriptEnabled?: boolean;
    allowConsoleErrors?: RegExp[];
  } = {},
): Promise<OpenedBrowser> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: options.viewport ?? { width: 1280, height: 860 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  });
  const allowed = [...(options.allowConsoleErrors ?? [])];
  const errors: string[] = [];
  const report = (page: Page, text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(`${page.url()}: ${text}`);
  };
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      if (isApiRefusal(message.text(), url)) return;
      report(page, url ? `${message.text()} (${url})` : message.text());
    });
    page.on('pageerror', (error) => report(page, `uncaught ${error.name}: ${error.message}`));
  };
  for (const open of context.pages()) watch(open);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    allowConsoleErrors: (...patterns) => {
      allowed.push(...patterns);
    },
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
      if (errors.length > 0) throw new Error(`The journey's pages printed console errors:\n${errors.join('\n')}`);
    },
  };
}

/**
 * Starts (or restarts) a second stack whose API clock starts at `clockStart` and ticks on, seeded at that instant:
 * for journeys that must see one known "today". Pair it with `pinPageClock` so the page agrees.
 */
export async function startPinnedStack(clockStart: string): Promise<Omit<StackInfo, 'control'>> {
  const res = await fetch(`${stack().control}/pinned-stack?clockStart=${encodeURIComponent(clockStart)}`, { method: 'POST' });
  if (!res.ok) throw new Error(`could not start the pinned stack: ${await res.text()}`);
  return (await res.json()) as Omit<StackInfo, 'control'>;
}

/**
 * Stops the pinned stack's API (SIGTERM: it closes its database cleanly), or starts it again on the same port and data
 * with its clock at `clockStart` (pass the instant the stopped API had reached, so its "now" carries on).
 */
export async function controlPinnedApi(action: 'stop' | 'start', clockStart = ''): Promise<void> {
  const query = action === 'start' ? `?clockStart=${encodeURIComponent(clockStart)}` : '';
  const res = await fetch(`${stack().control}/pinned-stack/api/${action}${query}`, { method: 'POST' });
  if (!res.ok) throw new Error(`could not ${action} the pinned API: ${await res.text()}`);
}

/** The page's clock (Date, timers) starts at `time` and runs on, as the pinned API's does. */
export async function pinPageClock(context: BrowserContext, time: number): Promise<void> {
  await context.clock.install({ time });
}

export async function controlApp(name: string, action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${stack().control}/apps/${name}/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`could not ${action} ${name}: ${await res.text()}`);
}

export const MERCHANT = { email: 'merchant@example.com', password: 'merchant123' };
export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

export async function signIn(page: Page, who: { email: string; password: string }, baseUrl = stack().url): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}
