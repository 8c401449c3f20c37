import { useCurrentUser } from '@backoffice/api-client';
import { Button, Dialog, Field, Input, Portal, useFieldErrors } from '@backoffice/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FieldError } from '../forms/error-text';
import { createVenue, VENUE_NAME_API_LABELS } from './create-venue';

/** Spec 000 §5's message. */
const NAME_REQUIRED = 'Please enter a shop name.';

interface CreateShopDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 000 §2 "Create shop modal": Shop Name and Create. Spec §5: the name must be non-empty after trimming,
 * otherwise focus returns to the field and nothing is submitted. The locking overlay shows while it is created
 * (spec 000 §3); the new shop becomes the current one.
 */
export function CreateShopDialog({ open, onClose }: CreateShopDialogProps) {
  const user = useCurrentUser();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show, clear, submit: save } = useFieldErrors(VENUE_NAME_API_LABELS);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      show({ name: NAME_REQUIRED });
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      // Spec 000 §7: shopInfo carries name.normal and contact.email; the owner's e-mail is the obvious contact.
      await save(() => createVenue({ name: { normal: trimmed }, ...(user ? { contact: { email: user.profile.email } } : {}) }));
      onClose();
    } catch {
      // Not created: the server's message is under the name or the one toast; the name stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      onExitComplete={() => {
        setName('');
        show({});
      }}
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form ref={formRef} onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Add New Shop</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={errors.name !== undefined} required>
                  <Field.Label>Shop Name</Field.Label>
                  <Input
                    ref={inputRef}
                    name="shopName"
                    value={name}
                    onChange={(e) => {
                      setName(e.target.value);
                      clear('name');
                    }}
                    autoComplete="off"
                  />
                  <FieldError>{errors.name}</FieldError>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Create
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
