import { isApiError, useCategories, useCustomers } from '@backoffice/api-client';
import {
  isoToVenueLocal,
  newPromoCodeDefaults,
  type PromoCodeDraft,
  promoCodeDetails,
  promoCodeDraftProblem,
  promoCodeRestrictions,
  promoCodeStepProblem,
  promoCodeUsers,
  userFullName,
  venueLocalToIso,
} from '@backoffice/contracts';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  RadioGroup,
  Stack,
  Text,
  useFieldErrors,
} from '@backoffice/ui';
import { type ReactNode, useState } from 'react';
import { productsOf } from '../menu/useMenu';

/** Spec 001 §4: the six steps of the promo code editor. */
export const PROMO_STEPS = [
  'Code name and type',
  'Discount type and amount',
  'Discount target',
  'Expiry and minimum spend',
  'Target customers and usage limit',
  'Confirm',
] as const;

/**
 * The editor's fields by the words the API opens a refusal of them with (contracts promo-code rules, the API's
 * taken code and unknown products/customers): a refusal on Confirm shows under its field, once, not toasted.
 */
const API_LABELS = {
  code: 'Code name',
  discount: ['Discount', 'A percentage discount'],
  discountTargetType: 'A free-product code',
  rewardTargetProducts: 'Products',
  expiry: 'Expiry',
  minimumSpent: 'Minimum spend',
  users: 'Customers',
  usageLimit: 'Usage limit',
} as const;

/** The step each field is on: a refusal on Confirm takes the merchant back to it. */
const FIELD_STEP: Readonly<Record<string, number>> = {
  code: 0,
  discount: 1,
  discountTargetType: 2,
  rewardTargetProducts: 2,
  expiry: 3,
  minimumSpent: 3,
  users: 4,
  usageLimit: 4,
};

/** A new code's draft: spec 001 §4 defaults, expiry one day from `now`. */
export function newDraft(now: Date): PromoCodeDraft {
  return { ...newPromoCodeDefaults(now), rewardTargetProducts: [], users: [] };
}

