import { setShopStripeLocation } from '@backoffice/api-client';
import { DEFAULT_COUNTRY, type LocationInput, locationInput, MESSAGES, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, CloseButton, Dialog, Field, Input, Portal, SimpleGrid, Stack, useFieldErrors } from '@backoffice/ui';
import { type FormEvent, useEffect, useState } from 'react';
import type { ShopDialogProps } from './DeleteShopDialog';

type LocationField = keyof Required<LocationInput>;
const FIELDS: { name: LocationField; label: string; autoComplete: string }[] = [
  { name: 'line1', label: 'Line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Line 2', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postCode', label: 'Post code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country' },
];
/** The API names each field by its label (locationInput's messages; contracts fieldLabel: "Post code"). */
const API_LABELS = Object.fromEntries(FIELDS.map((field) => [field.name, field.label]));
const EMPTY: Record<LocationField, string> = { line1: '', line2: '', city: '', postCode: '', country: DEFAULT_COUNTRY };

/**
 * Set location (spec 001 §2, §5): line1, line2, city, country (default NZ) and postCode, all required, checked with
 * the API's own schema; POST /api/shops/:shopId/stripe-location, then a confirmation toast.
 */
export function StripeLocationDialog({ shop, open, onClose, onDone }: ShopDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const { formRef, errors, show, clear, check, submit: save } = useFieldErrors(API_LABELS);
  const [busy, setBusy] = useState(false);

  const stored = shop.transactional?.stripeLocationAddress;
  useEffect(() => {
    if (open) {
      // Opens on the address registered last, so an admin sees (and corrects) what is there, not a blank form.
      setValues(stored ? { ...EMPTY, ...stored } : EMPTY);
      show({});
    }
  }, [open, stored, show]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = check(locationInput, values);
    if (!checked) return;
    setBusy(true);
    try {
      await save(() => setShopStripeLocation(shop._id, checked));
      topics.toast.emit({ status: 'success', title: MESSAGES.paymentLocationSet, duration: SUCCESS_TOAST_MS });
      onDone();
    } catch {
      // under its field, or the one error toast
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && !busy && onClose()} size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="location-dialog">
            <form ref={formRef} onSubmit={submit} noValidate aria-label="Payment location">
              <Dialog.Header>
                <Dialog.Title>Set location of {shop.name.normal}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={3}>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                    {FIELDS.map((field) => (
                      <Field.Root key={field.name} invalid={!!errors[field.name]} required>
                        <Field.Label>
                          {field.label}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          name={field.name}
                          autoComplete={field.autoComplete}
                          value={values[field.name]}
                          onChange={(event) => {
                            const value = event.target.value;
                            setValues((v) => ({ ...v, [field.name]: value }));
                            clear(field.name);
                          }}
                        />
                        <Field.ErrorText color="red.700">{errors[field.name]}</Field.ErrorText>
                      </Field.Root>
                    ))}
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy} loadingText="Saving…">
                  Save location
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
