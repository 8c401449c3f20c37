import { useBusTopic } from '@backoffice/api-client';
import { topics } from '@backoffice/event-bus';
import { Dialog, Portal, Spinner, VStack } from '@backoffice/ui/chakra';

/**
 * The locking overlay of spec 000 §3: while `topics.overlay` holds a title the whole page is blocked (e.g. a
 * shop being created or moved). Built on Chakra's modal dialog, which traps focus and hides the rest of the
 * page from assistive technology; it cannot be dismissed by Escape or a click outside — only by the publisher.
 */
export function LockingOverlay() {
  const overlay = useBusTopic(topics.overlay) ?? null;
  return (
    <Dialog.Root
      open={overlay !== null}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      motionPreset="none"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.700" />
        <Dialog.Positioner>
          <Dialog.Content aria-busy="true" data-testid="locking-overlay" maxW="sm" textAlign="center" py="8">
            <VStack gap="4">
              <Spinner size="lg" color="brand.solid" aria-hidden="true" />
              <Dialog.Title>{overlay?.title}</Dialog.Title>
              {overlay?.description && <Dialog.Description>{overlay.description}</Dialog.Description>}
            </VStack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
