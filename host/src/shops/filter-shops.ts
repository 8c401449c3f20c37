/** "Search venues by name" (spec 000 §2): case-insensitive, ignores surrounding spaces; empty shows all. */
export function filterShopsByName<S extends { name: { normal: string } }>(shops: readonly S[], query: string): S[] {
  const needle = query.trim().toLocaleLowerCase('en-AU');
  if (!needle) return [...shops];
  return shops.filter((shop) => shop.name.normal.toLocaleLowerCase('en-AU').includes(needle));
}
