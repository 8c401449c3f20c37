/** A stored product as the API answers it — the record the menu's page tests start from (override what a test needs). */
export const aProduct = (extra: object = {}) => ({
  _id: 'p1',
  shop: 's1',
  name: 'Flat white',
  description: 'Hot',
  excerpt: 'Hot',
  category: 'c1',
  enabled: true,
  price: 450,
  stock: -1,
  displayOrder: 0,
  options: [],
  upsell: [],
  ...extra,
});
