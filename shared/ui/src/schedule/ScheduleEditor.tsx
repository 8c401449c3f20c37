import {
  type OpeningDay,
  readSchedule,
  SCHEDULE_DAY_LABELS,
  type ScheduleDayRow,
  type ScheduleDaysKey,
  type ScheduleValue,
  writeSchedule,
} from '@backoffice/contracts';
import { Box, Checkbox, Fieldset, HStack, NativeSelect, Stack, Switch, Text, VisuallyHidden } from '@backoffice/ui/chakra';
import { useRef } from 'react';

export interface ScheduleEditorProps {
  /** Legend of the whole editor ("Opening hours", "Availability", "Custom pickup hours"). */
  label: string;
  value: ScheduleValue | undefined;
  onChange: (value: ScheduleValue) => void;
  /** OPENING_DAYS (with holiday) for opening/pickup hours, WEEK_DAYS for category availability. */
  days: readonly OpeningDay[];
  daysKey: ScheduleDaysKey;
  /** Each To carries an overnight flag (opening hours); category availability has none. */
  overnight?: boolean;
  /**
   * The "Open 24/7" switch (opening hours, category availability). Custom pickup hours are days plus per-day From
   * and To only (spec 000 §2): pass false and the value carries no `twentyFourSeven`.
   */
  allDaySwitch?: boolean;
  disabled?: boolean;
  /** A refusal of the whole schedule (e.g. the API's), shown under it; the editor is marked invalid meanwhile. */
  error?: string | undefined;
}

const HOURS = Array.from({ length: 24 }, (_, i) => i);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const pad = (n: number) => String(n).padStart(2, '0');

function TimeSelect({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: number;
  options: number[];
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((n) => (
          <option key={n} value={n}>
            {pad(n)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The day/time schedule of spec 000 §2 (opening hours, custom pickup hours) and 001 §3 (category availability):
 * a twentyFourSeven switch, then per day a tick, From and To (hour 0–23, minute 0–59 — selects, so nothing else
 * can be entered) and, for opening hours, an overnight flag on each To. The value is the spec's field shape, read
 * and written by contracts' readSchedule / writeSchedule.
 *
 * Ticks reach `onChange` from the native boxes' own change events, in the click's turn: zag's onCheckedChange comes a
 * microtask later, and a Save pressed in between sent the schedule without the tick (useChoiceToggle has
 * the same reason). Each change builds on the last value written, not on the render's, so two in one turn both count.
 */
export function ScheduleEditor({
  label,
  value,
  onChange,
  days,
  daysKey,
  overnight = false,
  allDaySwitch = true,
  disabled,
  error,
}: ScheduleEditorProps) {
  const latest = useRef(value);
  latest.current = value;
  const schedule = readSchedule(value, { days, daysKey });
  const current = () => readSchedule(latest.current, { days, daysKey });
  const write = (change: (current: typeof schedule) => typeof schedule) => {
    const { twentyFourSeven, ...rest } = writeSchedule(change(current()), { daysKey, overnight });
    const next: ScheduleValue = allDaySwitch ? { twentyFourSeven, ...rest } : rest;
    latest.current = next;
    onChange(next);
  };
  const updateRow = (day: OpeningDay, change: (row: ScheduleDayRow) => ScheduleDayRow) =>
    write((now) => ({ ...now, rows: now.rows.map((row) => (row.day === day ? change(row) : row)) }));

  return (
    <Fieldset.Root
      disabled={disabled}
      invalid={error !== undefined}
      aria-invalid={error !== undefined ? true : undefined}
      data-testid="schedule-editor"
    >
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Fieldset.Content>
        {allDaySwitch && (
          <Switch.Root checked={schedule.twentyFourSeven} disabled={disabled}>
            <Switch.HiddenInput
              onChange={(event) => {
                const on = event.currentTarget.checked;
                write((now) => ({ ...now, twentyFourSeven: on }));
              }}
            />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Open 24/7</Switch.Label>
          </Switch.Root>
        )}
        <Stack gap="2" role="list" aria-label={`${label} by day`}>
          {schedule.rows.map((row) => {
            const dayLabel = SCHEDULE_DAY_LABELS[row.day];
            return (
              <Stack
                key={row.day}
                role="listitem"
                direction={{ base: 'column', md: 'row' }}
                gap={{ base: '1', md: '4' }}
                align={{ base: 'stretch', md: 'center' }}
                data-day={row.day}
              >
                <Box minW="36">
                  <Checkbox.Root checked={row.selected} disabled={disabled}>
                    <Checkbox.HiddenInput
                      onChange={(event) => {
                        const selected = event.currentTarget.checked;
                        updateRow(row.day, (r) => ({ ...r, selected }));
                      }}
                    />
                    <Checkbox.Control />
                    <Checkbox.Label>{dayLabel}</Checkbox.Label>
                  </Checkbox.Root>
                </Box>
                <HStack gap="1">
                  <Text fontSize="sm" minW="10">
                    From
                  </Text>
                  <TimeSelect
                    label={`${dayLabel} from hour`}
                    value={row.from.hour}
                    options={HOURS}
                    disabled={disabled}
                    onChange={(hour) => updateRow(row.day, (r) => ({ ...r, from: { ...r.from, hour } }))}
                  />
                  <Text aria-hidden="true">:</Text>
                  <TimeSelect
                    label={`${dayLabel} from minute`}
                    value={row.from.min}
                    options={MINUTES}
                    disabled={disabled}
                    onChange={(min) => updateRow(row.day, (r) => ({ ...r, from: { ...r.from, min } }))}
                  />
                </HStack>
                <HStack gap="1">
                  <Text fontSize="sm" minW="10">
                    To
                  </Text>
                  <TimeSelect
                    label={`${dayLabel} to hour`}
                    value={row.to.hour}
                    options={HOURS}
                    disabled={disabled}
                    onChange={(hour) => updateRow(row.day, (r) => ({ ...r, to: { ...r.to, hour } }))}
                  />
                  <Text aria-hidden="true">:</Text>
                  <TimeSelect
                    label={`${dayLabel} to minute`}
                    value={row.to.min}
                    options={MINUTES}
                    disabled={disabled}
                    onChange={(min) => updateRow(row.day, (r) => ({ ...r, to: { ...r.to, min } }))}
                  />
                  {overnight && (
                    <Checkbox.Root ml="2" size="sm" checked={row.to.isOvernight === true} disabled={disabled}>
                      <Checkbox.HiddenInput
                        onChange={(event) => {
                          const isOvernight = event.currentTarget.checked;
                          updateRow(row.day, (r) => ({ ...r, to: { ...r.to, isOvernight } }));
                        }}
                      />
                      <Checkbox.Control />
                      {/* the box is named by its label (zag's aria-labelledby wins over an aria-label): the label
                          names the day for a screen reader and shows the one word on screen */}
                      <Checkbox.Label>
                        <span aria-hidden="true">Overnight</span>
                        <VisuallyHidden>{`${dayLabel} closes overnight`}</VisuallyHidden>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  )}
                </HStack>
              </Stack>
            );
          })}
        </Stack>
      </Fieldset.Content>
      {error !== undefined && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
