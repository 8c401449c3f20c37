import { Box, Button, Dialog, Flex, Portal } from '@backoffice/ui';
import { SHORTCUTS } from './useOrderShortcuts';

/** The keyboard shortcuts' help (`?section=shortcuts`, the ? key or the ? button). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box as="dl">
                {SHORTCUTS.map(([keys, what]) => (
                  <Flex key={keys} gap="4">
                    <Box as="dt" minW="5rem" fontWeight="bold">
                      {keys}
                    </Box>
                    <Box as="dd">{what}</Box>
                  </Flex>
                ))}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
