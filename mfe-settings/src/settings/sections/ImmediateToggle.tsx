import type { ShopUpdate } from '@backoffice/contracts';
import { Button, Stack } from '@backoffice/ui';
import type { ComponentProps } from 'react';
import { SectionForm } from '../form/fields';
import { useShopSave } from '../form/useShopSave';

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
  const { save, busy } = useShopSave();
  return (
    <Button
      alignSelf="flex-start"
      variant={enabled ? 'outline' : 'solid'}
      colorPalette={enabled ? 'red' : 'green'}
      loading={busy}
      // a refusal was the api-client's one toast; the button stays as it was
      onClick={() => save(shopInfo(!enabled)).catch(() => undefined)}
    >
      {enabled ? disableLabel : enableLabel}
    </Button>
  );
}

/** The groups whose `enabled` flag an immediate toggle saves. */
type ToggledGroup = 'delivery' | 'pickup' | 'dineIn' | 'tabSettings' | 'buzzerOrTag';

/**
 * A section with an immediate-save toggle over its form (delivery, pickup, dine-in, tab, buzzer): "Enable {name}" /
 * "Disable {name}" saves `{ [group]: { enabled } }` at once; the form below saves the rest with Save.
 */
export function ToggledSectionForm({
  toggle: { name, group, enabled },
  ...form
}: ComponentProps<typeof SectionForm> & { toggle: { name: string; group: ToggledGroup; enabled: boolean | undefined } }) {
  return (
    <Stack gap="4">
      <ImmediateToggle
        enabled={enabled === true}
        enableLabel={`Enable ${name}`}
        disableLabel={`Disable ${name}`}
        shopInfo={(on) => ({ [group]: { enabled: on } })}
      />
      <SectionForm {...form} />
    </Stack>
  );
}
