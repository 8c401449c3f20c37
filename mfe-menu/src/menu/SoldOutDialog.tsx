import { endOfVenueDay, type Product, venueLocalToIso } from '@backoffice/contracts';
import { ConfirmDialog, Field, Input, RadioGroup, Stack, Text, useFieldErrors } from '@backoffice/ui';
import { useEffect, useState } from 'react';

export interface SoldOutDialogProps {
  product: Product | null;
  /** The pinned "now" (tests) or the clock. */
  now: () => Date;
  onClose: () => void;
  /** Gets the ISO instant the product comes back. */
  onSave: (until: string) => Promise<unknown>;
}

type Choice = 'today' | 'until';

/** The API names the field 'Sold out until' (contracts fieldLabel): such a refusal goes under it, not in a toast. */
const API_LABELS = { soldOutUntil: 'Sold out until' } as const;

/** "Sold out until…" ("86"): for the rest of the venue's day, or until a venue-local date and time. */
export function SoldOutDialog({ product, now, onClose, onSave }: SoldOutDialogProps) {
  const [choice, setChoice] = useState<Choice>('today');
  const [local, setLocal] = useState('');
  const { formRef, errors, show, clear, submit } = useFieldErrors<HTMLDivElement>(API_LABELS);
  const problem = errors.soldOutUntil;
  useEffect(() => {
    if (product) {
      setChoice('today');
      setLocal('');
      show({});
    }
  }, [product, show]);

  return (
    <ConfirmDialog
      open={product !== null}
      title={`Sold out: ${product?.name ?? ''}`}
      description="The product is hidden from ordering until then and comes back by itself."
      confirmLabel="Mark sold out"
      purpose="form"
      onClose={onClose}
      onConfirm={() => {
        const until = choice === 'today' ? endOfVenueDay(now()) : venueLocalToIso(local);
        if (!until || Date.parse(until) <= now().getTime()) {
          show({ soldOutUntil: 'Choose a date and time in the future' });
          return;
        }
        return submit(() => onSave(until));
      }}
    >
      <Stack ref={formRef} gap="3">
        <RadioGroup.Root value={choice} onValueChange={(details) => setChoice(details.value as Choice)}>
          <RadioGroup.Label srOnly>Sold out for</RadioGroup.Label>
          <Stack gap="2">
            <RadioGroup.Item value="today">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>For the rest of today</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="until">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Until a date and time</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
        {choice === 'until' && (
          <Field.Root invalid={problem !== undefined} required>
            <Field.Label>Sold out until (NZ time)</Field.Label>
            <Input
              type="datetime-local"
              value={local}
              onChange={(event) => {
                setLocal(event.target.value);
                clear('soldOutUntil');
              }}
            />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        )}
        {choice === 'today' && problem && <Text color="fg.error">{problem}</Text>}
      </Stack>
    </ConfirmDialog>
  );
}
