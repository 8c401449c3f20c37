import { testShop, testUser } from '@backoffice/api-client/testing';
import type { Shop, User } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { hostSession } from '../session/host-session-store';

/** Puts the host in the state a finished start-up leaves: stored credentials, bus topics, the shops list. */
export function signedIn({
  user = testUser('u1'),
  shop = testShop('s1', 'Harbour Coffee'),
  shops,
}: {
  user?: User;
  shop?: Shop;
  shops?: Shop[];
} = {}) {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('userId', user._id);
  localStorage.setItem('shopId', shop._id);
  topics.auth.publish({ token: 'token-1', userId: user._id });
  topics.user.publish(user);
  topics.shop.publish({ shopId: shop._id, shop });
  hostSession.update({ shops: shops ?? [shop] });
  return { user, shop };
}
