import { createContext, useContext } from 'react';
import type { AreaRegistry } from './area-registry';

const AreaRegistryContext = createContext<AreaRegistry | null>(null);

export const AreaRegistryProvider = AreaRegistryContext.Provider;

export function useAreaRegistry(): AreaRegistry {
  const registry = useContext(AreaRegistryContext);
  if (!registry) throw new Error('useAreaRegistry needs an <AreaRegistryProvider>');
  return registry;
}
