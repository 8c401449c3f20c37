import { filterShopsByName } from './filter-shops';

const shops = [{ name: { normal: 'Harbour Coffee' } }, { name: { normal: 'Taco Truck' } }, { name: { normal: 'coffee cart' } }];

describe('filterShopsByName', () => {
  it.each<[string, string[]]>([
    ['', ['Harbour Coffee', 'Taco Truck', 'coffee cart']],
    ['   ', ['Harbour Coffee', 'Taco Truck', 'coffee cart']],
    ['coffee', ['Harbour Coffee', 'coffee cart']],
    [' TRUCK ', ['Taco Truck']],
    ['pizza', []],
  ])('%j', (query, expected) => {
    expect(filterShopsByName(shops, query).map((s) => s.name.normal)).toEqual(expected);
  });
});
