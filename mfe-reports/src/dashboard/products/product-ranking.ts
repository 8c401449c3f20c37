import type { ProductReportRow } from '@backoffice/contracts';

export interface RankedProduct {
  rank: number;
  /** The product id, or its name for a product since deleted (the API groups those by name). */
  key: string;
  name: string;
  quantity: number;
  /** cents */
  total: number;
}

export interface ProductRanking {
  rows: RankedProduct[];
  quantity: number;
  /** The total-value footer (spec 000 §2), cents. */
  total: number;
}

/** Most sold first: by quantity, then value, then name; ranks 1, 2, 3… */
export function rankProducts(rows: readonly ProductReportRow[]): ProductRanking {
  const ranked = rows
    .map((row) => ({
      key: row._id.product._id ?? `name:${row._id.product.name}`,
      name: row._id.product.name,
      quantity: row.count,
      total: row.total,
    }))
    .sort((a, b) => b.quantity - a.quantity || b.total - a.total || a.name.localeCompare(b.name))
    .map((row, index) => ({ rank: index + 1, ...row }));
  return {
    rows: ranked,
    quantity: ranked.reduce((sum, row) => sum + row.quantity, 0),
    total: ranked.reduce((sum, row) => sum + row.total, 0),
  };
}
