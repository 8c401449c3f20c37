import { deleteShop } from '@backoffice/api-client';
import { MESSAGES, type Shop, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { ConfirmDeleteDialog } from '@backoffice/ui';

export interface ShopDialogProps {
  shop: Shop;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Shop delete (spec 001 §5): the kit's typed confirmation — Delete stays disabled until the box has text and goes
 * ahead only on exactly 'confirm delete' — then 'Shop delete successful'.
 */
export function DeleteShopDialog({ shop, open, onClose, onDone }: ShopDialogProps) {
  async function confirm() {
    try {
      await deleteShop(shop._id);
      topics.toast.emit({ status: 'success', title: MESSAGES.shopDeleteSuccessful, duration: SUCCESS_TOAST_MS });
      onDone();
    } catch {
      // toasted; the dialog stays open
    }
  }
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Delete shop"
      name={shop.name.normal}
      typedConfirmation
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
