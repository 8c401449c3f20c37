import { ROUTES } from '@backoffice/contracts';

export interface NavItem {
  label: string;
  to: string;
}

/** Spec 000 §2 "Side navigation": the ten areas, in this order. Paths come from the shared route table. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: ROUTES.dashboard },
  { label: 'Customers', to: ROUTES.customers },
  { label: 'Menu', to: ROUTES.menu },
  { label: 'Embed Store', to: ROUTES.embedStore },
  { label: 'Kiosks', to: ROUTES.kiosks },
  { label: 'Orders', to: ROUTES.orders },
  { label: 'Voucher Manager', to: ROUTES.promoCodes },
  { label: 'Reports', to: ROUTES.reports },
  { label: 'Integrations', to: ROUTES.integrations },
  { label: 'Settings', to: ROUTES.settings },
];

/** The user dropdown's links (spec 000 §2); the admin ones only for admins (the API enforces the rest). */
export const ACCOUNT_LINK: NavItem = { label: 'My Account', to: ROUTES.myAccount };
export const ADMIN_LINKS: readonly NavItem[] = [
  { label: 'All Users', to: ROUTES.adminUsers },
  { label: 'All Shops', to: ROUTES.adminShops },
];
