import type { ProductReportRow } from '@backoffice/contracts';
import { rankProducts } from './product-ranking';

const product = (id: string | null, name: string, count: number, total: number): ProductReportRow => ({
  _id: { product: { _id: id, name } },
  count,
  total,
});

it('ranks by quantity, then value, then name, and totals the footer', () => {
  const ranking = rankProducts([
    product('p1', 'Flat white', 12, 6000),
    product('p2', 'Long black', 30, 13500),
    product('p3', 'Mocha', 12, 7200),
    product(null, 'Old muffin', 12, 7200),
  ]);
  expect(ranking.rows.map((r) => [r.rank, r.name, r.quantity, r.total])).toEqual([
    [1, 'Long black', 30, 13500],
    [2, 'Mocha', 12, 7200],
    [3, 'Old muffin', 12, 7200],
    [4, 'Flat white', 12, 6000],
  ]);
  expect(ranking.rows[2]?.key).toBe('name:Old muffin');
  expect(ranking.quantity).toBe(66);
  expect(ranking.total).toBe(33900);
});

it('an empty report has no rows and zero totals', () => {
  expect(rankProducts([])).toEqual({ rows: [], quantity: 0, total: 0 });
});
