import { pickupFieldVisibility, type ScheduleValue, WEEK_DAYS } from '@backoffice/contracts';
import {
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  ScheduleEditor,
  SchemaForm,
  Stack,
  Text,
  useSchemaField,
} from '@backoffice/ui';
import { FormDisplayPlatformsField } from '../form/kit-fields';
import { useSectionForm } from '../form/useSectionForm';
import { ToggledSectionForm } from './ImmediateToggle';
import type { SectionProps } from './types';

const PICKUP_TYPES = [
  { value: 'same-day', label: 'Same day' },
  { value: 'future-only', label: 'Future only' },
  { value: 'hybrid', label: 'Hybrid' },
];
const RANGES = [
  { value: 'opening-hours', label: 'Opening hours' },
  { value: 'custom', label: 'Custom' },
];

/**
 * Pick up (spec 000 §2): the immediate Enable/Disable Pick Up button; future settings hidden for same-day. The form
 * is contracts' `pickupSection`: each field below is one path of it, checked by the same schema the API uses.
 */
export function PickupSection({ shop, isAdmin }: SectionProps) {
  const stored = shop.pickup ?? {};
  const future = stored.futureSettings ?? {};
  const { form, busy } = useSectionForm('pickup', {
    pickup: {
      allowASAP: stored.allowASAP ?? false,
      type: stored.type ?? 'same-day',
      displayPlatforms: stored.displayPlatforms ?? [],
      hidePickupTime: stored.hidePickupTime ?? false,
      futureSettings: {
        ...future,
        cutOffEnabled: future.cutOffEnabled ?? false,
        allowTimeSelection: future.allowTimeSelection ?? false,
        timeSelectionRange: future.timeSelectionRange ?? 'opening-hours',
        timeSelectionHours: future.timeSelectionHours ?? { openingDays: [] },
      },
    },
  });
  const [type, cutOffEnabled, allowTimeSelection, timeSelectionRange] = form.watch([
    'pickup.type',
    'pickup.futureSettings.cutOffEnabled',
    'pickup.futureSettings.allowTimeSelection',
    'pickup.futureSettings.timeSelectionRange',
  ]);
  const visible = pickupFieldVisibility({ type, futureSettings: { cutOffEnabled, allowTimeSelection, timeSelectionRange } });

  return (
    <SchemaForm form={form} as="none">
      <ToggledSectionForm
        formRef={form.formRef}
        toggle={{ name: 'Pick Up', group: 'pickup', enabled: stored.enabled }}
        label="Pick up"
        busy={busy}
        onSubmit={() => void form.submit()}
      >
        <FormSwitchField path="pickup.allowASAP" label="Allow ASAP" />
        <FormSelectField path="pickup.type" label="Pick up type" options={PICKUP_TYPES} />
        {isAdmin && <FormDisplayPlatformsField path="pickup.displayPlatforms" label="Display Pickup on platforms" />}
        <FormSwitchField path="pickup.hidePickupTime" label="Hide pickup time" />
        {visible.futureSettings && (
          <Stack gap="4" data-testid="pickup-future-settings">
            <FormNumberField path="pickup.futureSettings.daysSpan" label="Days span" min={0} />
            <FormNumberField path="pickup.futureSettings.daysMargin" label="Days margin" min={0} />
            <FormSwitchField path="pickup.futureSettings.cutOffEnabled" label="Cut-off time" />
            {visible.cutOffTime && (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <FormNumberField path="pickup.futureSettings.cutOffHour" label="Cut-off hour" min={0} max={23} />
                <FormNumberField path="pickup.futureSettings.cutOffMinute" label="Cut-off minute" min={0} max={59} />
              </Stack>
            )}
            <FormSwitchField path="pickup.futureSettings.allowTimeSelection" label="Allow time selection" />
            {visible.timeSelectionRange && (
              <FormSelectField path="pickup.futureSettings.timeSelectionRange" label="Time selection range" options={RANGES} />
            )}
            {visible.customHours && <CustomPickupHours />}
          </Stack>
        )}
      </ToggledSectionForm>
    </SchemaForm>
  );
}

/** Custom pickup hours on the shared schedule editor (its selects allow only valid times; a server refusal shows). */
function CustomPickupHours() {
  const field = useSchemaField<ScheduleValue | undefined>('pickup.futureSettings.timeSelectionHours', 'Custom pickup hours');
  return (
    <>
      <ScheduleEditor
        label="Custom pickup hours"
        value={field.value}
        onChange={field.onChange}
        days={WEEK_DAYS}
        daysKey="openingDays"
        allDaySwitch={false}
      />
      {field.error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {field.error}
        </Text>
      )}
    </>
  );
}
