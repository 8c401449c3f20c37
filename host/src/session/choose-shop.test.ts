import { chooseShopId } from './choose-shop';

const shops = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

describe('chooseShopId (spec 000 §2)', () => {
  it.each<[string, ReadonlyArray<{ _id: string }>, string | null, string | null]>([
    ['reuses a stored id that matches a shop', shops, 'b', 'b'],
    ['takes the first shop when nothing is stored', shops, null, 'a'],
    ['takes the first shop when the stored id matches none', shops, 'gone', 'a'],
    ['ignores an empty stored id', shops, '', 'a'],
    ['has nothing to choose without shops', [], 'b', null],
    ['has nothing to choose without shops or a stored id', [], null, null],
  ])('%s', (_name, list, stored, expected) => {
    expect(chooseShopId(list, stored)).toBe(expected);
  });
});
