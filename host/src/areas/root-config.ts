import { registerApplication, start } from 'single-spa';
import type { AreaRegistry } from './area-registry';
import { isAreaActive } from './area-registry';

/**
 * The single-spa root config: one application per remote, active on the remote's routes (REMOTE_ROUTES),
 * each with the host's proxy lifecycles (area-controller.ts).
 */
export function startAreas(registry: AreaRegistry): void {
  for (const area of registry.areas) {
    registerApplication({
      name: area.name,
      app: area.singleSpaLifecycles,
      activeWhen: (location) => isAreaActive(area.name, location),
    });
  }
  // urlRerouteOnly: the host's own state pushes (react-router) do not re-run every activity function.
  start({ urlRerouteOnly: true });
}
