// Build time only, in Node (host/prerender-plugin.cjs bundles this file for Node and runs it after the browser
// build): the signed-out pages drawn by the same components, providers and Chakra styles the browser runs, so the
// form is on screen before any script arrives and the browser's first render matches it (hydration).
import { startStyleCollection } from '@backoffice/ui/server-styles';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// Not through @backoffice/ui/router: this module never reaches a browser, and the static router is for builds only.
import { StaticRouter } from 'react-router-dom';
import type { AreaPhases, AreaRegistry } from '../areas/area-registry';
import { AppProviders, AppShell } from '../shell/App';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  css: string;
  names: string[];
}

/** No area exists on a signed-out page (nor a document to mount one in); the shell's providers still want a registry. */
const noAreas: AreaRegistry = {
  areas: [],
  get: (name) => {
    throw new Error(`no area (${name}) is drawn at build time`);
  },
  subscribe: () => () => undefined,
  phases: () => ({}) as AreaPhases,
  prefetch: () => undefined,
  prefetchEntry: () => undefined,
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** Draws `address` as a signed-out visitor with no session sees it, waiting for its lazy page chunk. */
export async function renderPage(address: string): Promise<RenderedPage> {
  // The page's styles are collected, not written between the elements: they go in the head as one tag (critical
  // CSS) and #root holds only the markup React hydrates.
  const styles = startStyleCollection();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders registry={noAreas}>
        <StaticRouter location={address}>
          <AppShell />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  return { html, ...styles.collect() };
}
