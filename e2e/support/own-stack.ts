/**
 * For the journeys that run a stack of their own beside the shared one (deploy, skew): the remotes the host loads,
 * federation name → folder (scripts/lib/apps.mjs is the table start, build and the shared e2e stack use; keep both in
 * step), and a wait for a freshly spawned server.
 */
export const REMOTES: Readonly<Record<string, string>> = {
  orders: 'mfe-orders',
  menu: 'mfe-menu',
  settings: 'mfe-settings',
  embedEditor: 'mfe-embed-editor',
  reports: 'mfe-reports',
  admin: 'mfe-admin',
};

/** Resolves once `url` answers 2xx; a server that is not up within 30 s fails the journey, naming the URL. */
export async function waitForHttp(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
