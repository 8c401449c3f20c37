import { createShop } from '@backoffice/api-client';
import type { Shop, ShopCreate } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { alreadyHandled, finishOnboarding, rememberShopInList, selectShop } from '../session/session';

/**
 * The words the API names a new shop's name with (shopName's messages, contracts fieldLabel of `name.normal`), by
 * the name's path in the route's `shopCreate`: a refusal opening with one of them belongs under the form's name
 * field, not in a toast.
 */
export const VENUE_NAME_API_LABELS = { 'name.normal': ['Shop name', 'Normal', 'Name'] } as const;

/**
 * Creates a shop and makes it the current one (stored shopId, loaded with its payment account, published), under
 * the locking overlay (spec 000 §3) — used by onboarding's Create Venue and the Create shop modal.
 *
 * Rejects (already toasted by the api client) only when the shop was NOT created; once it exists, a failure to
 * load it afterwards is handled like any late session error, so the merchant is never invited to create it twice.
 */
export async function createVenue(
  shopInfo: ShopCreate,
  { endsOnboarding = true }: { endsOnboarding?: boolean } = {},
): Promise<Shop> {
  topics.overlay.publish({
    title: `Creating ${shopInfo.name.normal}`,
    description: 'Setting up your venue. This takes a moment.',
  });
  try {
    const shop = await createShop(shopInfo);
    rememberShopInList(shop);
    if (endsOnboarding) finishOnboarding();
    await selectShop(shop._id).catch(alreadyHandled);
    return shop;
  } finally {
    topics.overlay.publish(null);
  }
}
