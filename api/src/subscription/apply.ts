import type { ShopSubscription } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { conflict, notFound } from '../http/errors';
import { findOfferedPlan } from '../plans/plans';
import { SHOP_NOT_FOUND } from '../shops/access';
import { findShop, updateShopRow } from '../shops/repo';
import { withSettingsDefaults } from '../shops/settings';

/**
 * Puts a shop on the plan of a paid checkout: tier = plan title, percent = its commission (net volume then uses it,
 * spec 000 §9), monthPriceId = which plan, period = which price, legacy off (a legacy plan, once left, is gone).
 * Row-locked read-merge-write like every settings save, so a concurrent section save is kept.
 */
export async function applySubscription(db: Db, shopId: string, priceId: string, subscriptionId: string): Promise<void> {
  const offered = findOfferedPlan(priceId);
  if (!offered) throw conflict('This plan is no longer offered.');
  const subscription: ShopSubscription = {
    id: subscriptionId,
    percent: offered.plan.percent,
    legacy: false,
    monthPriceId: offered.plan.monthPriceId,
    tier: offered.plan.title,
    period: offered.period,
  };
  await db.transaction(async (tx) => {
    const current = await findShop(tx, shopId, { forUpdate: true });
    if (!current) throw notFound(SHOP_NOT_FOUND);
    // the whole group is replaced, not merged: nothing of the previous plan may linger
    const settings = { ...withSettingsDefaults(current.settings), subscription };
    await updateShopRow(tx, shopId, { name: current.name, type: current.type, settings });
  });
}
