import { Flex, Spinner, Text } from '@backoffice/ui';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { AreaLoadFailed } from './AreaLoadFailed';
import { useAreaRegistry } from './AreaRegistryContext';

/**
 * Attaches the host-owned area elements (single-spa mounts remotes into them) and draws the host's loading note
 * or failure panel into each area's status element. The elements outlive this component, so a layout change
 * that re-mounts it never destroys a remote's DOM.
 */
export function AreaOutlet() {
  const registry = useAreaRegistry();
  const slot = useRef<HTMLDivElement>(null);
  const phases = useSyncExternalStore(registry.subscribe, registry.phases, registry.phases);

  useLayoutEffect(() => {
    const host = slot.current;
    if (!host) return;
    for (const area of registry.areas) host.appendChild(area.element);
    return () => {
      for (const area of registry.areas) area.element.remove();
    };
  }, [registry]);

  return (
    <>
      {/* No React children inside: only the area elements live here. */}
      <div ref={slot} data-testid="area-slot" />
      {registry.areas.map((area) => {
        const phase = phases[area.name];
        if (phase === 'loading') {
          return createPortal(
            <Flex role="status" align="center" gap={3} p={8}>
              <Spinner size="sm" />
              <Text>Loading {area.label}…</Text>
            </Flex>,
            area.statusElement,
            area.name,
          );
        }
        if (phase === 'failed') {
          return createPortal(<AreaLoadFailed label={area.label} onRetry={() => area.retry()} />, area.statusElement, area.name);
        }
        return null;
      })}
    </>
  );
}
