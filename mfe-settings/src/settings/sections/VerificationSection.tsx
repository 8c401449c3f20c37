import { getVerificationLink, updateShopPayment, useCurrentShop, useShopDetails } from '@backoffice/api-client';
import { bankAccountInput, MESSAGES, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Alert, Button, Heading, Stack, useFieldErrors } from '@backoffice/ui';
import { useState } from 'react';
import { SectionForm, TextField } from '../form/fields';
import { leavePageFor } from '../leave-page';
import type { SectionProps } from './types';

const PARTS = [
  { key: 'bank', label: 'Bank', max: 2 },
  { key: 'branch', label: 'Branch', max: 4 },
  { key: 'account', label: 'Account', max: 7 },
  { key: 'suffix', label: 'Suffix', max: 3 },
] as const;
type Part = (typeof PARTS)[number]['key'];
/** The API names each part by the label the form shows (bankAccountInput's messages). */
const API_LABELS = Object.fromEntries(PARTS.map((part) => [part.key, part.label]));

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
  const [bank, setBank] = useState<Record<Part, string>>({
    bank: shop.transactional?.bank_acn?.bank ?? '',
    branch: shop.transactional?.bank_acn?.branch ?? '',
    account: shop.transactional?.bank_acn?.account ?? '',
    suffix: shop.transactional?.bank_acn?.suffix ?? '',
  });
  const { formRef, errors, check, submit } = useFieldErrors(API_LABELS);
  const [busy, setBusy] = useState(false);

  async function openVerification() {
    if (!shopId) return;
    setLinkBusy(true);
    try {
      leavePageFor(await getVerificationLink(shopId));
    } catch {
      setLinkBusy(false);
    }
  }

  async function saveBank() {
    if (!shopId) return;
    const parsed = check(bankAccountInput, bank);
    if (!parsed) return;
    setBusy(true);
    try {
      const saved = await submit(() => updateShopPayment(shopId, parsed));
      topics.toast.emit({ status: 'success', title: MESSAGES.shopUpdateSuccessful, duration: SUCCESS_TOAST_MS });
      await mutate();
      void saved;
    } catch {
      // under its part, or the api-client's one toast
    } finally {
      setBusy(false);
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
        <SectionForm formRef={formRef} label="Bank details" busy={busy} onSubmit={() => void saveBank()}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {PARTS.map((part) => (
              <TextField
                key={part.key}
                label={part.label}
                required
                inputMode="numeric"
                maxLength={part.max}
                value={bank[part.key]}
                onChange={(value) => setBank((current) => ({ ...current, [part.key]: value }))}
                error={errors[part.key]}
              />
            ))}
          </Stack>
        </SectionForm>
      </Stack>
    </Stack>
  );
}
