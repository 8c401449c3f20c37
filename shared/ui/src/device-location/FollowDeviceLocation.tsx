import { DEVICE_LOCATION_CONSENT, type Shop } from '@backoffice/contracts';
import { Alert, Box, Button, HStack } from '@backoffice/ui/chakra';
import { useFollowDeviceLocation } from './follow-device';

/**
 * Mounted once by the host shell while the signed-in user owns the current shop and its location is dynamic
 * (contracts' `followsOwnerDevice`): the shop then follows this device on every back-office page, not only on
 * the settings screen. Draws only what needs the owner: the one-time consent question, and an error with Try again.
 * Sharing itself is silent (settings' Device location panel shows it, and its controls stop/start it).
 */
export function FollowDeviceLocation({ shop }: { shop: Shop }) {
  const { state, answer } = useFollowDeviceLocation(shop._id, shop.deviceLocation ?? null);
  if (state.status === 'consent-needed') {
    return (
      <Box px="4" pt="4">
        <Alert.Root status="info" role="region" aria-label={DEVICE_LOCATION_CONSENT.title}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{DEVICE_LOCATION_CONSENT.title}</Alert.Title>
            <Alert.Description>{DEVICE_LOCATION_CONSENT.body(shop.name.normal)}</Alert.Description>
            <HStack gap="2" mt="2">
              <Button size="sm" onClick={() => answer('granted')}>
                {DEVICE_LOCATION_CONSENT.share}
              </Button>
              <Button size="sm" variant="outline" onClick={() => answer('declined')}>
                {DEVICE_LOCATION_CONSENT.decline}
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Box px="4" pt="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.message}</Alert.Title>
            <HStack gap="2" mt="2">
              <Button size="sm" onClick={() => answer('granted')}>
                {DEVICE_LOCATION_CONSENT.retry}
              </Button>
              <Button size="sm" variant="outline" onClick={() => answer('declined')}>
                Stop sharing
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      </Box>
    );
  }
  return null;
}
