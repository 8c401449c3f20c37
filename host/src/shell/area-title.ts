import { useCurrentShop } from '@backoffice/api-client';
import { ROUTES } from '@backoffice/contracts';
import { useLocation } from '@backoffice/ui/router';
import { useEffect } from 'react';
import { ADMIN_LINKS, NAV_ITEMS } from '../navigation/nav-items';
import { APP_TITLE } from './use-page-title';

const underPath = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** Venue pages outside the side navigation (spec 001 §2: Table Ordering, also reached from Settings). */
const OTHER_VENUE_PAGES = [{ label: 'Table Ordering', to: ROUTES.tableOrdering }] as const;

/**
 * The tab's title for an area page: "Orders · Harbourside Espresso Bar" — the area, then the venue it is about, so a
 * merchant with several tabs (or several venues) tells them apart. Admin areas are not about one venue. Null for
 * the host's own pages, which title themselves (usePageTitle).
 */
export function areaTitle(pathname: string, shopName: string | undefined): string | null {
  const admin = ADMIN_LINKS.find((link) => underPath(pathname, link.to));
  if (admin) return `${admin.label} · ${APP_TITLE}`;
  const area = [...NAV_ITEMS, ...OTHER_VENUE_PAGES].find((item) => underPath(pathname, item.to));
  if (!area) return null;
  return `${area.label} · ${shopName ?? APP_TITLE}`;
}

/** Keeps the tab's title on the area and venue shown (the live-orders count, if any, goes in front of it). */
export function useAreaTitle(): void {
  const { pathname } = useLocation();
  const shopName = useCurrentShop()?.shop?.name.normal;
  useEffect(() => {
    const title = areaTitle(pathname, shopName);
    if (title) document.title = title;
  }, [pathname, shopName]);
}
