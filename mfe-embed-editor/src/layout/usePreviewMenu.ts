import { apiFetch, useAuth, useCurrentShop } from '@backoffice/api-client';
import useSWR from 'swr';

export interface PreviewProduct {
  name: string;
  description: string;
  price: number;
}
export interface PreviewCategory {
  name: string;
  products: PreviewProduct[];
}

/** Shown until the shop has a menu (or when the menu cannot be read), so the preview is never blank. */
export const SAMPLE_MENU: PreviewCategory[] = [
  {
    name: 'Coffee',
    products: [
      { name: 'Flat white', description: 'Double shot, silky milk', price: 550 },
      { name: 'Long black', description: 'Double shot over hot water', price: 450 },
      { name: 'Mocha', description: 'Chocolate and espresso', price: 600 },
    ],
  },
  { name: 'Food', products: [{ name: 'Bacon butty', description: 'Streaky bacon, relish, brioche', price: 1200 }] },
];

function readMenu(data: unknown): PreviewCategory[] {
  const categories = (data as { categories?: unknown }).categories;
  if (!Array.isArray(categories)) return [];
  return categories.flatMap((category) => {
    const c = category as { name?: unknown; products?: unknown };
    if (typeof c.name !== 'string') return [];
    const products = (Array.isArray(c.products) ? c.products : []).flatMap((product) => {
      const p = product as { name?: unknown; description?: unknown; price?: unknown };
      return typeof p.name === 'string'
        ? [{ name: p.name, description: typeof p.description === 'string' ? p.description : '', price: Number(p.price) || 0 }]
        : [];
    });
    return [{ name: c.name, products }];
  });
}

/**
 * The shop's real menu for the live preview (GET /api/shops/:shopId/categories, spec 001 §7, owned by the menu
 * area). Silent: the preview falls back to a sample menu rather than toasting.
 */
export function usePreviewMenu(): { menu: PreviewCategory[]; isSample: boolean } {
  const auth = useAuth();
  const shopId = useCurrentShop()?.shopId;
  const { data } = useSWR(auth && shopId ? (['preview-menu', shopId, auth.userId] as const) : null, ([, id]) =>
    apiFetch(`/api/shops/${encodeURIComponent(id)}/categories`, {
      silent: true,
      options: { populate: ['products'], sort: 'displayOrder' },
      parse: readMenu,
    }),
  );
  const real = (data ?? []).filter((category) => category.products.length > 0);
  return real.length > 0 ? { menu: real, isSample: false } : { menu: SAMPLE_MENU, isSample: true };
}