function Choice<T extends string>({
  label,
  value,
  onChange,
  items,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string; disabled?: boolean }[];
}) {
  return (
    // named by its own label part (the library points the group's aria-labelledby at it; an aria-label would lose)
    <RadioGroup.Root value={value} onValueChange={(details) => onChange(details.value as T)}>
      <RadioGroup.Label display="block" fontWeight="semibold" mb="2">
        {label}
      </RadioGroup.Label>
      <Stack gap="2">
        {items.map((item) => (
          <RadioGroup.Item key={item.value} value={item.value} disabled={item.disabled}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{item.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function Summary({ label, value, onEdit }: { label: string; value: ReactNode; onEdit?: () => void }) {
  return (
    <HStack justify="space-between" align="start" borderBottomWidth="1px" py="2" gap="3">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text data-testid={`summary-${label}`}>{value}</Text>
      </Box>
      {onEdit && (
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${label.toLowerCase()}`}>
          Edit
        </Button>
      )}
    </HStack>
  );
}

export interface PromoCodeEditorProps {
  open: boolean;
  /** "Generate Code" or "Edit promo code". */
  title: string;
  initial: PromoCodeDraft;
  onClose: () => void;
  /** Saves; the editor closes when it resolves (spec 001 §4: Confirm saves, then closes). */
  onSave: (draft: PromoCodeDraft) => Promise<unknown>;
  /** The clock of "expiry in the future" (tests pin it). */
  now?: (() => Date) | undefined;
}

/** A step's problem under the group it belongs to (a radio group or a list of boxes has no Field of its own). */
function GroupError({
  problemOf,
  fields,
}: {
  problemOf: (field: keyof PromoCodeDraft) => string | undefined;
  fields: (keyof PromoCodeDraft)[];
}) {
  const message = fields.map(problemOf).find((text) => text !== undefined);
  if (message === undefined) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {message}
    </Text>
  );
}

/**
 * The six-step promo code editor (spec 001 §4): Next advances, Back is disabled on step 1, the last step's
 * button reads Confirm and saves, its Edit buttons jump to step 3 (target) or step 5 (customers).
 */
export function PromoCodeEditor({ open, title, initial, onClose, onSave, now = () => new Date() }: PromoCodeEditorProps) {
  const [step, setStep] = useState(0);
  // Next pressed on this step with something wrong: the problem shows under its field (and follows the fixes)
  const [tried, setTried] = useState(false);
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { data: categories } = useCategories();
  const { data: customers } = useCustomers('');
  const products = (categories ?? []).flatMap(productsOf);
  const productName = (id: string) => products.find((p) => p._id === id)?.name;
  // the API's refusal of a field (on Confirm), shown on that field's step until the merchant edits it
  const { formRef, errors: refused, clear, submit } = useFieldErrors<HTMLDivElement>(API_LABELS);
  const set = (patch: Partial<PromoCodeDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    for (const key of Object.keys(patch)) clear(key);
  };
  // spec 001 §4 + ours: each step's rules (contracts, the same the API runs) hold before Next; the confirm step
  // checks them all, the expiry against the clock as it is then
  const stepProblem = promoCodeStepProblem(step, draft, now());
  const shown = tried ? stepProblem : null;
  const problem = promoCodeDraftProblem(draft, now())?.message ?? null;
  const last = step === PROMO_STEPS.length - 1;
  const goTo = (next: number) => {
    setTried(false);
    setStep(next);
  };
  /** The step's own problem with a field (after Next), else the API's refusal of it. */
  const problemOf = (field: keyof PromoCodeDraft): string | undefined =>
    shown?.field === field ? shown.message : refused[field];
  /** A field's invalid state and its message (Field ties the message to the input for screen readers). */
  const fieldError = (field: keyof PromoCodeDraft) => {
    const message = problemOf(field);
    return message !== undefined
      ? { invalid: true as const, error: <Field.ErrorText role="alert">{message}</Field.ErrorText> }
      : { invalid: false as const, error: null };
  };

  const toggle = (list: string[], id: string, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));

  const steps: ReactNode[] = [
    <Stack gap="4" key="1">
      <Field.Root invalid={fieldError('code').invalid}>
        <Field.Label>Code name</Field.Label>
        <Input value={draft.code} onChange={(e) => set({ code: e.target.value.trim() })} maxLength={40} />
        <Field.HelperText>Leave empty to generate a code.</Field.HelperText>
        {fieldError('code').error}
      </Field.Root>
      <Choice
        label="Type"
        value={draft.type}
        onChange={(type) => set(type === 'free-product' ? { type, discountTargetType: 'products' } : { type })}
        items={[
          { value: 'discount', label: 'Discount' },
          { value: 'free-product', label: 'Free product' },
        ]}
      />
    </Stack>,
    <Stack gap="4" key="2">
      {draft.type === 'free-product' ? (
        <Text>A free-product code gives the chosen products free; there is no amount to set.</Text>
      ) : (
        <>
          <Choice
            label="Discount type"
            value={draft.discountType}
            onChange={(discountType) => set({ discountType })}
            items={[
              { value: 'fixed-cost', label: 'Fixed amount (NZ$)' },
              { value: 'percentage', label: 'Percentage (%)' },
            ]}
          />
          <Field.Root required invalid={fieldError('discount').invalid}>
            <Field.Label>{draft.discountType === 'percentage' ? 'Discount (%)' : 'Discount (NZ$)'}</Field.Label>
            <Input
              type="number"
              min="0"
              max={draft.discountType === 'percentage' ? '100' : undefined}
              step={draft.discountType === 'percentage' ? '1' : '0.01'}
              value={Number.isNaN(draft.discount) ? '' : String(draft.discount)}
              onChange={(e) => set({ discount: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />
            {fieldError('discount').error}
          </Field.Root>
        </>
      )}
    </Stack>,
    <Stack gap="4" key="3">
      <Choice
        label="Discount target"
        value={draft.discountTargetType}
        onChange={(discountTargetType) => set({ discountTargetType })}
        items={[
          { value: 'order', label: 'Whole order', disabled: draft.type === 'free-product' },
          { value: 'products', label: 'Selected products' },
        ]}
      />
      {draft.discountTargetType === 'products' && (
        <Stack gap="1" role="group" aria-label="Products" maxH="60" overflowY="auto">
          {products.length === 0 && <Text>No products on the menu yet.</Text>}
          {products.map((p) => (
            <Checkbox.Root
              key={p._id}
              checked={draft.rewardTargetProducts.includes(p._id)}
              onCheckedChange={(d) =>
                set({ rewardTargetProducts: toggle(draft.rewardTargetProducts, p._id, d.checked === true) })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{p.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <GroupError problemOf={problemOf} fields={['discountTargetType', 'rewardTargetProducts']} />
    </Stack>,
    <Stack gap="4" key="4">
      <Field.Root required invalid={fieldError('expiry').invalid}>
        <Field.Label>Expiry (NZ time)</Field.Label>
        <Input
          type="datetime-local"
          value={isoToVenueLocal(draft.expiry)}
          onChange={(e) => {
            const iso = venueLocalToIso(e.target.value);
            if (iso) set({ expiry: iso });
          }}
        />
        {fieldError('expiry').error}
      </Field.Root>
      <Field.Root required invalid={fieldError('minimumSpent').invalid}>
        <Field.Label>Minimum spend (NZ$)</Field.Label>
        <Input
          type="number"
          min="0"
          step="0.01"
          value={Number.isNaN(draft.minimumSpent) ? '' : String(draft.minimumSpent)}
          onChange={(e) => set({ minimumSpent: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
        {fieldError('minimumSpent').error}
      </Field.Root>
    </Stack>,
    <Stack gap="4" key="5">
      <Choice
        label="Target customers"
        value={draft.isStoreWide ? 'all' : 'selected'}
        onChange={(v) => set({ isStoreWide: v === 'all' })}
        items={[
          { value: 'all', label: 'All customers (store-wide)' },
          { value: 'selected', label: 'Selected customers' },
        ]}
      />
      {!draft.isStoreWide && (
        <Stack gap="1" role="group" aria-label="Customers" maxH="60" overflowY="auto">
          {(customers?.users ?? []).length === 0 && <Text>No customers yet.</Text>}
          {(customers?.users ?? []).map((u) => (
            <Checkbox.Root
              key={u._id}
              checked={draft.users.includes(u._id)}
              onCheckedChange={(d) => set({ users: toggle(draft.users, u._id, d.checked === true) })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{userFullName(u)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <GroupError problemOf={problemOf} fields={['users']} />
      <Field.Root invalid={fieldError('usageLimit').invalid}>
        <Field.Label>Usage limit</Field.Label>
        <Input
          type="number"
          step="1"
          value={String(draft.usageLimit)}
          onChange={(e) => set({ usageLimit: Math.trunc(Number(e.target.value)) })}
        />
        <Field.HelperText>0 or less means unlimited. Each customer may use a code once.</Field.HelperText>
        {fieldError('usageLimit').error}
      </Field.Root>
    </Stack>,
    <Stack gap="0" key="6" data-testid="promo-confirm">
      <Summary label="Code" value={draft.code || 'Generated when saved'} />
      <Summary label="Type" value={draft.type === 'free-product' ? 'Free product' : 'Discount'} />
      <Summary label="Details" value={promoCodeDetails(draft, productName)} onEdit={() => goTo(2)} />
      <Summary label="Restrictions" value={promoCodeRestrictions(draft)} />
      <Summary label="Users" value={promoCodeUsers(draft)} onEdit={() => goTo(4)} />
      {problem && (
        <Text color="fg.error" mt="3" role="alert">
          {problem}
        </Text>
      )}
    </Stack>,
  ];

  return (
    <Dialog.Root
      open={open}
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="promo-editor">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body ref={formRef}>
              <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
                Step {step + 1} of {PROMO_STEPS.length}: {PROMO_STEPS[step]}
              </Text>
              {steps[step]}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button variant="outline" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
                Back
              </Button>
              {last ? (
                <Button
                  loading={busy}
                  disabled={problem !== null}
                  onClick={() => {
                    setBusy(true);
                    void submit(() => onSave(draft))
                      .then(() => onClose())
                      .catch((error: unknown) => {
                        // a refusal of a field on an earlier step: back to that step, the message under the field
                        const step = isApiError(error) && error.field !== undefined ? FIELD_STEP[error.field] : undefined;
                        if (step !== undefined) goTo(step);
                      })
                      .finally(() => setBusy(false));
                  }}
                >
                  Confirm
                </Button>
              ) : (
                <Button
                  onClick={() => {
                    // the step's rules hold before Next; otherwise its problem shows under its field
                    if (stepProblem) setTried(true);
                    else goTo(step + 1);
                  }}
                >
                  Next
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
