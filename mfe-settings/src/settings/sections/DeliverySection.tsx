import { deliveryFieldVisibility, formatMoney, SETTINGS_DEFAULTS, type Shop } from '@backoffice/contracts';
import {
  Box,
  Button,
  DISPLAY_PLATFORMS,
  Fieldset,
  HStack,
  IconButton,
  MoneyInput,
  PlatformCheckboxes,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@backoffice/ui';
import { useState } from 'react';
import { NumberField, numberOrUndefined, numberText, SelectField, TextAreaField, TextField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

type Delivery = NonNullable<Shop['delivery']>;
type Row = NonNullable<Delivery['priceTable']>[number];
type DisplayPlatform = NonNullable<Delivery['displayPlatforms']>[number];

const DELIVERY_TYPES = [
  { value: 'self-delivery', label: 'Self-delivery' },
  { value: 'retail', label: 'Retail' },
] as const;
const FEE_TYPE_LABELS = { fixed: 'Fixed', 'price-table': 'Price table', 'cost-per-kilometers': 'Cost per kilometre' } as const;

/** Delivery (spec 000 §2): the immediate Enable/Disable Self-Delivery button, then the fields by type and fee type. */
export function DeliverySection({ shop, isAdmin }: SectionProps) {
  const stored = shop.delivery ?? {};
  const [deliveryType, setDeliveryType] = useState<NonNullable<Delivery['deliveryType']>>(stored.deliveryType ?? 'self-delivery');
  const [feeType, setFeeType] = useState<NonNullable<Delivery['feeType']>>(stored.feeType ?? 'fixed');
  const [radius, setRadius] = useState(numberText(stored.radius));
  // Money in integer cents, as stored and as MoneyInput holds it
  const [orderMinimum, setOrderMinimum] = useState<number | null>(stored.orderMinimum ?? null);
  const [costPerKilometers, setCostPerKm] = useState<number | null>(stored.costPerKilometers ?? null);
  const [fixedCost, setFixedCost] = useState<number | null>(stored.fixedCost ?? null);
  const [freeDeliveryMinSpend, setFreeMin] = useState<number | null>(stored.freeDeliveryMinSpend ?? 0);
  const [deliveryInfo, setDeliveryInfo] = useState(stored.deliveryInfo ?? '');
  const [displayPlatforms, setDisplayPlatforms] = useState<DisplayPlatform[]>(stored.displayPlatforms ?? []);
  const [priceTable, setPriceTable] = useState<Row[]>(stored.priceTable ?? []);
  const [newTitle, setNewTitle] = useState('');
  const [newDescription, setNewDescription] = useState('');
  const [newFee, setNewFee] = useState<number | null>(SETTINGS_DEFAULTS.priceTableFeeCents);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const { save, busy, formRef, errors } = useSectionSave();
  const visible = deliveryFieldVisibility({ deliveryType, feeType });
  const effectiveFeeType = visible.feeTypes.includes(feeType as never) ? feeType : 'fixed';

  function addRow() {
    const problems: Record<string, string> = {};
    if (!newTitle.trim()) problems.title = 'Title is required';
    if (!newDescription.trim()) problems.description = 'Description is required';
    const fee = newFee ?? undefined;
    if (fee === undefined) problems.fee = 'Fee is required and must be a number';
    setRowErrors(problems);
    if (Object.keys(problems).length > 0 || fee === undefined) return;
    setPriceTable((rows) => [...rows, { title: newTitle.trim(), description: newDescription.trim(), fee }]);
    setNewTitle('');
    setNewDescription('');
    setNewFee(SETTINGS_DEFAULTS.priceTableFeeCents);
  }

  const submit = () =>
    void save('delivery', {
      delivery: {
        deliveryType,
        feeType: effectiveFeeType,
        ...(visible.radius ? { radius: numberOrUndefined(radius) } : {}),
        orderMinimum: orderMinimum ?? undefined,
        ...(visible.costPerKilometers ? { costPerKilometers: costPerKilometers ?? undefined } : {}),
        ...(visible.fixedCost ? { fixedCost: fixedCost ?? undefined } : {}),
        freeDeliveryMinSpend: freeDeliveryMinSpend ?? undefined,
        ...(visible.priceTable ? { priceTable } : {}),
        deliveryInfo,
        ...(isAdmin ? { displayPlatforms } : {}),
      },
    });

  return (
    <ToggledSectionForm
      formRef={formRef}
      toggle={{ name: 'Self-Delivery', group: 'delivery', enabled: stored.enabled }}
      label="Delivery"
      busy={busy}
      onSubmit={submit}
      saveDisabled={visible.priceTable && priceTable.length === 0}
    >
      <SelectField label="Delivery type" value={deliveryType} options={DELIVERY_TYPES} onChange={setDeliveryType} />
      {visible.radius && (
        <NumberField label="Radius (km)" min={0} value={radius} onChange={setRadius} error={errors['delivery.radius']} />
      )}
      <MoneyInput label="Order minimum" value={orderMinimum} onChange={setOrderMinimum} error={errors['delivery.orderMinimum']} />
      <SelectField
        label="Fee type"
        value={effectiveFeeType}
        options={visible.feeTypes.map((value) => ({ value, label: FEE_TYPE_LABELS[value] }))}
        onChange={setFeeType}
      />
      {visible.costPerKilometers && (
        <MoneyInput
          label="Cost per kilometre"
          value={costPerKilometers}
          onChange={setCostPerKm}
          error={errors['delivery.costPerKilometers']}
        />
      )}
      {visible.fixedCost && (
        <MoneyInput label="Fixed cost" value={fixedCost} onChange={setFixedCost} error={errors['delivery.fixedCost']} />
      )}
      {visible.priceTable && (
        <Fieldset.Root>
          <Fieldset.Legend>Price table</Fieldset.Legend>
          {priceTable.length === 0 ? (
            <Text color="fg.muted">The price table is empty: add a row to save.</Text>
          ) : (
            <Table.Root size="sm" aria-label="Price table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Title</Table.ColumnHeader>
                  <Table.ColumnHeader>Description</Table.ColumnHeader>
                  <Table.ColumnHeader>Fee</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {priceTable.map((row, index) => (
                  <Table.Row key={`${row.title}\u0000${row.description}\u0000${row.fee}`}>
                    <Table.Cell>{row.title}</Table.Cell>
                    <Table.Cell>{row.description}</Table.Cell>
                    <Table.Cell>
                      {formatMoney(row.fee)}
                      {/* a row stored before the 0.05 step rule is refused on Save: say which, so it can be replaced */}
                      {errors[`delivery.priceTable.${index}.fee`] && (
                        <Text color="fg.error" fontSize="sm">
                          {errors[`delivery.priceTable.${index}.fee`]}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={`Remove ${row.title}`}
                        onClick={() => setPriceTable((rows) => rows.filter((_, i) => i !== index))}
                      >
                        ✕
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          <Box borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="3">
              <HStack gap="3" align="start" wrap="wrap">
                <TextField label="Row title" required value={newTitle} onChange={setNewTitle} error={rowErrors.title} />
                <TextField
                  label="Row description"
                  required
                  value={newDescription}
                  onChange={setNewDescription}
                  error={rowErrors.description}
                />
                <MoneyInput
                  label="Row fee"
                  required
                  step={SETTINGS_DEFAULTS.priceTableFeeStep}
                  value={newFee}
                  onChange={setNewFee}
                  error={rowErrors.fee}
                />
              </HStack>
              <Button alignSelf="flex-start" size="sm" variant="outline" onClick={addRow}>
                Add row
              </Button>
            </Stack>
          </Box>
        </Fieldset.Root>
      )}
      <MoneyInput
        label="Free delivery minimum spend"
        helperText="0 means no free delivery"
        value={freeDeliveryMinSpend}
        onChange={setFreeMin}
        error={errors['delivery.freeDeliveryMinSpend']}
      />
      <TextAreaField label="Delivery information" value={deliveryInfo} onChange={setDeliveryInfo} />
      {isAdmin && (
        // Spec 000 §6 names this admin setting "Display Pickup on platforms for both delivery and pickup": the same
        // label in both sections, to the letter (each sits inside its own section's form, which names it)
        <PlatformCheckboxes
          label="Display Pickup on platforms"
          platforms={DISPLAY_PLATFORMS}
          value={displayPlatforms}
          onChange={setDisplayPlatforms}
        />
      )}
    </ToggledSectionForm>
  );
}
