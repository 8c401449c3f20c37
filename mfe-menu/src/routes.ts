import { ROUTES } from '@backoffice/contracts';

/**
 * The paths this remote owns (REMOTE_ROUTES.menu in contracts), as react-router patterns. Links to another
 * area never import that area: they use ROUTES and ask the host with topics.navigate.
 */
export const paths = {
  menu: ROUTES.menu,
  category: `${ROUTES.menu}/:categoryId`,
  product: `${ROUTES.menu}/:categoryId/products/:productId`,
  option: `${ROUTES.menu}/:categoryId/options/:optionId`,
  promoCodes: ROUTES.promoCodes,
} as const;

/** Category, product and option pages (spec 001 §2); `section` selects the category tab. */
export const categoryPath = (categoryId: string, section?: 'products' | 'options' | 'availability' | 'upsell'): string =>
  `${ROUTES.menu}/${encodeURIComponent(categoryId)}${section ? `?section=${section}` : ''}`;
export const productPath = (categoryId: string, productId: string): string =>
  `${ROUTES.menu}/${encodeURIComponent(categoryId)}/products/${encodeURIComponent(productId)}`;
export const optionPath = (categoryId: string, optionId: string): string =>
  `${ROUTES.menu}/${encodeURIComponent(categoryId)}/options/${encodeURIComponent(optionId)}`;

/**
 * Every open dialog of this remote is in the URL (house rule): `?dialog=<name>` plus, when the dialog is about one
 * record of a list, `&record=<id>`. A reload or a shared link reopens it; Back closes it.
 */
export const DIALOG_PARAM = 'dialog';
export const DIALOG_RECORD_PARAM = 'record';
export type MenuDialog = 'rename' | 'delete' | 'copy-menu' | 'sold-out';
/** The kit's `useUrlDialog` options for this remote's `?dialog=…&record=…` (module-level: stable between renders). */
export const MENU_DIALOG = { param: DIALOG_PARAM, keys: [DIALOG_RECORD_PARAM] } as const;
/** The record a dialog is about (`&record=`), or undefined. */
export const dialogRecord = (params: Readonly<Record<string, string>>): string | undefined => params[DIALOG_RECORD_PARAM];
