import { setShopStripeLocation } from '@backoffice/api-client';
import { DEFAULT_COUNTRY, type LocationInput, locationInput, MESSAGES, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, CloseButton, Dialog, FormTextField, Portal, SchemaForm, SimpleGrid, Stack, useSchemaForm } from '@backoffice/ui';
import { useEffect } from 'react';
import type { ShopDialogProps } from './DeleteShopDialog';

type LocationField = keyof Required<LocationInput>;
const FIELDS: { name: LocationField; label: string; autoComplete: string }[] = [
  { name: 'line1', label: 'Line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Line 2', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postCode', label: 'Post code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country' },
];
const EMPTY: Record<LocationField, string> = { line1: '', line2: '', city: '', postCode: '', country: DEFAULT_COUNTRY };

/**
 * Set location (spec 001 §2, §5): line1, line2, city, country (default NZ) and postCode, all required, checked with
 * the API's own schema; POST /api/shops/:shopId/stripe-location, then a confirmation toast.
 */
export function StripeLocationDialog({ shop, open, onClose, onDone }: ShopDialogProps) {
  // locationInput is the API route's schema; each field is labelled as the API names it (contracts fieldLabel)
  const form = useSchemaForm(locationInput, {
    defaultValues: EMPTY,
    onSubmit: async (location) => {
      await setShopStripeLocation(shop._id, location);
      topics.toast.emit({ status: 'success', title: MESSAGES.paymentLocationSet, duration: SUCCESS_TOAST_MS });
      onDone();
    },
  });
  const busy = form.formState.isSubmitting;
  const { reset } = form;

  const stored = shop.transactional?.stripeLocationAddress;
  useEffect(() => {
    // Opens on the address registered last, so an admin sees (and corrects) what is there, not a blank form.
    if (open) reset(stored ? { ...EMPTY, ...stored } : EMPTY);
  }, [open, stored, reset]);

  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && !busy && onClose()} size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="location-dialog">
            <SchemaForm form={form} aria-label="Payment location">
              <Dialog.Header>
                <Dialog.Title>Set location of {shop.name.normal}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={3}>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                    {FIELDS.map((field) => (
                      <FormTextField
                        key={field.name}
                        path={field.name}
                        label={field.label}
                        autoComplete={field.autoComplete}
                        required
                      />
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
            </SchemaForm>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
