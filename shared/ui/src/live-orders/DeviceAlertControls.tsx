import { useCurrentShop } from '@backoffice/api-client';
import { Alert, Badge, Button, HStack, Stack, Text } from '@backoffice/ui/chakra';
import { useLiveOrdersState, useOrderAlerts } from './live-orders-status';

const PUSH_HINTS: Partial<Record<string, string>> = {
  unsupported: 'This browser cannot show notifications for new orders.',
  denied: 'Notifications are blocked for this site in the browser’s settings.',
};

/**
 * This device's switches, named apart from the shop's "Accepting orders" (which every device and customer sees):
 * "Sound and screen on this device" (the chime and a screen kept awake) and "Allow notifications on this device"
 * (Web Push, heard with no back-office tab open). Both act through the host's live piece (shared/ui LiveOrders).
 */
export function DeviceAlertControls() {
  const shop = useCurrentShop();
  const { state, request } = useOrderAlerts();
  const live = useLiveOrdersState(shop?.shopId);
  const armed = state?.armed ?? false;
  const push = state?.push ?? 'unsupported';
  const shopPushOn = shop?.shop?.notificationSettings?.newOrder?.pushNotification === true;
  return (
    <Stack gap="2" w="full" data-testid="device-alerts">
      <HStack gap="2" wrap="wrap" role="group" aria-label="This device">
        <Button
          size="sm"
          role="switch"
          aria-checked={armed}
          colorPalette={armed ? 'green' : 'gray'}
          variant={armed ? 'solid' : 'outline'}
          disabled={!state}
          onClick={() => request(armed ? 'disarm' : 'arm')}
        >
          Sound and screen on this device
        </Button>
        <Button
          size="sm"
          role="switch"
          aria-checked={push === 'on'}
          colorPalette={push === 'on' ? 'green' : 'gray'}
          variant={push === 'on' ? 'solid' : 'outline'}
          disabled={!state || push === 'unsupported' || push === 'denied' || push === 'working'}
          onClick={() => request(push === 'on' ? 'push-off' : 'push-on')}
        >
          Allow notifications on this device
        </Button>
        <Badge colorPalette={state?.soundOn ? 'green' : 'red'} data-testid="badge-sound">
          {state?.soundOn ? 'Sound on' : state?.soundBlocked ? 'Sound blocked' : 'Sound off'}
        </Badge>
        <Badge colorPalette={state?.wake === 'held' ? 'green' : 'orange'} data-testid="badge-awake">
          {state?.wake === 'held' ? 'Screen awake' : state?.wake === 'unsupported' ? 'Screen may sleep' : 'Screen not kept awake'}
        </Badge>
        <Badge colorPalette={live?.connection === 'connected' ? 'green' : 'red'} data-testid="badge-connected">
          {live?.connection === 'connected' ? 'Connected' : live?.connection === 'lost' ? 'Disconnected' : 'Connecting'}
        </Badge>
      </HStack>
      {PUSH_HINTS[push] && (
        <Text fontSize="sm" color="fg.muted">
          {PUSH_HINTS[push]}
        </Text>
      )}
      {push === 'on' && shop?.shop && !shopPushOn && (
        <Text fontSize="sm" color="fg.muted" data-testid="push-setting-off">
          The shop’s “New-order push notification” is off (Settings → Notifications): this device is not notified until it is on.
        </Text>
      )}
      {live?.connection === 'lost' && (
        <Alert.Root status="warning" data-testid="connection-banner">
          <Alert.Indicator />
          <Alert.Title>Connection lost — retrying</Alert.Title>
        </Alert.Root>
      )}
      {state && !armed && (
        <Alert.Root status="info" data-testid="arm-banner">
          <Alert.Indicator />
          <Alert.Title>New orders will not chime on this device until you turn on “Sound and screen on this device”.</Alert.Title>
        </Alert.Root>
      )}
      {armed && state?.wake !== 'held' && (
        <Alert.Root status="warning" data-testid="wake-banner">
          <Alert.Indicator />
          <Alert.Title>
            {state?.wake === 'unsupported'
              ? 'This browser cannot keep the screen awake: set the device never to sleep while taking orders.'
              : 'The screen is not being kept awake: keep the device awake while taking orders.'}
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
