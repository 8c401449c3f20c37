import type { DeviceLocationFollowState, DeviceLocationRequest } from '@backoffice/event-bus';
import { topics } from '@backoffice/event-bus';
import { useCallback, useSyncExternalStore } from 'react';

const none = () => undefined;
const noSubscribe = () => () => {};

/**
 * For a screen (settings' Device location panel): the host follower's state for `shopId` — undefined when no
 * follower runs for it (not dynamic, not the owner, or a host older than bus 1.2.0) — and `request` to start
 * (this device's consent) or stop following.
 */
export function useDeviceLocationStatus(shopId: string) {
  const topic = (topics as Partial<typeof topics>).deviceLocation;
  const value = useSyncExternalStore(topic?.subscribe ?? noSubscribe, topic?.current ?? none, topic?.current ?? none);
  const request = useCallback(
    (action: DeviceLocationRequest['action']) =>
      (topics as Partial<typeof topics>).deviceLocationRequest?.emit({ shopId, action }),
    [shopId],
  );
  const state: DeviceLocationFollowState | undefined = value && value.shopId === shopId ? value : undefined;
  return { state, request };
}
