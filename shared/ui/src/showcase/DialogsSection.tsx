import { kioskNameForm } from '@backoffice/contracts';
import { useState } from 'react';
import { Button, ConfirmDeleteDialog, ConfirmDialog, HStack, PromptDialog, useUrlDialog } from '../index';
import { Said, Section } from './kit-parts';

/** The open dialog is in the URL (`?dialog=`), as on every screen (ARCHITECTURE: every open dialog in the URL). */
const DIALOGS = ['delete', 'delete-warning', 'delete-typed', 'confirm', 'prompt'] as const;
type KitDialog = (typeof DIALOGS)[number];

export function Dialogs() {
  // the kit's dialog-in-the-URL hook: open pushes a history entry (Back closes), close replaces it
  const dialog = useUrlDialog<KitDialog>({ actions: DIALOGS, param: 'dialog', keys: [] });
  const open = dialog.action;
  const [said, setSaid] = useState('Nothing confirmed yet.');
  const show = (next: KitDialog | null) => (next ? dialog.open(next) : dialog.close());
  const done = (text: string) => {
    setSaid(text);
    show(null);
  };
  return (
    <Section title="Dialogs" id="kit-dialogs">
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => show('delete')}>
          Delete a record
        </Button>
        <Button variant="outline" onClick={() => show('delete-warning')}>
          Delete with a warning
        </Button>
        <Button variant="outline" onClick={() => show('delete-typed')}>
          Delete a shop (typed)
        </Button>
        <Button variant="outline" onClick={() => show('confirm')}>
          Confirm an action
        </Button>
        <Button variant="outline" onClick={() => show('prompt')}>
          Ask for a name
        </Button>
      </HStack>
      <Said testId="kit-dialog-result">{said}</Said>
      <ConfirmDeleteDialog
        open={open === 'delete'}
        name="Flat White"
        onConfirm={() => done('Deleted "Flat White".')}
        onClose={() => show(null)}
      />
      <ConfirmDeleteDialog
        open={open === 'delete-warning'}
        name="SUMMER10"
        warning="Removing a promo code does not remove discounts already applied to orders."
        onConfirm={() => done('Deleted "SUMMER10".')}
        onClose={() => show(null)}
      />
      <ConfirmDeleteDialog
        open={open === 'delete-typed'}
        name="Harbour Cafe"
        typedConfirmation
        onConfirm={() => done('Deleted "Harbour Cafe" after the typed confirmation.')}
        onClose={() => show(null)}
      />
      <ConfirmDialog
        open={open === 'confirm'}
        title="Copy menu"
        description="Copy the whole menu from another venue? Categories with the same name are merged."
        confirmLabel="Copy"
        onConfirm={() => done('Confirmed "Copy menu".')}
        onClose={() => show(null)}
      />
      <PromptDialog
        open={open === 'prompt'}
        title="Kiosk name"
        label="Name"
        // the real Add Kiosk prompt's schema (its route's rule), as every caller passes its own
        schema={kioskNameForm}
        path="name"
        onSubmit={(name) => done(`Named the kiosk "${name}".`)}
        onClose={() => show(null)}
      />
    </Section>
  );
}
