import { sanitiseShopDomain } from '@backoffice/contracts';
import type { Db } from '../db/types';
import { conflict } from '../http/errors';

/**
 * Every store host belongs to one shop (table `store_hosts`, host as primary key): a store's default domain and its
 * custom domain are claimed here in the same transaction that writes the embed key's origins, so two shops can never
 * share a host — neither by a similar name (the default label gets a suffix: `joes-cafe-2`) nor by typing another
 * shop's host as their custom domain (409).
 */
export const STORE_HOST_TAKEN_MESSAGE = 'That domain is already used by another store. Choose a different domain.';

/** How many numbered default labels to try before giving up (a shop name shared by this many stores is not real). */
const MAX_DEFAULT_SUFFIX = 500;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Takes `host` for the shop unless another shop holds it; true when the shop holds it afterwards. */
async function claimHost(tx: Db, shopId: string, host: string): Promise<boolean> {
  const inserted = await tx.query(
    'insert into store_hosts (host, shop_id) values ($1, $2) on conflict (host) do nothing returning host',
    [host, shopId],
  );
  if (inserted.length > 0) return true;
  const [holder] = await tx.query<{ shop_id: string }>('select shop_id from store_hosts where host = $1', [host]);
  return holder?.shop_id === shopId;
}

/**
 * The shop's default domain (spec 001 §2: the name sanitised plus the store-domain suffix), claimed for it. The one it
 * has is kept while its name gives the same label; a label another shop holds gets the first free `-2`, `-3`, ….
 */
export async function claimDefaultHost(
  tx: Db,
  shop: { id: string; name: string },
  suffix: string,
  current: string | undefined,
): Promise<string> {
  const label = sanitiseShopDomain(shop.name) || 'store';
  const domainSuffix = suffix.trim().toLowerCase().replace(/^\.+/, '');
  if (current && new RegExp(`^${escapeRegExp(label)}(-\\d+)?\\.${escapeRegExp(domainSuffix)}$`).test(current)) {
    if (await claimHost(tx, shop.id, current)) return current;
  }
  for (let n = 1; n <= MAX_DEFAULT_SUFFIX; n += 1) {
    const host = `${n === 1 ? label : `${label}-${n}`}.${domainSuffix}`;
    if (await claimHost(tx, shop.id, host)) return host;
  }
  throw conflict(STORE_HOST_TAKEN_MESSAGE);
}

/**
 * Makes `origins` the shop's hosts: each is claimed (409 with a message when another shop holds one) and hosts the
 * shop no longer uses are released.
 */
export async function claimStoreHosts(tx: Db, shopId: string, origins: readonly string[]): Promise<void> {
  for (const host of origins) if (!(await claimHost(tx, shopId, host))) throw conflict(STORE_HOST_TAKEN_MESSAGE);
  await tx.query('delete from store_hosts where shop_id = $1 and not (host = any($2::text[]))', [shopId, [...origins]]);
}
