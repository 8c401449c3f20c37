import { useAuth } from '@backoffice/api-client';
import {
  DEVICE_LOCATION_MESSAGES,
  type DeviceLocation,
  followsOwnerDevice,
  formatVenueDateTime,
  type Shop,
} from '@backoffice/contracts';
import { Alert, Box, Button, Heading, Stack, Text, useDeviceLocationStatus } from '@backoffice/ui';
import { useId } from 'react';

/** "-36.84850, 174.76330 (± 12 m)": five decimals is about a metre, enough to find a truck. */
function describePosition(location: DeviceLocation): string {
  const where = `${location.latitude.toFixed(5)}, ${location.longitude.toFixed(5)}`;
  return location.accuracy === null ? where : `${where} (± ${Math.round(location.accuracy)} m)`;
}

/**
 * A dynamic shop's position follows its owner's device (spec 000 §2, "for vans and trucks"). The following itself
 * is the host shell's (shared/ui useFollowDeviceLocation, on every page while the owner is signed in); this panel
 * shows its state from the bus and holds its controls: Share (this device's consent, kept) and Stop sharing.
 */
export function DeviceLocationPanel({ shop }: { shop: Shop }) {
  const headingId = useId();
  const userId = useAuth()?.userId;
  const { state, request } = useDeviceLocationStatus(shop._id);
  const latest = state?.last ?? shop.deviceLocation ?? null;
  const isOwner = followsOwnerDevice(shop, userId);
  const active = state?.status === 'locating' || state?.status === 'sharing';

  return (
    <Box as="section" aria-labelledby={headingId} data-testid="device-location" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3" maxW="2xl">
        <Heading as="h3" size="sm" id={headingId}>
          Device location
        </Heading>
        <Text>
          {latest
            ? `Last updated ${formatVenueDateTime(latest.updatedAt)} at ${describePosition(latest)}`
            : 'No device location shared yet.'}
        </Text>
        {!isOwner ? (
          <Text color="fg.muted">{DEVICE_LOCATION_MESSAGES.ownerOnly}</Text>
        ) : !state ? (
          // no follower for this shop on this page (a host older than this remote, or the remote run alone)
          <Text color="fg.muted">{DEVICE_LOCATION_MESSAGES.noFollower}</Text>
        ) : (
          <>
            <Text color="fg.muted">
              Share this device’s location to show the shop where you are. It keeps following this device on every back-office
              page while you are signed in.
            </Text>
            <Box role="status" aria-live="polite">
              {state.status === 'locating' && <Text>Finding this device’s location…</Text>}
              {state.status === 'sharing' && <Text>Sharing this device’s location.</Text>}
              {state.status === 'declined' && <Text>Not shared from this device.</Text>}
            </Box>
            {state.status === 'error' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{state.message}</Alert.Title>
              </Alert.Root>
            )}
            <Box>
              {active ? (
                <Button type="button" variant="outline" onClick={() => request('stop')}>
                  Stop sharing
                </Button>
              ) : (
                <Button type="button" onClick={() => request('start')}>
                  {state.status === 'error' ? 'Try again' : 'Share this device’s location'}
                </Button>
              )}
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
