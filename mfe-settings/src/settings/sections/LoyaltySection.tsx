import { useCategoryChoices } from '@backoffice/api-client';
import { loyaltyFieldVisibility } from '@backoffice/contracts';
import {
  FormMoneyField,
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  SchemaForm,
  Stack,
} from '@backoffice/ui';
import { useEffect, useRef } from 'react';
import { SectionForm } from '../form/fields';
import { FormCheckboxListField } from '../form/kit-fields';
import { useSectionForm } from '../form/useSectionForm';
import type { SectionProps } from './types';

const TYPES = [
  { value: 'order', label: 'Order' },
  { value: 'item', label: 'Item' },
  { value: 'item-in-category', label: 'Item in category' },
];
const REWARD_TYPES = [
  { value: 'free-item', label: 'Free item' },
  { value: 'free-item-on-category', label: 'Free item on category' },
  { value: 'discount-percentage', label: 'Discount %' },
  { value: 'discount-amount', label: 'Discount in $' },
];
const MECHANISMS = [{ value: 'otg', label: 'OTG' }];

/**
 * Loyalty (spec 000 §2, §4): enabled reveals the rest; reward fields follow the reward type; QR fields the QR flag.
 * The form is contracts' `loyaltySection`: only the fields on screen are checked and sent (loyalty off sends only
 * `enabled`), an emptied number or icon is left out of the save.
 */
export function LoyaltySection({ shop }: SectionProps) {
  const stored = shop.loyalty ?? {};
  const { form, busy } = useSectionForm('loyalty', {
    loyalty: {
      enabled: stored.enabled ?? false,
      mechanism: 'otg',
      type: stored.type ?? 'order',
      limit: stored.limit,
      itemCategories: stored.itemCategories ?? [],
      reward: { ...stored.reward, type: stored.reward?.type ?? 'free-item', categories: stored.reward?.categories ?? [] },
      icon: { icon: stored.icon?.icon ?? null },
      qrCode: { ...stored.qrCode, enabled: stored.qrCode?.enabled ?? false },
    },
  });
  const choices = useCategoryChoices().data;
  const categoryOptions = (choices ?? []).map((category) => ({ value: category._id, label: category.name }));
  const productOptions = (choices ?? []).flatMap((category) =>
    category.products.map((product) => ({ value: product._id, label: `${product.name} (${category.name})` })),
  );

  // Only what the pickers can show is kept: an id of a category or product deleted since it was saved is dropped
  // (the API refuses ids that are not the shop's own). Until the menu has loaded, the stored ids stay as they are.
  const pruned = useRef(false);
  useEffect(() => {
    if (!choices || pruned.current) return;
    pruned.current = true;
    const categoryIds = new Set(choices.map((category) => category._id));
    const productIds = new Set(choices.flatMap((category) => category.products.map((product) => product._id)));
    const { getValues, setValue } = form;
    const known = (path: 'loyalty.itemCategories' | 'loyalty.reward.categories') => {
      const ids = getValues(path) ?? [];
      if (ids.some((id) => !categoryIds.has(id)))
        setValue(
          path,
          ids.filter((id) => categoryIds.has(id)),
        );
    };
    known('loyalty.itemCategories');
    known('loyalty.reward.categories');
    const item = getValues('loyalty.reward.item');
    if (item && !productIds.has(item)) setValue('loyalty.reward.item', null as unknown as undefined);
  }, [choices, form]);

  const [enabled, type, rewardType, qrEnabled] = form.watch([
    'loyalty.enabled',
    'loyalty.type',
    'loyalty.reward.type',
    'loyalty.qrCode.enabled',
  ]);
  const visible = loyaltyFieldVisibility({ enabled, type, reward: { type: rewardType }, qrCode: { enabled: qrEnabled } });

  return (
    <SchemaForm form={form} as="none">
      <SectionForm formRef={form.formRef} label="Loyalty" busy={busy} onSubmit={() => void form.submit()}>
        <FormSwitchField path="loyalty.enabled" label="Loyalty enabled" />
        {visible.options && (
          <Stack gap="4" data-testid="loyalty-options">
            <FormSelectField path="loyalty.mechanism" label="Mechanism" options={MECHANISMS} />
            <FormSelectField path="loyalty.type" label="Loyalty type" options={TYPES} />
            <FormNumberField path="loyalty.limit" label="Points needed for a reward" min={1} />
            {visible.itemCategories && (
              <FormCheckboxListField
                path="loyalty.itemCategories"
                label="Item categories"
                nameEachBox
                options={categoryOptions}
              />
            )}
            <FormSelectField path="loyalty.reward.type" label="Reward type" options={REWARD_TYPES} />
            {visible.rewardItem && <FormSelectField path="loyalty.reward.item" label="Reward item" options={productOptions} />}
            {visible.rewardCategories && (
              <FormCheckboxListField
                path="loyalty.reward.categories"
                label="Reward categories"
                nameEachBox
                options={categoryOptions}
              />
            )}
            {visible.discountPercentage && (
              <FormNumberField path="loyalty.reward.discountPercentage" label="Discount %" min={0} />
            )}
            {visible.discountAmount && <FormMoneyField path="loyalty.reward.discountAmount" label="Discount" />}
            <FormTextField path="loyalty.icon.icon" label="Icon URL" type="url" absentWhenEmpty />
            <FormSwitchField path="loyalty.qrCode.enabled" label="QR code enabled" />
            {visible.qrFields && (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" data-testid="loyalty-qr-fields">
                <FormNumberField path="loyalty.qrCode.pointsPerScan" label="Points per scan" min={0} />
                <FormNumberField path="loyalty.qrCode.scanDailyLimit" label="Scan daily limit" min={0} />
              </Stack>
            )}
          </Stack>
        )}
      </SectionForm>
    </SchemaForm>
  );
}
