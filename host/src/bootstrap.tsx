import { configureZodForBrowsers } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAreaRegistry } from './areas/area-registry';
import { createFederationLoader } from './areas/federation-loader';
import { fetchRemotesManifest } from './areas/remotes-manifest';
import { startAreas } from './areas/root-config';
import { hydratesDrawnPage, PRERENDERED_ATTRIBUTE } from './prerender/public-pages';
import { keepTypedValues } from './prerender/typed-values';
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
const app = (
  <StrictMode>
    <App registry={registry} />
  </StrictMode>
);
// A signed-out page the build drew (prerender/): React takes its HTML over when its first render is that HTML;
// otherwise (signed in, another query) the drawn page gives way to the one the browser draws.
const signedIn = topics.auth.current() != null;
if (hydratesDrawnPage(rootElement.getAttribute(PRERENDERED_ATTRIBUTE), window.location, signedIn)) {
  keepTypedValues(rootElement);
  hydrateRoot(rootElement, app);
} else {
  rootElement.replaceChildren();
  rootElement.removeAttribute(PRERENDERED_ATTRIBUTE);
  createRoot(rootElement).render(app);
}

startAreas(registry);
