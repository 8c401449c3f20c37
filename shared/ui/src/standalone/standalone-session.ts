import { getShop, getUser, getUserShops } from '@backoffice/api-client';
import { isTrialExpired, type Shop } from '@backoffice/contracts';
import { type AuthState, stateTopic, topics } from '@backoffice/event-bus';

/**
 * Standalone mode keeps its sign-in in sessionStorage under its own key. The host alone owns `token`, `userId`
 * and `shopId` in localStorage (ARCHITECTURE.md), so a remote's dev page never reads or clobbers them.
 */
export const STANDALONE_SESSION_KEY = 'backoffice.standalone.session';

/** The signed-in user's shops, for the standalone page's shop picker (the host has its own switcher). */
export const standaloneShops = stateTopic<Shop[]>('standalone:shops');

interface StoredSession extends AuthState {
  shopId?: string;
}

export function readStoredSession(): StoredSession | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STANDALONE_SESSION_KEY) ?? 'null') as Partial<StoredSession> | null;
    if (typeof parsed?.token !== 'string' || typeof parsed.userId !== 'string') return null;
    return { token: parsed.token, userId: parsed.userId, shopId: typeof parsed.shopId === 'string' ? parsed.shopId : undefined };
  } catch {
    return null;
  }
}

function store(session: StoredSession): void {
  sessionStorage.setItem(STANDALONE_SESSION_KEY, JSON.stringify(session));
}

/** Publishes the shop the way the host does: the id at once (pages start their calls), then the loaded shop. */
export async function selectShop(shopId: string): Promise<void> {
  topics.shop.publish({ shopId, shop: null });
  const { shop } = await getShop(shopId);
  topics.shop.publish({ shopId, shop });
  topics.session.publish({ trialExpired: isTrialExpired(shop) });
  const stored = readStoredSession();
  if (stored) store({ ...stored, shopId });
}

/**
 * After sign-in (or a reload): user → `topics.user`, the user's shops, then the stored shop if it is still
 * theirs, else the first (spec 000 §2 "When no stored id exists the first shop is chosen").
 */
export async function startSession(auth: AuthState, preferredShopId?: string): Promise<void> {
  store({ ...auth, shopId: preferredShopId });
  topics.auth.publish(auth);
  try {
    const [user, { shops }] = await Promise.all([getUser(auth.userId), getUserShops(auth.userId)]);
    topics.user.publish(user);
    standaloneShops.publish(shops);
    const chosen = shops.find((s) => s._id === preferredShopId) ?? shops[0];
    if (chosen) await selectShop(chosen._id);
    else topics.shop.publish(null);
  } catch {
    // A stale token or an API that is down: back to the sign-in form (apiFetch has toasted the reason).
    endSession();
  }
}

export function endSession(): void {
  sessionStorage.removeItem(STANDALONE_SESSION_KEY);
  standaloneShops.publish([]);
  topics.shop.publish(null);
  topics.user.publish(null);
  topics.auth.publish(null);
}
