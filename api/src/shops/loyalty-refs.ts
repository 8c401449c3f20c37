import type { ShopUpdate } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { categoryIdsOfShop, productIdsOfShop } from '../menu/repo';

/**
 * The loyalty settings point into the shop's menu (spec 000 §2: itemCategories and the reward's categories come from
 * a picker of the shop's categories, the free item is one of its products). The zod schema can only say "an id";
 * this says "one of this shop's": another shop's category, a deleted one or a made-up id is refused, naming the
 * field by its label (never a storage path or an id the merchant never saw).
 * Only what the save sends is checked, so an unrelated save is never held up by the menu changing later.
 */
export async function checkLoyaltyReferences(db: Db, shopId: string, loyalty: ShopUpdate['loyalty']): Promise<void> {
  if (!loyalty) return;
  await checkIds(db, shopId, 'Item categories', loyalty.itemCategories, 'category');
  await checkIds(db, shopId, 'Reward categories', loyalty.reward?.categories, 'category');
  const item = loyalty.reward?.item;
  if (item !== undefined) await checkIds(db, shopId, 'Free item', [item], 'product');
}

async function checkIds(
  db: Db,
  shopId: string,
  /** The field's label on the Loyalty settings form. */
  field: string,
  ids: readonly string[] | undefined,
  kind: 'category' | 'product',
): Promise<void> {
  if (!ids || ids.length === 0) return;
  // each message opens with the field's label and a space: the form shows it under that field (shared field-refusal)
  if (new Set(ids).size !== ids.length) throw badRequest(`${field} can include each ${kind} only once`);
  const known = await (kind === 'category' ? categoryIdsOfShop : productIdsOfShop)(db, shopId, ids);
  const foreign = ids.find((id) => !known.has(id));
  if (foreign !== undefined)
    throw badRequest(
      ids.length === 1 && kind === 'product'
        ? `${field} is not on this shop's menu (it may have been deleted). Choose again.`
        : `${field} include a ${kind} that is not on this shop's menu (it may have been deleted). Choose again.`,
    );
}
