/**
 * Spec 000 §2 "Shop selection modal": a stored id that matches one of the user's shops is reused; otherwise
 * (no stored id, or a stale one from another account) the first shop is chosen. No shops → null (onboarding).
 */
export function chooseShopId(shops: ReadonlyArray<{ _id: string }>, storedShopId: string | null): string | null {
  if (storedShopId && shops.some((shop) => shop._id === storedShopId)) return storedShopId;
  return shops[0]?._id ?? null;
}
