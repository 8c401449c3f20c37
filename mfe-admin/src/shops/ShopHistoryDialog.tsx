import type { Shop } from '@backoffice/contracts';
import { Button, CloseButton, Dialog, Portal } from '@backoffice/ui';
import { AuditLog } from '../audit/AuditLog';

/** The venue's admin history (deletes, transfers, payment locations), readable from the shop list. */
export function ShopHistoryDialog({ shop, open, onClose }: { shop: Shop; open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', sm: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{shop.name.normal}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <AuditLog subject={{ shopId: shop._id }} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
