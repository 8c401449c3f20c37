import type { Shop } from '@backoffice/contracts';
import { toIso } from '../sql';
import type { ShopRow } from './repo';
import { withSettingsDefaults } from './settings';

/**
 * The contracts `shop` shape: settings groups spread at the top level, the columns written last so a stray
 * settings key can never shadow `_id`, `owner` or `status`. `owner` is the id unless populated.
 */
export function toShop(row: ShopRow, options: { populateOwner?: boolean } = {}): Shop {
  const owner: Shop['owner'] = options.populateOwner
    ? {
        _id: row.owner_id,
        name: { given: row.owner_given_name, family: row.owner_family_name },
        profile: { email: row.owner_email, ...(row.owner_phone ? { phone: row.owner_phone } : {}) },
      }
    : row.owner_id;
  return {
    ...withSettingsDefaults(row.settings),
    _id: row.id,
    name: { normal: row.name },
    status: row.status,
    type: row.type,
    createdAt: toIso(row.created_at),
    owner,
    ...deviceLocationOf(row),
    ...(row.member_role ? { role: row.member_role } : {}),
  };
}

/** The shop without its bank details (`transactional.bank_acn`) and payment ids: for a role without `payouts.edit`. */
export function withoutPayoutDetails(shop: Shop): Shop {
  const { transactional: _hidden, ...rest } = shop;
  return rest;
}

/** Only a dynamic shop follows a device: a shop switched back to fixed keeps the columns but no longer shows them. */
function deviceLocationOf(row: ShopRow): Pick<Shop, 'deviceLocation'> {
  if (row.type !== 'dynamic' || row.device_located_at == null || row.device_latitude == null || row.device_longitude == null)
    return {};
  return {
    deviceLocation: {
      latitude: row.device_latitude,
      longitude: row.device_longitude,
      accuracy: row.device_accuracy_m ?? null,
      updatedAt: toIso(row.device_located_at),
    },
  };
}

/** `populate` arrives normalised to a list of paths (contracts `populateOption`). */
export function wantsOwner(populate: readonly string[] | undefined): boolean {
  return populate?.includes('owner') ?? false;
}
