import { useAuth, useCurrentShop } from '@backoffice/api-client';
import { followsOwnerDevice } from '@backoffice/contracts';
import { lazy, Suspense } from 'react';

// Only a dynamic shop's owner needs the follower: its own chunk, so nobody else downloads it (the signed-in page weight in `pnpm bench`).
const FollowDeviceLocation = lazy(() =>
  import(/* webpackChunkName: "device-location" */ './follow-device-location').then((m) => ({
    default: m.FollowDeviceLocation,
  })),
);

/**
 * One device-location follower for the whole signed-in shell: while the signed-in user owns the current shop and
 * its location is dynamic, the shop follows this device whichever page is open (shared/ui FollowDeviceLocation,
 * logic in shared/ui device-location/follow-device.ts). Keyed by shop: another shop starts from its own consent.
 */
export function DeviceFollower() {
  const userId = useAuth()?.userId;
  const shop = useCurrentShop()?.shop;
  if (!shop || !followsOwnerDevice(shop, userId)) return null;
  return (
    <Suspense fallback={null}>
      <FollowDeviceLocation key={shop._id} shop={shop} />
    </Suspense>
  );
}
