import { Alert, Button } from '@backoffice/ui/chakra';

/**
 * On every page while this device's sound is on but the browser will not play it yet (after a reload, autoplay
 * policy): says so, with the one click that turns it back on.
 */
export function SoundBanner({ onTurnOn }: { onTurnOn: () => void }) {
  return (
    <Alert.Root status="warning" data-testid="sound-banner" alignItems="center" borderRadius="0">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>New orders cannot chime on this device yet</Alert.Title>
        <Alert.Description>After a reload the browser needs a click on the page before it plays sound.</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="orange" onClick={onTurnOn}>
        Turn sound back on
      </Button>
    </Alert.Root>
  );
}
