import type { User } from '@backoffice/contracts';
import { type AuthState, type ShopState, type Topic, topics } from '@backoffice/event-bus';
import { useSyncExternalStore } from 'react';

/**
 * The last value of a bus state topic, re-rendering on every publish. The topic's own methods are stable
 * functions, so React subscribes once per component.
 */
export function useBusTopic<T>(topic: Topic<T>): T | undefined {
  return useSyncExternalStore(topic.subscribe, topic.current, topic.current);
}

/** `{ token, userId }` while signed in, otherwise null. */
export function useAuth(): AuthState | null {
  return useBusTopic(topics.auth) ?? null;
}

export function useCurrentUser(): User | null {
  return useBusTopic(topics.user) ?? null;
}

/** The shop the merchant is working on. `shop` is null while the host is still loading it. */
export function useCurrentShop(): ShopState | null {
  return useBusTopic(topics.shop) ?? null;
}
