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

/** A fresh Chromium profile each time, with the flags these machines need (no background networking). */
export async function openBrowser(options: { viewport?: { width: number; height: number }; args?: string[] } = {}): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: options.viewport ?? { width: 1280, height: 860 },
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
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
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
