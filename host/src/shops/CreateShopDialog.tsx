import { useCurrentUser } from '@backoffice/api-client';
import { Button, Dialog, Field, Input, Portal } from '@backoffice/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FieldError } from '../forms/error-text';
import { createVenue } from './create-venue';

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
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      // Spec 000 §7: shopInfo carries name.normal and contact.email; the owner's e-mail is the obvious contact.
      await createVenue({ name: { normal: trimmed }, ...(user ? { contact: { email: user.profile.email } } : {}) });
      onClose();
    } catch {
      // Not created: the api client already showed the server's message; the name stays for another try.
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
        setInvalid(false);
      }}
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Add New Shop</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={invalid} required>
                  <Field.Label>Shop Name</Field.Label>
                  <Input
                    ref={inputRef}
                    name="shopName"
                    value={name}
                    onChange={(e) => {
                      setName(e.target.value);
                      if (invalid && e.target.value.trim()) setInvalid(false);
                    }}
                    autoComplete="off"
                  />
                  <FieldError>Please enter a shop name.</FieldError>
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
