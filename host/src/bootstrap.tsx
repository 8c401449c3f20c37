import { configureZodForBrowsers } from '@backoffice/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAreaRegistry } from './areas/area-registry';
import { createFederationLoader } from './areas/federation-loader';
import { fetchRemotesManifest } from './areas/remotes-manifest';
import { startAreas } from './areas/root-config';
import { listenToRemotes, restoreSession } from './session/session';
import { App } from './shell/App';

// Before anything parses: no eval under the Content-Security-Policy (see contracts' zod-config.ts).
configureZodForBrowsers();

// Session first: it publishes `auth` synchronously, which the guard and single-spa's activeWhen read.
listenToRemotes();
void restoreSession(window.location.pathname);

// The manifest is fetched now; remotes themselves only when their route is first visited.
const registry = createAreaRegistry(createFederationLoader(fetchRemotesManifest()));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
createRoot(rootElement).render(
  <StrictMode>
    <App registry={registry} />
  </StrictMode>,
);

startAreas(registry);
