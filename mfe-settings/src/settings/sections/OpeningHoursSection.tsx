import { OPENING_DAYS, type ScheduleValue } from '@backoffice/contracts';
import { ScheduleEditor, SchemaForm, Text, useSchemaError, useSchemaField } from '@backoffice/ui';
import { SectionForm } from '../form/fields';
import { useSectionForm } from '../form/useSectionForm';
import type { SectionProps } from './types';

/** Opening hours (spec 000 §2): twentyFourSeven, monday–sunday plus Public holiday, From/To with overnight. */
export function OpeningHoursSection({ shop }: SectionProps) {
  const { form, busy } = useSectionForm('opening-hours', {
    openingHours: (shop.openingHours as ScheduleValue | undefined) ?? { twentyFourSeven: false, openingDays: [] },
  });
  return (
    <SchemaForm form={form} as="none">
      <SectionForm formRef={form.formRef} label="Opening hours" busy={busy} onSubmit={() => void form.submit()}>
        <OpeningHoursEditor />
        {OPENING_DAYS.map((day) => (
          <DayError key={day} day={day} />
        ))}
      </SectionForm>
    </SchemaForm>
  );
}

/** The whole schedule is one field: the editor hands back the full value on every change. */
function OpeningHoursEditor() {
  const field = useSchemaField<ScheduleValue>('openingHours', 'Opening hours');
  return (
    <ScheduleEditor
      label="Opening hours"
      value={field.value}
      onChange={field.onChange}
      days={OPENING_DAYS}
      daysKey="openingDays"
      overnight
    />
  );
}

/**
 * A day's rule (contracts' openingHoursIssues: a To not after From needs its overnight flag), under the editor at the
 * day's path — the editor's rows are not fields of their own.
 */
function DayError({ day }: { day: (typeof OPENING_DAYS)[number] }) {
  // the message names its day in words ("Tuesday: To must be after From, …"); the path is for matching only
  const message = useSchemaError(`openingHours.${day}To`);
  return message ? (
    <Text role="alert" color="fg.error" textStyle="sm">
      {message}
    </Text>
  ) : null;
}
