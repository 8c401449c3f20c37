import type { AuthState } from '@backoffice/event-bus';

/**
 * The only code in the whole front end that touches localStorage (ARCHITECTURE.md: remotes read the bus).
 * Key names are the spec's (000 §3 "Client state kept").
 */
const KEYS = { token: 'token', userId: 'userId', shopId: 'shopId' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, policy): behave as a fresh visitor rather than crash the shell.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Same as above: the session still works for this tab, it just is not remembered.
  }
}

export function readStoredAuth(): AuthState | null {
  const token = read(KEYS.token);
  const userId = read(KEYS.userId);
  return token && userId ? { token, userId } : null;
}

/** Spec 000 §4: login (and sign-up) store token and user id locally. */
export function storeAuth(auth: AuthState): void {
  write(KEYS.token, auth.token);
  write(KEYS.userId, auth.userId);
}

export function readStoredShopId(): string | null {
  return read(KEYS.shopId);
}

export function storeShopId(shopId: string): void {
  write(KEYS.shopId, shopId);
}

/** Spec 000 §2/§4: logout clears ALL local storage, not only our three keys. */
export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // nothing stored, nothing to clear
  }
}
