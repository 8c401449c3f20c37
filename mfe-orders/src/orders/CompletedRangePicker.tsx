import { ORDERS_SEARCH_MAX_LENGTH, venueDate } from '@backoffice/contracts';
import { Field, Flex, Input, NativeSelect, SEARCH_DEBOUNCE_MS, Text } from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';
import { COMPLETED_RANGE_LABEL, COMPLETED_RANGES, type CompletedRange, type CompletedView } from './useOrdersView';

export interface CompletedRangePickerProps {
  view: CompletedView;
  onChange(patch: Partial<CompletedView>): void;
  /** The clock of "today" (the latest day that can be chosen). */
  now: number;
}

/**
 * The COMPLETED tab's range (spec 001 §7: day by default; week, month, year; or one chosen venue day) and its search
 * by order number or customer name, asked of the API 700 ms after typing stops (spec 001 §9's search debounce).
 */
export function CompletedRangePicker({ view, onChange, now }: CompletedRangePickerProps) {
  const [text, setText] = useState(view.search);
  // the URL's search changed under the box (back/forward, a link): show it
  const shown = useRef(view.search);
  useEffect(() => {
    if (view.search !== shown.current) {
      shown.current = view.search;
      setText(view.search);
    }
  }, [view.search]);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (text.trim() === shown.current) return;
    const timer = setTimeout(() => {
      shown.current = text.trim();
      latest.current({ search: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Flex gap="3" wrap="wrap" align="end" mt="4" role="group" aria-label="Completed orders shown">
      <Field.Root w={{ base: 'full', sm: 'auto' }} minW="10rem">
        <Field.Label>Show</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={view.range}
            onChange={(event) => onChange({ range: event.currentTarget.value as CompletedRange })}
          >
            {COMPLETED_RANGES.map((range) => (
              <option key={range} value={range}>
                {COMPLETED_RANGE_LABEL[range]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {view.range === 'chosen' && (
        <Field.Root w={{ base: 'full', sm: 'auto' }}>
          <Field.Label>Day</Field.Label>
          <Input
            size="sm"
            type="date"
            value={view.day ?? ''}
            max={venueDate(now)}
            onChange={(event) => onChange({ day: event.currentTarget.value || null })}
          />
        </Field.Root>
      )}
      <Field.Root w={{ base: 'full', sm: '16rem' }}>
        <Field.Label>Search</Field.Label>
        <Input
          size="sm"
          type="search"
          placeholder="Order number or customer"
          maxLength={ORDERS_SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </Field.Root>
      {view.range === 'chosen' && !view.day && <Text fontSize="sm">Choose a day to see its orders.</Text>}
    </Flex>
  );
}
