import { createShop, useCurrentUser } from '@backoffice/api-client';
import { Button, Dialog, Field, Input, Portal } from '@backoffice/ui';
import { type FormEvent, useRef, useState } from 'react';
import { handleSessionError, rememberShopInList, selectShop } from '../session/session';

interface CreateShopDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 000 §2 "Create shop modal": Shop Name and Create. Spec §5: the name must be non-empty after trimming,
 * otherwise focus returns to the field and nothing is submitted. The new shop becomes the current one.
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
    setBusy(true);
    try {
      // Spec 000 §7: shopInfo carries name.normal and contact.email; the owner's e-mail is the obvious contact.
      const shop = await createShop({ name: { normal: trimmed }, ...(user ? { contact: { email: user.profile.email } } : {}) });
      rememberShopInList(shop);
      onClose();
      await selectShop(shop._id);
    } catch (error) {
      // The api client already showed the server's message as a toast.
      handleSessionError(error);
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
                  <Field.ErrorText>Please enter a shop name.</Field.ErrorText>
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
