import { updateCategory } from '@backoffice/api-client';
import {
  type Category,
  categoryAvailability,
  categoryAvailabilityForm,
  defaultCategoryAvailability,
  fieldLabel,
  MESSAGES,
  type ScheduleValue,
  WEEK_DAYS,
} from '@backoffice/contracts';
import { Box, Button, ScheduleEditor, SchemaForm, Stack, useSchemaField, useSchemaForm } from '@backoffice/ui';
import { useState } from 'react';
import { toastSuccess } from '../useMenu';

/**
 * The words the API names the schedule's parts with (contracts' fieldLabel of each key of `categoryAvailability`,
 * and of a time's hour and minute: "Available days must be one of …", "Monday from …", "Hour must be at most 23"):
 * a refusal opening with one of them is about the schedule, the form's one field, and shows under it.
 */
const SCHEDULE_API_LABELS = {
  availability: [
    'Availability',
    ...Object.keys(categoryAvailability.shape).map((key) => fieldLabel([key])),
    fieldLabel(['hour']),
    fieldLabel(['min']),
  ],
};

/** The schedule as the form's one field: its message (the schema's or the server's) until the schedule is edited. */
function AvailabilityField() {
  const field = useSchemaField<ScheduleValue>('availability', 'Availability');
  return (
    // a refusal moves the focus to the schedule's first control
    <Box ref={(element: HTMLDivElement | null) => field.ref(element && { focus: () => element.querySelector('input')?.focus() })}>
      <ScheduleEditor
        label="Availability"
        value={field.value}
        onChange={field.onChange}
        days={WEEK_DAYS}
        daysKey="availableDays"
        error={field.error}
      />
    </Box>
  );
}

/**
 * The category's Availability tab (spec 001 §3: all 7 days 00:00–23:59 by default), checked with the schema of the
 * route's availability (contracts `categoryAvailabilityForm`). A refusal about the schedule is shown under it, once,
 * and not toasted (a form error shows under its field); one about no field (the category gone, a role) is the one toast.
 */
export function CategoryAvailabilityTab({ category, reload }: { category: Category; reload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(categoryAvailabilityForm, {
    defaultValues: {
      availability: category.availability?.availableDays ? category.availability : defaultCategoryAvailability(),
    },
    labels: SCHEDULE_API_LABELS,
    onSubmit: async ({ availability }) => {
      const saving = updateCategory(category._id, { availability });
      setBusy(true);
      try {
        await saving;
        toastSuccess(MESSAGES.recordChanged('Category', 'update'));
        await reload();
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <SchemaForm form={form}>
      <Stack gap="4">
        <AvailabilityField />
        <Box>
          <Button type="submit" loading={busy}>
            Save availability
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}
