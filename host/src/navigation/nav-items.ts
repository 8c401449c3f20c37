import { type Permission, ROUTES } from '@backoffice/contracts';
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
  /** What the shop role needs to see the area (contracts' permission table; staff → Orders, Customers, Menu). */
  permission: Permission;
}

/** Spec 000 §2 "Side navigation": the ten areas, in this order. Paths come from the shared route table. */
export const NAV_ITEMS: readonly NavArea[] = [
  { label: 'Dashboard', to: ROUTES.dashboard, icon: LayoutDashboard, permission: 'reports.view' },
  { label: 'Customers', to: ROUTES.customers, icon: Users, permission: 'customers.view' },
  { label: 'Menu', to: ROUTES.menu, icon: UtensilsCrossed, permission: 'menu.availability' },
  { label: 'Embed Store', to: ROUTES.embedStore, icon: Store, permission: 'settings.edit' },
  { label: 'Kiosks', to: ROUTES.kiosks, icon: TabletSmartphone, permission: 'settings.edit' },
  { label: 'Orders', to: ROUTES.orders, icon: ReceiptText, permission: 'orders.view' },
  { label: 'Voucher Manager', to: ROUTES.promoCodes, icon: TicketPercent, permission: 'menu.edit' },
  { label: 'Reports', to: ROUTES.reports, icon: ChartColumn, permission: 'reports.view' },
  { label: 'Integrations', to: ROUTES.integrations, icon: Plug, permission: 'settings.edit' },
  { label: 'Settings', to: ROUTES.settings, icon: Settings, permission: 'settings.edit' },
];

/** The user dropdown's links (spec 000 §2); the admin ones only for admins (the API enforces the rest). */
export const ACCOUNT_LINK: NavItem = { label: 'My Account', to: ROUTES.myAccount };
export const ADMIN_LINKS: readonly NavItem[] = [
  { label: 'All Users', to: ROUTES.adminUsers },
  { label: 'All Shops', to: ROUTES.adminShops },
];
