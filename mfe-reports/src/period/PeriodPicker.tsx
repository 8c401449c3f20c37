import { PRESETS, type Preset } from '@backoffice/contracts';
import { Button, Field, Flex, Input, NativeSelect, Text } from '@backoffice/ui';
import { type FormEvent, useId, useState } from 'react';
import { fullWidthOnMobile } from '../common/layout';
import { customRangeProblem, describePeriod, type Period, rangeAsDays } from './period';
import type { PeriodState } from './usePeriod';

const CUSTOM = 'custom';

/**
 * The date-range picker (spec 000 §2): the presets, or a custom range of two venue dates applied with a button.
 * Choosing a preset applies it at once; everything lands in the URL through `setPeriod`.
 */
export function PeriodPicker({ period, range, setPeriod }: PeriodState) {
  const summaryId = useId();
  // Custom chosen in the list but not applied yet: the URL still holds the previous period.
  const [pickingCustom, setPickingCustom] = useState(false);
  const [draft, setDraft] = useState(() => ('preset' in period ? rangeAsDays(range) : { from: period.from, to: period.to }));
  const [problem, setProblem] = useState<string | null>(null);
  const selected = pickingCustom || !('preset' in period) ? CUSTOM : period.preset;

  function choose(value: string) {
    setProblem(null);
    if (value === CUSTOM) {
      setDraft(rangeAsDays(range));
      setPickingCustom(true);
      return;
    }
    setPickingCustom(false);
    setPeriod({ preset: value as Preset });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const why = customRangeProblem(draft.from, draft.to);
    setProblem(why);
    if (why) return;
    setPickingCustom(false);
    setPeriod({ from: draft.from, to: draft.to } satisfies Period);
  }

  return (
    <Flex asChild gap="3" wrap="wrap" align="flex-end">
      {/* noValidate: customRangeProblem checks the dates and says why in words (role="alert"), not the browser's bubble. */}
      <form onSubmit={apply} noValidate data-testid="period-picker">
        <Field.Root {...fullWidthOnMobile} minW="12rem">
          <Field.Label>Period</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={selected} onChange={(e) => choose(e.currentTarget.value)} aria-describedby={summaryId}>
              {PRESETS.map((preset) => (
                <option key={preset.value} value={preset.value}>
                  {preset.label}
                </option>
              ))}
              <option value={CUSTOM}>Custom range</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {selected === CUSTOM && (
          <>
            <Field.Root {...fullWidthOnMobile} invalid={Boolean(problem)}>
              <Field.Label>From</Field.Label>
              <Input
                size="sm"
                type="date"
                value={draft.from}
                max={draft.to || undefined}
                onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root {...fullWidthOnMobile} invalid={Boolean(problem)}>
              <Field.Label>To</Field.Label>
              <Input
                size="sm"
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
              />
            </Field.Root>
            <Button size="sm" type="submit">
              Apply
            </Button>
          </>
        )}
        <Text id={summaryId} color="fg.muted" fontSize="sm" width="full" data-testid="period-summary">
          {describePeriod(period, range)}
        </Text>
        {problem && (
          <Text role="alert" color="fg.error" fontSize="sm" width="full">
            {problem}
          </Text>
        )}
      </form>
    </Flex>
  );
}
