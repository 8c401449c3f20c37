import { type PickupHours, pickupFieldVisibility, type ScheduleValue, type Shop, WEEK_DAYS } from '@backoffice/contracts';
import { DISPLAY_PLATFORMS, PlatformCheckboxes, ScheduleEditor, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { NumberField, numberOrUndefined, numberText, SelectField, SwitchField } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

type Pickup = NonNullable<Shop['pickup']>;
type Future = NonNullable<Pickup['futureSettings']>;
type DisplayPlatform = NonNullable<Pickup['displayPlatforms']>[number];

const PICKUP_TYPES = [
  { value: 'same-day', label: 'Same day' },
  { value: 'future-only', label: 'Future only' },
  { value: 'hybrid', label: 'Hybrid' },
] as const;
const RANGES = [
  { value: 'opening-hours', label: 'Opening hours' },
  { value: 'custom', label: 'Custom' },
] as const;

/** Pick up (spec 000 §2): the immediate Enable/Disable Pick Up button; future settings hidden for same-day. */
export function PickupSection({ shop, isAdmin }: SectionProps) {
  const stored = shop.pickup ?? {};
  const future = stored.futureSettings ?? {};
  const [allowASAP, setAllowASAP] = useState(stored.allowASAP ?? false);
  const [type, setType] = useState<NonNullable<Pickup['type']>>(stored.type ?? 'same-day');
  const [displayPlatforms, setDisplayPlatforms] = useState<DisplayPlatform[]>(stored.displayPlatforms ?? []);
  const [hidePickupTime, setHidePickupTime] = useState(stored.hidePickupTime ?? false);
  const [daysSpan, setDaysSpan] = useState(numberText(future.daysSpan));
  const [daysMargin, setDaysMargin] = useState(numberText(future.daysMargin));
  const [cutOffEnabled, setCutOffEnabled] = useState(future.cutOffEnabled ?? false);
  const [cutOffHour, setCutOffHour] = useState(numberText(future.cutOffHour));
  const [cutOffMinute, setCutOffMinute] = useState(numberText(future.cutOffMinute));
  const [allowTimeSelection, setAllowTimeSelection] = useState(future.allowTimeSelection ?? false);
  const [timeSelectionRange, setRange] = useState<NonNullable<Future['timeSelectionRange']>>(
    future.timeSelectionRange ?? 'opening-hours',
  );
  const [customHours, setCustomHours] = useState<ScheduleValue | undefined>(future.timeSelectionHours);
  const { save, busy, formRef, errors } = useSectionSave();
  // The schedule's selects allow only valid times; a refusal would come from the server (shown, never swallowed).
  const customHoursError = Object.entries(errors).find(([path]) =>
    path.startsWith('pickup.futureSettings.timeSelectionHours'),
  )?.[1];
  const visible = pickupFieldVisibility({ type, futureSettings: { cutOffEnabled, allowTimeSelection, timeSelectionRange } });

  const submit = () =>
    void save('pickup', {
      pickup: {
        allowASAP,
        type,
        hidePickupTime,
        ...(isAdmin ? { displayPlatforms } : {}),
        ...(visible.futureSettings
          ? {
              futureSettings: {
                daysSpan: numberOrUndefined(daysSpan),
                daysMargin: numberOrUndefined(daysMargin),
                cutOffEnabled,
                ...(visible.cutOffTime
                  ? { cutOffHour: numberOrUndefined(cutOffHour), cutOffMinute: numberOrUndefined(cutOffMinute) }
                  : {}),
                allowTimeSelection,
                ...(visible.timeSelectionRange ? { timeSelectionRange } : {}),
                ...(visible.customHours ? { timeSelectionHours: (customHours ?? { openingDays: [] }) as PickupHours } : {}),
              },
            }
          : {}),
      },
    });

  return (
    <ToggledSectionForm
      formRef={formRef}
      toggle={{ name: 'Pick Up', group: 'pickup', enabled: stored.enabled }}
      label="Pick up"
      busy={busy}
      onSubmit={submit}
    >
      <SwitchField label="Allow ASAP" checked={allowASAP} onChange={setAllowASAP} />
      <SelectField label="Pick up type" value={type} options={PICKUP_TYPES} onChange={setType} />
      {isAdmin && (
        <PlatformCheckboxes
          label="Display Pickup on platforms"
          platforms={DISPLAY_PLATFORMS}
          value={displayPlatforms}
          onChange={setDisplayPlatforms}
        />
      )}
      <SwitchField label="Hide pickup time" checked={hidePickupTime} onChange={setHidePickupTime} />
      {visible.futureSettings && (
        <Stack gap="4" data-testid="pickup-future-settings">
          <NumberField
            label="Days span"
            min={0}
            value={daysSpan}
            onChange={setDaysSpan}
            error={errors['pickup.futureSettings.daysSpan']}
          />
          <NumberField
            label="Days margin"
            min={0}
            value={daysMargin}
            onChange={setDaysMargin}
            error={errors['pickup.futureSettings.daysMargin']}
          />
          <SwitchField label="Cut-off time" checked={cutOffEnabled} onChange={setCutOffEnabled} />
          {visible.cutOffTime && (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <NumberField
                label="Cut-off hour"
                min={0}
                max={23}
                value={cutOffHour}
                onChange={setCutOffHour}
                error={errors['pickup.futureSettings.cutOffHour']}
              />
              <NumberField
                label="Cut-off minute"
                min={0}
                max={59}
                value={cutOffMinute}
                onChange={setCutOffMinute}
                error={errors['pickup.futureSettings.cutOffMinute']}
              />
            </Stack>
          )}
          <SwitchField label="Allow time selection" checked={allowTimeSelection} onChange={setAllowTimeSelection} />
          {visible.timeSelectionRange && (
            <SelectField label="Time selection range" value={timeSelectionRange} options={RANGES} onChange={setRange} />
          )}
          {visible.customHours && (
            <ScheduleEditor
              label="Custom pickup hours"
              value={customHours}
              onChange={setCustomHours}
              days={WEEK_DAYS}
              daysKey="openingDays"
              allDaySwitch={false}
            />
          )}
          {customHoursError && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {customHoursError}
            </Text>
          )}
        </Stack>
      )}
    </ToggledSectionForm>
  );
}
