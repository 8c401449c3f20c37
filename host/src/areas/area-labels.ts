import type { RemoteName } from '@backoffice/contracts';

/** How the "could not load" panel and the loading note name each area, in the merchant's words. */
export const AREA_LABELS: Record<RemoteName, string> = {
  reports: 'Dashboard and Reports',
  orders: 'Orders and Customers',
  menu: 'Menu and Voucher Manager',
  settings: 'Settings and Integrations',
  embedEditor: 'Embed Store and Kiosks',
  admin: 'Administration',
};
