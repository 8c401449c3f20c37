import { getVerificationLink, updateShopPayment, useCurrentShop, useShopDetails } from '@backoffice/api-client';
import { bankAccountInput, MESSAGES, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Alert, Button, FormTextField, Heading, SchemaForm, Stack, useSchemaForm } from '@backoffice/ui';
import { useState } from 'react';
import { SectionForm } from '../form/fields';
import { leavePageFor } from '../leave-page';
import type { SectionProps } from './types';

const PARTS = [
  { key: 'bank', label: 'Bank', max: 2 },
  { key: 'branch', label: 'Branch', max: 4 },
  { key: 'account', label: 'Account', max: 7 },
  { key: 'suffix', label: 'Suffix', max: 3 },
] as const;

/**
 * Verification (spec 001 §2, §8): what the payment account still needs ('Pending information required' with a
 * button to the provider's verification link, or 'Your account is verified!'), and the bank details (all required,
 * digits only, at most 2 / 4 / 7 / 3 — the form's inputs stop at the length, the schema says why, the API checks again).
 */
export function VerificationSection({ shop, stripeAccount }: SectionProps) {
  const shopId = useCurrentShop()?.shopId;
  const { mutate } = useShopDetails();
  const due = stripeAccount?.requirements.currently_due ?? [];
  const [linkBusy, setLinkBusy] = useState(false);
  const [busy, setBusy] = useState(false);
  // bankAccountInput is the schema the API checks the bank account with; each part is labelled as the API names it
  const form = useSchemaForm(bankAccountInput, {
    defaultValues: shop.transactional?.bank_acn,
    onSubmit: (bank) => {
      if (!shopId) return;
      setBusy(true);
      // the endpoint is called before the first await: a refusal naming a part comes back under it
      return updateShopPayment(shopId, bank)
        .then(async () => {
          topics.toast.emit({ status: 'success', title: MESSAGES.shopUpdateSuccessful, duration: SUCCESS_TOAST_MS });
          await mutate();
        })
        .finally(() => setBusy(false));
    },
  });

  async function openVerification() {
    if (!shopId) return;
    setLinkBusy(true);
    try {
      leavePageFor(await getVerificationLink(shopId));
    } catch {
      setLinkBusy(false);
    }
  }

  return (
    <Stack gap="6">
      {stripeAccount && due.length === 0 ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Your account is verified!</Alert.Title>
        </Alert.Root>
      ) : (
        <Alert.Root status="warning" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Pending information required</Alert.Title>
          </Alert.Content>
          <Button size="sm" onClick={() => void openVerification()} loading={linkBusy}>
            Verify now
          </Button>
        </Alert.Root>
      )}
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Bank details
        </Heading>
        <SchemaForm form={form} as="none">
          <SectionForm formRef={form.formRef} label="Bank details" busy={busy} onSubmit={() => void form.submit()}>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              {PARTS.map((part) => (
                <FormTextField
                  key={part.key}
                  path={part.key}
                  label={part.label}
                  required
                  inputMode="numeric"
                  maxLength={part.max}
                />
              ))}
            </Stack>
          </SectionForm>
        </SchemaForm>
      </Stack>
    </Stack>
  );
}
