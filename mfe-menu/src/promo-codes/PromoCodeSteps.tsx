import { useCategories, useCustomers } from '@backoffice/api-client';
import {
  type PromoCodeDraft,
  promoCodeDetails,
  promoCodeRestrictions,
  promoCodeUsers,
  userFullName,
} from '@backoffice/contracts';
import { Stack, Text, useSchemaField } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { productsOf } from '../menu/useMenu';
import {
  AmountField,
  ChecksField,
  Choice,
  ChoiceField,
  CodeField,
  ExpiryField,
  GroupError,
  Summary,
  UsageLimitField,
  useGroupMessage,
} from './editor-parts';

export interface PromoCodeStepProps {
  /** 0-based, `PROMO_STEPS`. */
  step: number;
  /** The editor's values as they are now (the form's, watched). */
  draft: PromoCodeDraft;
  goTo: (step: number) => void;
  /** The whole draft's first problem, shown on the Confirm step. */
  problem: string | null;
}

/** Step 1's type: a free product targets selected products (spec 001 §4), so choosing it chooses that too. */
function TypeChoice() {
  const target = useSchemaField<PromoCodeDraft['discountTargetType']>('discountTargetType', '');
  return (
    <ChoiceField<PromoCodeDraft['type']>
      path="type"
      label="Type"
      onChosen={(type) => {
        if (type === 'free-product') target.onChange('products');
      }}
      items={[
        { value: 'discount', label: 'Discount' },
        { value: 'free-product', label: 'Free product' },
      ]}
    />
  );
}

/** Step 3: the target, the products when it is selected products, and the target's own rule under the group. */
function TargetStep({ draft }: { draft: PromoCodeDraft }) {
  const { data: categories } = useCategories();
  const products = (categories ?? []).flatMap(productsOf);
  const targetProblem = useGroupMessage('discountTargetType', 'Discount target');
  return (
    <Stack gap="4">
      <ChoiceField<PromoCodeDraft['discountTargetType']>
        path="discountTargetType"
        label="Discount target"
        items={[
          { value: 'order', label: 'Whole order', disabled: draft.type === 'free-product' },
          { value: 'products', label: 'Selected products' },
        ]}
      />
      {draft.discountTargetType === 'products' && (
        <ChecksField
          path="rewardTargetProducts"
          label="Products"
          empty="No products on the menu yet."
          items={products.map((p) => ({ id: p._id, label: p.name }))}
        />
      )}
      <GroupError message={targetProblem} />
    </Stack>
  );
}

/** Step 5: all customers or selected ones, and the usage limit. */
function CustomersStep({ draft }: { draft: PromoCodeDraft }) {
  const { data: customers } = useCustomers('');
  const storeWide = useSchemaField<boolean>('isStoreWide', 'Target customers');
  return (
    <Stack gap="4">
      <Choice<'all' | 'selected'>
        label="Target customers"
        value={storeWide.value ? 'all' : 'selected'}
        onChange={(choice) => storeWide.onChange(choice === 'all')}
        items={[
          { value: 'all', label: 'All customers (store-wide)' },
          { value: 'selected', label: 'Selected customers' },
        ]}
      />
      {!draft.isStoreWide && (
        <ChecksField
          path="users"
          label="Customers"
          empty="No customers yet."
          items={(customers?.users ?? []).map((u) => ({ id: u._id, label: userFullName(u) }))}
        />
      )}
      <UsageLimitField />
    </Stack>
  );
}

/** The Confirm step: what the code will be, Edit back to target or customers, and what still holds it back. */
function ConfirmStep({ draft, goTo, problem }: Omit<PromoCodeStepProps, 'step'>) {
  const { data: categories } = useCategories();
  const products = (categories ?? []).flatMap(productsOf);
  const productName = (id: string) => products.find((p) => p._id === id)?.name;
  return (
    <Stack gap="0" data-testid="promo-confirm">
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
    </Stack>
  );
}

/** The fields of one step of the promo code editor (spec 001 §4), or the Confirm step's summary. */
export function PromoCodeStep({ step, draft, goTo, problem }: PromoCodeStepProps) {
  const percentage = draft.discountType === 'percentage';
  const steps: ReactNode[] = [
    <Stack gap="4" key="1">
      <CodeField />
      <TypeChoice />
    </Stack>,
    <Stack gap="4" key="2">
      {draft.type === 'free-product' ? (
        <Text>A free-product code gives the chosen products free; there is no amount to set.</Text>
      ) : (
        <>
          <ChoiceField<PromoCodeDraft['discountType']>
            path="discountType"
            label="Discount type"
            items={[
              { value: 'fixed-cost', label: 'Fixed amount (NZ$)' },
              { value: 'percentage', label: 'Percentage (%)' },
            ]}
          />
          <AmountField
            path="discount"
            label={percentage ? 'Discount (%)' : 'Discount (NZ$)'}
            min="0"
            max={percentage ? '100' : undefined}
            step={percentage ? '1' : '0.01'}
          />
        </>
      )}
    </Stack>,
    <TargetStep key="3" draft={draft} />,
    <Stack gap="4" key="4">
      <ExpiryField />
      <AmountField path="minimumSpent" label="Minimum spend (NZ$)" min="0" step="0.01" />
    </Stack>,
    <CustomersStep key="5" draft={draft} />,
    <ConfirmStep key="6" draft={draft} goTo={goTo} problem={problem} />,
  ];
  return steps[step] ?? null;
}
