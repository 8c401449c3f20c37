import { OPENING_DAYS, type ScheduleValue } from '@backoffice/contracts';
import { ScheduleEditor } from '@backoffice/ui';
import { useState } from 'react';
import { SectionForm } from '../form/fields';
import { useSectionSave } from '../form/useSectionSave';
import type { SectionProps } from './types';

/** Opening hours (spec 000 §2): twentyFourSeven, monday–sunday plus Public holiday, From/To with overnight. */
export function OpeningHoursSection({ shop }: SectionProps) {
  const [value, setValue] = useState<ScheduleValue | undefined>(shop.openingHours as ScheduleValue | undefined);
  const { save, busy, formRef, errors } = useSectionSave();
  const firstError = Object.entries(errors)[0];
  return (
    <SectionForm
      formRef={formRef}
      label="Opening hours"
      busy={busy}
      onSubmit={() => void save('opening-hours', { openingHours: value ?? { twentyFourSeven: false, openingDays: [] } })}
    >
      <ScheduleEditor
        label="Opening hours"
        value={value}
        onChange={setValue}
        days={OPENING_DAYS}
        daysKey="openingDays"
        overnight
      />
      {firstError && (
        <p role="alert">
          {firstError[0]}: {firstError[1]}
        </p>
      )}
    </SectionForm>
  );
}
