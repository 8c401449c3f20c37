import { REMOTE_NAMES, type RemoteName, remoteForPath } from '@backoffice/contracts';
import { createContext, useCallback, useContext, useEffect } from 'react';
import type { AreaRegistry } from './area-registry';

const AreaRegistryContext = createContext<AreaRegistry | null>(null);

export const AreaRegistryProvider = AreaRegistryContext.Provider;

export function useAreaRegistry(): AreaRegistry {
  const registry = useContext(AreaRegistryContext);
  if (!registry) throw new Error('useAreaRegistry needs an <AreaRegistryProvider>');
  return registry;
}

/**
 * `prefetchFor(path)`: warms the remote that owns `path` (a navigation link's target). A no-op outside the
 * shell's provider (a component test rendering one menu alone).
 */
export function usePrefetchArea(): (path: string) => void {
  const registry = useContext(AreaRegistryContext);
  return useCallback(
    (path: string) => {
      const name = remoteForPath(path);
      if (registry && name) registry.prefetch(name);
    },
    [registry],
  );
}

/** Idle time after sign-in: the entry of every area this user can open (the admin area only for admins). */
export function useIdleEntryPrefetch(isAdmin: boolean): void {
  const registry = useContext(AreaRegistryContext);
  useEffect(() => {
    if (!registry) return;
    const names: RemoteName[] = REMOTE_NAMES.filter((name) => name !== 'admin' || isAdmin);
    // requestIdleCallback: after the first area has drawn, when the browser has nothing better to do.
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => {
      for (const name of names) registry.prefetchEntry(name);
    });
    return () => cancel(handle);
  }, [registry, isAdmin]);
}
