import { useCategories, useCustomers } from '@backoffice/api-client';
import {
  isoToVenueLocal,
  type PromoCodeDraft,
  promoCodeDetails,
  promoCodeRestrictions,
  promoCodeUsers,
  userFullName,
  venueLocalToIso,
} from '@backoffice/contracts';
import { Checkbox, Field, Input, Stack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { productsOf } from '../menu/useMenu';
import { Choice, GroupError, Summary } from './editor-parts';

export interface PromoCodeStepProps {
  /** 0-based, `PROMO_STEPS`. */
  step: number;
  draft: PromoCodeDraft;
  set: (patch: Partial<PromoCodeDraft>) => void;
  /** The message under a field now (the step's own problem after Next, or the API's refusal), or undefined. */
  problemOf: (field: keyof PromoCodeDraft) => string | undefined;
  goTo: (step: number) => void;
  /** The whole draft's first problem, shown on the Confirm step. */
  problem: string | null;
}

const toggle = (list: string[], id: string, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));

/** The fields of one step of the promo code editor (spec 001 §4), or the Confirm step's summary. */
export function PromoCodeStep({ step, draft, set, problemOf, goTo, problem }: PromoCodeStepProps) {
  const { data: categories } = useCategories();
  const { data: customers } = useCustomers('');
  const products = (categories ?? []).flatMap(productsOf);
  const productName = (id: string) => products.find((p) => p._id === id)?.name;
  /** A field's invalid state and its message (Field ties the message to the input for screen readers). */
  const fieldError = (field: keyof PromoCodeDraft) => {
    const message = problemOf(field);
    return message !== undefined
      ? { invalid: true as const, error: <Field.ErrorText role="alert">{message}</Field.ErrorText> }
      : { invalid: false as const, error: null };
  };

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

  return steps[step] ?? null;
}
