import { CreateShopDialog } from './CreateShopDialog';
import { ShopSelectionModal } from './ShopSelectionModal';

export type ShopDialogMode = 'closed' | 'select' | 'create';

/** The two shop dialogs, one open at a time: Add New Shop swaps the selection modal for the create dialog. */
export function ShopDialogs({ mode, onModeChange }: { mode: ShopDialogMode; onModeChange: (mode: ShopDialogMode) => void }) {
  return (
    <>
      <ShopSelectionModal
        open={mode === 'select'}
        onClose={() => onModeChange('closed')}
        onAddNew={() => onModeChange('create')}
      />
      <CreateShopDialog open={mode === 'create'} onClose={() => onModeChange('closed')} />
    </>
  );
}
