import { ROUTES } from '@backoffice/contracts';
import {
  ChartColumn,
  LayoutDashboard,
  type LucideIcon,
  Plug,
  ReceiptText,
  Settings,
  Store,
  TabletSmartphone,
  TicketPercent,
  UserRoundCog,
  Users,
  UtensilsCrossed,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
}

/** A side-navigation area: its label, path and icon (lucide, imported per icon so only these ten are bundled). */
export interface NavArea extends NavItem {
  icon: LucideIcon;
}

/** Spec 000 §2 "Side navigation": the ten areas, in this order. Paths come from the shared route table. */
export const NAV_ITEMS: readonly NavArea[] = [
  { label: 'Dashboard', to: ROUTES.dashboard, icon: LayoutDashboard },
  { label: 'Customers', to: ROUTES.customers, icon: Users },
  { label: 'Menu', to: ROUTES.menu, icon: UtensilsCrossed },
  { label: 'Embed Store', to: ROUTES.embedStore, icon: Store },
  { label: 'Kiosks', to: ROUTES.kiosks, icon: TabletSmartphone },
  { label: 'Orders', to: ROUTES.orders, icon: ReceiptText },
  { label: 'Voucher Manager', to: ROUTES.promoCodes, icon: TicketPercent },
  { label: 'Reports', to: ROUTES.reports, icon: ChartColumn },
  { label: 'Integrations', to: ROUTES.integrations, icon: Plug },
  { label: 'Settings', to: ROUTES.settings, icon: Settings },
  // Settings → Team (staff accounts per shop): its own page, after the spec's ten areas.
  { label: 'Team', to: ROUTES.team, icon: UserRoundCog },
];

/** The user dropdown's links (spec 000 §2); the admin ones only for admins (the API enforces the rest). */
export const ACCOUNT_LINK: NavItem = { label: 'My Account', to: ROUTES.myAccount };
export const ADMIN_LINKS: readonly NavItem[] = [
  { label: 'All Users', to: ROUTES.adminUsers },
  { label: 'All Shops', to: ROUTES.adminShops },
];
