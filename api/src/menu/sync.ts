import type { OptionSetRow, StoredProductOption } from './repo';

/**
 * Sync products (ours; spec 001 §7 names the call only): the product gets every option set of its category, in
 * the category's order. Values it already had keep their selected/default flags; values and sets new to it come in
 * selected and not default; sets and values that no longer exist drop out.
 */
export function syncedProductOptions(
  current: readonly StoredProductOption[],
  sets: readonly OptionSetRow[],
): StoredProductOption[] {
  const had = new Map(current.map((option) => [option._id, new Map(option.values.map((value) => [value._id, value]))]));
  return sets.map((set) => {
    const flags = had.get(set.id);
    return {
      _id: set.id,
      values: (set.values ?? []).map((value) => {
        const flag = flags?.get(value._id);
        return flag
          ? { _id: value._id, selected: flag.selected === true, default: flag.default === true }
          : { _id: value._id, selected: true, default: false };
      }),
    };
  });
}
