import { useCurrentUser } from '@backoffice/api-client';
import { shopCreate } from '@backoffice/contracts';
import { Button, Dialog, FormTextField, Portal, SchemaForm, useSchemaForm } from '@backoffice/ui';
import { createVenue, VENUE_NAME_API_LABELS } from './create-venue';

interface CreateShopDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 000 §2 "Create shop modal": Shop Name and Create. Spec §5: the name must be non-empty after trimming,
 * otherwise focus returns to the field and nothing is submitted — checked with the route's own `shopCreate`, so the
 * dialog and POST /api/shops refuse the same names in the same words. A refusal of the name by the server shows
 * under the field too (a form error shows once, under its field); any other is the one toast and the name stays for
 * another try. The locking overlay shows while it is created (spec 000 §3); the new shop becomes the current one.
 */
export function CreateShopDialog({ open, onClose }: CreateShopDialogProps) {
  const user = useCurrentUser();
  const form = useSchemaForm(shopCreate, {
    labels: VENUE_NAME_API_LABELS,
    // Spec 000 §7: shopInfo carries name.normal and contact.email; the owner's e-mail is the obvious contact.
    onSubmit: (shopInfo) =>
      createVenue({ ...shopInfo, ...(user ? { contact: { email: user.profile.email } } : {}) }).then(onClose),
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onExitComplete={() => form.reset()}
      initialFocusEl={() => form.formRef.current?.querySelector('input') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <SchemaForm form={form}>
              <Dialog.Header>
                <Dialog.Title>Add New Shop</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormTextField path="name.normal" label="Shop Name" autoComplete="off" required />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Create
                </Button>
              </Dialog.Footer>
            </SchemaForm>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
