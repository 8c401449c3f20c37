import { useAuth } from '@backoffice/api-client';
import { DEVICE_LOCATION_MESSAGES, type DeviceLocation, formatVenueDateTime, type Shop } from '@backoffice/contracts';
import { Alert, Box, Button, Heading, Stack, Text } from '@backoffice/ui';
import { useId, useState } from 'react';
import { useDeviceLocationSharing } from './useDeviceLocationSharing';

function ownerIdOf(shop: Shop): string {
  return typeof shop.owner === 'string' ? shop.owner : shop.owner._id;
}

/** "-36.84850, 174.76330 (± 12 m)": five decimals is about a metre, enough to find a truck. */
function describePosition(location: DeviceLocation): string {
  const where = `${location.latitude.toFixed(5)}, ${location.longitude.toFixed(5)}`;
  return location.accuracy === null ? where : `${where} (± ${Math.round(location.accuracy)} m)`;
}

/**
 * A dynamic shop's position follows its owner's device (spec 000 §2, "for vans and trucks"). Shown under the
 * location form once the shop is saved as dynamic. Nothing is read before the owner presses Share: that press is
 * their consent (and the browser asks its own permission). While sharing, the page keeps the position current.
 */
export function DeviceLocationPanel({ shop }: { shop: Shop }) {
  const headingId = useId();
  const userId = useAuth()?.userId;
  const [latest, setLatest] = useState<DeviceLocation | null>(shop.deviceLocation ?? null);
  const { state, start, stop } = useDeviceLocationSharing(shop._id, setLatest);
  const isOwner = userId !== undefined && userId === ownerIdOf(shop);
  const active = state.status === 'locating' || state.status === 'sharing';

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
        ) : (
          <>
            <Text color="fg.muted">
              Share this device’s location to show the shop where you are. It is updated while this page stays open.
            </Text>
            <Box role="status" aria-live="polite">
              {state.status === 'locating' && <Text>Finding this device’s location…</Text>}
              {state.status === 'sharing' && <Text>Sharing this device’s location.</Text>}
            </Box>
            {state.status === 'error' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{state.message}</Alert.Title>
              </Alert.Root>
            )}
            <Box>
              {active ? (
                <Button type="button" variant="outline" onClick={stop}>
                  Stop sharing
                </Button>
              ) : (
                <Button type="button" onClick={start}>
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
