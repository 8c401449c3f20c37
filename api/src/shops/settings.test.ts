import fc from 'fast-check';
import {
  changedAdminOnlyPaths,
  deepMerge,
  getPath,
  isPlainObject,
  jsonEqual,
  type ShopSettings,
  withSettingsDefaults,
} from './settings';

const jsonLeaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }));
const jsonDoc = fc.letrec((tie) => ({
  doc: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof({ depthSize: 'small' }, jsonLeaf, tie('doc')), { maxKeys: 4 }),
})).doc as fc.Arbitrary<Record<string, unknown>>;

/** Every leaf path of a document (arrays are leaves: they replace, never merge; `{}` has no leaves). */
function leaves(value: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]) =>
    isPlainObject(child) ? leaves(child, `${prefix}${key}.`) : [[`${prefix}${key}`, child] as [string, unknown]],
  );
}

describe('deepMerge', () => {
  test('every leaf of the patch ends up in the result', () => {
    fc.assert(
      fc.property(jsonDoc, jsonDoc, (base, patch) => {
        const merged = deepMerge(base, patch);
        for (const [path, value] of leaves(patch)) expect(jsonEqual(getPath(merged, path), value)).toBe(true);
      }),
    );
  });

  test('what the patch does not mention stays as it was', () => {
    fc.assert(
      fc.property(jsonDoc, jsonDoc, (base, patch) => {
        const merged = deepMerge(base, patch);
        for (const [path, value] of leaves(base)) {
          const touched = path
            .split('.')
            .some((_, index, parts) => getPath(patch, parts.slice(0, index + 1).join('.')) !== undefined);
          if (!touched) expect(jsonEqual(getPath(merged, path), value)).toBe(true);
        }
      }),
    );
  });

  test('inputs are never mutated, and merging a patch twice changes nothing more', () => {
    fc.assert(
      fc.property(jsonDoc, jsonDoc, (base, patch) => {
        const baseCopy = structuredClone(base);
        const patchCopy = structuredClone(patch);
        const once = deepMerge(base, patch);
        expect(base).toEqual(baseCopy);
        expect(patch).toEqual(patchCopy);
        expect(jsonEqual(deepMerge(once, patch), once)).toBe(true);
      }),
    );
  });

  test('arrays replace, undefined leaves alone, prototype keys are ignored', () => {
    const merged = deepMerge({ list: [1, 2, 3], keep: 'x', nested: { a: 1 } }, { list: [9], keep: undefined, nested: { b: 2 } });
    expect(merged).toEqual({ list: [9], keep: 'x', nested: { a: 1, b: 2 } });
    const hostile = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const result = deepMerge({}, hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(result)).toEqual([]);
  });
});

describe('admin-only fields', () => {
  const before: ShopSettings = withSettingsDefaults({ customerSurcharge: { enabled: false, percent: 0, platforms: [] } });

  test('changing one is detected; sending the same value is not a change', () => {
    expect(changedAdminOnlyPaths(before, deepMerge(before, { orderingPreferences: { feePercent: 10 } }))).toEqual([
      'orderingPreferences.feePercent',
    ]);
    expect(
      changedAdminOnlyPaths(before, deepMerge(before, { orderingPreferences: { feePercent: 15, autoAccept: true } })),
    ).toEqual([]);
    expect(changedAdminOnlyPaths(before, deepMerge(before, { customerSurcharge: { percent: 2 } }))).toEqual([
      'customerSurcharge',
    ]);
    expect(changedAdminOnlyPaths(before, deepMerge(before, { pickup: { displayPlatforms: ['kiosk'] } }))).toEqual([
      'pickup.displayPlatforms',
    ]);
    expect(changedAdminOnlyPaths(before, deepMerge(before, { pickup: { enabled: true } }))).toEqual([]);
  });

  test('defaults fill in preparation time and fee without overriding stored values', () => {
    expect(withSettingsDefaults({}).orderingPreferences).toEqual({ preparationTime: 5, feePercent: 15 });
    expect(withSettingsDefaults({ orderingPreferences: { feePercent: 12 } }).orderingPreferences).toEqual({
      preparationTime: 5,
      feePercent: 12,
    });
  });

  test('spec 001 §9 data defaults: tab order life span 90 minutes, dine-in preparation time 15; stored values win', () => {
    const defaults = withSettingsDefaults({});
    expect(defaults.tabSettings).toEqual({ orderLifeSpan: 90 });
    expect(defaults.dineIn).toEqual({ preparationTime: 15 });
    const stored = withSettingsDefaults({ tabSettings: { enabled: true, orderLifeSpan: 30 }, dineIn: { preparationTime: 8 } });
    expect(stored.tabSettings).toEqual({ enabled: true, orderLifeSpan: 30 });
    expect(stored.dineIn).toEqual({ preparationTime: 8 });
  });
});
