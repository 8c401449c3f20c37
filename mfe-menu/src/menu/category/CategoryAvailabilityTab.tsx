import { updateCategory } from '@backoffice/api-client';
import {
  type Category,
  categoryAvailabilityForm,
  defaultCategoryAvailability,
  MESSAGES,
  type ScheduleValue,
  WEEK_DAYS,
} from '@backoffice/contracts';
import { Box, Button, ScheduleEditor, SchemaForm, Stack, useSchemaField, useSchemaForm } from '@backoffice/ui';
import { useState } from 'react';
import { toastSuccess } from '../useMenu';

/** The schedule as the form's one field; the refusal of the last save under it until the schedule is edited. */
function AvailabilityField({ refused }: { refused: string | undefined }) {
  const field = useSchemaField<ScheduleValue>('availability', 'Availability');
  const [edited, setEdited] = useState(false);
  const [shownFor, setShownFor] = useState(refused);
  // a new refusal (the next save's) shows again
  if (shownFor !== refused) {
    setShownFor(refused);
    setEdited(false);
  }
  return (
    <ScheduleEditor
      label="Availability"
      value={field.value}
      onChange={(next) => {
        field.onChange(next);
        setEdited(true);
      }}
      days={WEEK_DAYS}
      daysKey="availableDays"
      error={edited ? undefined : (field.error ?? refused)}
    />
  );
}

/**
 * The category's Availability tab (spec 001 §3: all 7 days 00:00–23:59 by default), checked with the schema of the
 * route's availability (contracts `categoryAvailabilityForm`). The schedule is the form's only field, so a refusal
 * of the save is shown under it, once, and not toasted (a form error shows under its field).
 */
export function CategoryAvailabilityTab({ category, reload }: { category: Category; reload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(categoryAvailabilityForm, {
    defaultValues: {
      availability: category.availability?.availableDays ? category.availability : defaultCategoryAvailability(),
    },
    alert: true,
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
        <AvailabilityField refused={form.alert} />
        <Box>
          <Button type="submit" loading={busy}>
            Save availability
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}
