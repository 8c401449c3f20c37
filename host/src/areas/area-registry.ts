import { REMOTE_NAMES, type RemoteName, remoteForPath } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { AreaController, type AreaPhase } from './area-controller';
import { AREA_LABELS } from './area-labels';
import type { RemoteLoader } from './federation-loader';

export type AreaPhases = Readonly<Record<RemoteName, AreaPhase>>;

/** All areas, their proxy lifecycles and a subscribable snapshot of their phases for <AreaOutlet>. */
export interface AreaRegistry {
  readonly areas: readonly AreaController[];
  get(name: RemoteName): AreaController;
  subscribe(listener: () => void): () => void;
  phases(): AreaPhases;
  /** Warm a remote ahead of a likely visit (nav hover/focus, idle after sign-in); harmless if it fails. */
  prefetch(name: RemoteName): void;
  /** Only the remote's entry file, at low priority (idle after sign-in). */
  prefetchEntry(name: RemoteName): void;
}

export function createAreaRegistry(loader: RemoteLoader, names: readonly RemoteName[] = REMOTE_NAMES): AreaRegistry {
  const listeners = new Set<() => void>();
  let snapshot = {} as AreaPhases;
  const refresh = () => {
    snapshot = Object.fromEntries(areas.map((area) => [area.name, area.currentPhase])) as AreaPhases;
    for (const listener of [...listeners]) listener();
  };
  const areas = names.map((name) => new AreaController(name, AREA_LABELS[name], loader, refresh));
  refresh();

  return {
    areas,
    get(name) {
      const area = areas.find((a) => a.name === name);
      if (!area) throw new Error(`Unknown area "${name}"`);
      return area;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    phases: () => snapshot,
    prefetch(name) {
      if (names.includes(name)) loader.prefetch(name);
    },
    prefetchEntry(name) {
      if (names.includes(name)) loader.prefetchEntry(name);
    },
  };
}

/**
 * single-spa's activeWhen for an area: the route table in contracts decides (the same function the guard
 * uses), and nothing mounts without a token — a signed-out visitor is on their way to /login anyway.
 */
export function isAreaActive(name: RemoteName, location: Pick<Location, 'pathname'>): boolean {
  return !!topics.auth.current() && remoteForPath(location.pathname) === name;
}
