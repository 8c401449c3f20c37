import type { ShopUpdate } from '@backoffice/contracts';
import { Button } from '@backoffice/ui';
import { useSectionSave } from '../form/useSectionSave';

/**
 * The enable/disable buttons that save at once (spec 000 §4: delivery and pickup; 001 §4: dine-in, tab, buzzer).
 * Sends only the flag: the rest of the group stays as stored.
 */
export function ImmediateToggle({
  enabled,
  enableLabel,
  disableLabel,
  shopInfo,
}: {
  enabled: boolean;
  enableLabel: string;
  disableLabel: string;
  shopInfo: (enabled: boolean) => ShopUpdate;
}) {
  const { save, busy } = useSectionSave();
  return (
    <Button
      alignSelf="flex-start"
      variant={enabled ? 'outline' : 'solid'}
      colorPalette={enabled ? 'red' : 'green'}
      loading={busy}
      onClick={() => void save(null, shopInfo(!enabled))}
    >
      {enabled ? disableLabel : enableLabel}
    </Button>
  );
}
