import { SHOP_NAME_NAV_LENGTH } from '../constants';

/** Spec 000 §2: the shop switcher shows the first 15 characters of the shop name. */
export function navShopName(name: string): string {
  return Array.from(name).slice(0, SHOP_NAME_NAV_LENGTH).join('');
}
