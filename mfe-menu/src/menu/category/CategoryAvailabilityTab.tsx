import { updateCategory } from '@backoffice/api-client';
import { type Category, defaultCategoryAvailability, MESSAGES, type ScheduleValue, WEEK_DAYS } from '@backoffice/contracts';
import { Box, Button, ScheduleEditor, Stack, useFieldErrors } from '@backoffice/ui';
import { useState } from 'react';
import { toastSuccess } from '../useMenu';

/**
 * The category's Availability tab (spec 001 §3: all 7 days 00:00–23:59 by default). The schedule is the form's only
 * field, so a refusal of the save is shown under it, once, and not toasted (a form error shows under its field).
 */
export function CategoryAvailabilityTab({ category, reload }: { category: Category; reload: () => Promise<unknown> }) {
  const [value, setValue] = useState<ScheduleValue>(
    () => (category.availability?.availableDays ? category.availability : defaultCategoryAvailability()) as ScheduleValue,
  );
  const [busy, setBusy] = useState(false);
  const { formRef, alert: refused, submit } = useFieldErrors<HTMLDivElement>(undefined, { alert: true });
  const [edited, setEdited] = useState(false);
  return (
    <Stack gap="4" ref={formRef}>
      <ScheduleEditor
        label="Availability"
        value={value}
        onChange={(next) => {
          setValue(next);
          setEdited(true);
        }}
        days={WEEK_DAYS}
        daysKey="availableDays"
        error={edited ? undefined : refused}
      />
      <Box>
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            setEdited(false);
            void submit(() => updateCategory(category._id, { availability: value as Category['availability'] }))
              .then(() => {
                toastSuccess(MESSAGES.recordChanged('Category', 'update'));
                return reload();
              })
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          Save availability
        </Button>
      </Box>
    </Stack>
  );
}
