import { PAUSE_LABELS, PAUSE_OPTIONS, type PauseOption, pausedLabel } from '@backoffice/contracts';
import { Button, DeviceAlertControls, Flex, HStack, Text } from '@backoffice/ui';

export interface ShopAcceptingBarProps {
  /** The shop has been read: until then the switch cannot say where it is. */
  loaded: boolean;
  accepting: boolean;
  /** While paused, when the shop takes orders again (ISO). */
  pausedUntil: string | null;
  onToggleAccepting(): void;
  onPause(until: PauseOption): void;
}

/**
 * The screen's status bar: this device's switches (sound and screen, notifications, from shared/ui), in a group apart
 * from the shop's **Accepting orders** switch and its **Pause** choices; while paused, "Paused — resumes at 14:30".
 */
export function ShopAcceptingBar({ loaded, accepting, pausedUntil, onToggleAccepting, onPause }: ShopAcceptingBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="orders-status-bar">
      <DeviceAlertControls />
      <HStack gap="2" wrap="wrap" role="group" aria-label="This shop, on every device">
        <Button
          size="sm"
          variant={accepting ? 'solid' : 'outline'}
          colorPalette={accepting ? 'green' : 'gray'}
          role="switch"
          aria-checked={accepting}
          onClick={onToggleAccepting}
          disabled={!loaded}
        >
          {accepting ? 'Accepting orders' : 'Not accepting orders'}
        </Button>
      </HStack>
      {pausedUntil ? (
        <Text fontWeight="bold" data-testid="pause-label" role="status">
          {pausedLabel(pausedUntil)}
        </Text>
      ) : (
        accepting && (
          <HStack gap="1" role="group" aria-label="Pause until">
            <Text fontSize="sm" aria-hidden="true">
              Pause:
            </Text>
            {PAUSE_OPTIONS.map((option) => (
              <Button
                key={option}
                size="xs"
                variant="outline"
                onClick={() => onPause(option)}
                aria-label={`Pause for ${PAUSE_LABELS[option].toLowerCase()}`}
              >
                {PAUSE_LABELS[option]}
              </Button>
            ))}
          </HStack>
        )
      )}
    </Flex>
  );
}
