import { useCategoryChoices } from '@backoffice/api-client';
import { loyaltyFieldVisibility, type Shop } from '@backoffice/contracts';
import { MoneyInput, Stack } from '@backoffice/ui';
import { useState } from 'react';
import {
  CheckboxListField,
  NumberField,
  numberOrUndefined,
  numberText,
  SectionForm,
  SelectField,
  SwitchField,
  TextField,
} from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import type { SectionProps } from './types';

type Loyalty = NonNullable<Shop['loyalty']>;
type RewardType = NonNullable<NonNullable<Loyalty['reward']>['type']>;
const TYPES = [
  { value: 'order', label: 'Order' },
  { value: 'item', label: 'Item' },
  { value: 'item-in-category', label: 'Item in category' },
] as const;
const REWARD_TYPES = [
  { value: 'free-item', label: 'Free item' },
  { value: 'free-item-on-category', label: 'Free item on category' },
  { value: 'discount-percentage', label: 'Discount %' },
  { value: 'discount-amount', label: 'Discount in $' },
] as const;

/** Loyalty (spec 000 §2, §4): enabled reveals the rest; reward fields follow the reward type; QR fields the QR flag. */
export function LoyaltySection({ shop }: SectionProps) {
  const stored = shop.loyalty ?? {};
  const choices = useCategoryChoices().data;
  const categories = choices ?? [];
  const [enabled, setEnabled] = useState(stored.enabled ?? false);
  const [type, setType] = useState<NonNullable<Loyalty['type']>>(stored.type ?? 'order');
  const [limit, setLimit] = useState(numberText(stored.limit));
  const [itemCategories, setItemCategories] = useState<string[]>(stored.itemCategories ?? []);
  const [rewardType, setRewardType] = useState<RewardType>(stored.reward?.type ?? 'free-item');
  const [rewardItem, setRewardItem] = useState(stored.reward?.item ?? '');
  const [rewardCategories, setRewardCategories] = useState<string[]>(stored.reward?.categories ?? []);
  const [discountPercentage, setDiscountPercentage] = useState(numberText(stored.reward?.discountPercentage));
  // integer cents, as stored and as MoneyInput holds it
  const [discountAmount, setDiscountAmount] = useState<number | null>(stored.reward?.discountAmount ?? null);
  const [icon, setIcon] = useState(stored.icon?.icon ?? '');
  const [qrEnabled, setQrEnabled] = useState(stored.qrCode?.enabled ?? false);
  const [pointsPerScan, setPointsPerScan] = useState(numberText(stored.qrCode?.pointsPerScan));
  const [scanDailyLimit, setScanDailyLimit] = useState(numberText(stored.qrCode?.scanDailyLimit));
  const { save, busy, formRef, errors } = useSectionSave();
  const visible = loyaltyFieldVisibility({ enabled, type, reward: { type: rewardType }, qrCode: { enabled: qrEnabled } });
  const categoryOptions = categories.map((category) => ({ value: category._id, label: category.name }));
  const productOptions = categories.flatMap((category) =>
    category.products.map((product) => ({ value: product._id, label: `${product.name} (${category.name})` })),
  );

  // Only what the pickers can show is sent: an id of a category or product deleted since it was saved is dropped
  // (the API refuses ids that are not the shop's own). Until the menu has loaded, the stored ids go as they are.
  const known = (ids: string[], options: readonly { value: string }[]) =>
    choices ? ids.filter((id) => options.some((option) => option.value === id)) : ids;
  const knownItem = !choices || productOptions.some((option) => option.value === rewardItem);

  const submit = () =>
    void save(
      'loyalty',
      enabled
        ? {
            loyalty: {
              enabled,
              mechanism: 'otg',
              type,
              limit: numberOrUndefined(limit),
              ...(visible.itemCategories ? { itemCategories: known(itemCategories, categoryOptions) } : {}),
              reward: {
                type: rewardType,
                ...(visible.rewardItem && rewardItem && knownItem ? { item: rewardItem } : {}),
                ...(visible.rewardCategories ? { categories: known(rewardCategories, categoryOptions) } : {}),
                ...(visible.discountPercentage ? { discountPercentage: numberOrUndefined(discountPercentage) } : {}),
                ...(visible.discountAmount ? { discountAmount: discountAmount ?? undefined } : {}),
              },
              ...(icon ? { icon: { icon } } : {}),
              qrCode: {
                enabled: qrEnabled,
                ...(visible.qrFields
                  ? { pointsPerScan: numberOrUndefined(pointsPerScan), scanDailyLimit: numberOrUndefined(scanDailyLimit) }
                  : {}),
              },
            },
          }
        : { loyalty: { enabled } },
    );

  return (
    <SectionForm formRef={formRef} label="Loyalty" busy={busy} onSubmit={submit}>
      <SwitchField label="Loyalty enabled" checked={enabled} onChange={setEnabled} />
      {visible.options && (
        <Stack gap="4" data-testid="loyalty-options">
          <SelectField label="Mechanism" value="otg" options={[{ value: 'otg', label: 'OTG' }]} onChange={() => undefined} />
          <SelectField label="Loyalty type" value={type} options={TYPES} onChange={setType} />
          <NumberField
            label="Points needed for a reward"
            min={1}
            value={limit}
            onChange={setLimit}
            error={errors['loyalty.limit']}
          />
          {visible.itemCategories && (
            <CheckboxListField
              label="Item categories"
              nameEachBox
              options={categoryOptions}
              value={itemCategories}
              onChange={setItemCategories}
              error={errors['loyalty.itemCategories']}
            />
          )}
          <SelectField
            label="Reward type"
            value={rewardType}
            options={REWARD_TYPES}
            onChange={setRewardType}
            error={errors['loyalty.reward.type']}
          />
          {visible.rewardItem && (
            <SelectField
              label="Reward item"
              value={knownItem ? rewardItem : ''}
              options={productOptions}
              onChange={setRewardItem}
              error={errors['loyalty.reward.item']}
            />
          )}
          {visible.rewardCategories && (
            <CheckboxListField
              label="Reward categories"
              nameEachBox
              options={categoryOptions}
              value={rewardCategories}
              onChange={setRewardCategories}
              error={errors['loyalty.reward.categories']}
            />
          )}
          {visible.discountPercentage && (
            <NumberField
              label="Discount %"
              min={0}
              value={discountPercentage}
              onChange={setDiscountPercentage}
              error={errors['loyalty.reward.discountPercentage']}
            />
          )}
          {visible.discountAmount && (
            <MoneyInput
              label="Discount"
              value={discountAmount}
              onChange={setDiscountAmount}
              error={errors['loyalty.reward.discountAmount']}
            />
          )}
          <TextField label="Icon URL" type="url" value={icon} onChange={setIcon} />
          <SwitchField label="QR code enabled" checked={qrEnabled} onChange={setQrEnabled} />
          {visible.qrFields && (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" data-testid="loyalty-qr-fields">
              <NumberField
                label="Points per scan"
                min={0}
                value={pointsPerScan}
                onChange={setPointsPerScan}
                error={errors['loyalty.qrCode.pointsPerScan']}
              />
              <NumberField
                label="Scan daily limit"
                min={0}
                value={scanDailyLimit}
                onChange={setScanDailyLimit}
                error={errors['loyalty.qrCode.scanDailyLimit']}
              />
            </Stack>
          )}
        </Stack>
      )}
    </SectionForm>
  );
}
