import type { PaymentAccount, PlatformPlan, Shop } from '@backoffice/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Session facts only the host's own screens need, so they are not bus topics (the bus is the contract with
 * remotes, and remotes fetch what they need themselves).
 */
export interface HostSessionState {
  /** The signed-in user's shops for the shop switcher; null until loaded (or while on an /admin/ path). */
  shops: Shop[] | null;
  /** Spec 000 §4: platform plans load on start. */
  plans: PlatformPlan[] | null;
  /** The current shop's payment account, loaded with the shop (spec 000 §2 "including its payment account"). */
  paymentAccount: PaymentAccount | null;
  /**
   * Spec 000 §2/§4: onboarding shows while the user has no shop. Set when the user's shops load empty and kept
   * until the merchant leaves step 3 (Verify Now / Skip), so creating the venue at step 2 does not end it early.
   */
  onboarding: boolean;
}

const initial: HostSessionState = { shops: null, plans: null, paymentAccount: null, onboarding: false };

let state: HostSessionState = initial;
const listeners = new Set<() => void>();

export const hostSession = {
  get: (): HostSessionState => state,
  update(patch: Partial<HostSessionState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  },
  reset(): void {
    hostSession.update(initial);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useHostSession(): HostSessionState {
  return useSyncExternalStore(hostSession.subscribe, hostSession.get, hostSession.get);
}
