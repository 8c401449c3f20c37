import {
  categoryAvailability,
  defaultCategoryAvailability,
  OPENING_DAYS,
  openingHours,
  pickupHours,
  type ScheduleValue,
  WEEK_DAYS,
} from '@backoffice/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { ScheduleEditor, type ScheduleEditorProps } from './ScheduleEditor';

let latest: ScheduleValue | undefined;
function Harness(props: Omit<ScheduleEditorProps, 'value' | 'onChange'> & { initial?: ScheduleValue }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<ScheduleValue | undefined>(initial);
  return (
    <BackofficeProvider>
      <ScheduleEditor
        {...rest}
        value={value}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
      />
    </BackofficeProvider>
  );
}

beforeEach(() => {
  latest = undefined;
});

describe('ScheduleEditor, opening hours (with holiday and overnight)', () => {
  beforeEach(() => {
    render(<Harness label="Opening hours" days={OPENING_DAYS} daysKey="openingDays" overnight />);
  });

  it("lists monday…sunday then holiday as 'Public holiday', each with From/To hour and minute", () => {
    const days = within(screen.getByRole('list', { name: 'Opening hours by day' })).getAllByRole('listitem');
    expect(days.map((d) => within(d).getAllByRole('checkbox')[0]?.closest('label')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'Public holiday',
    ]);
    const hour = screen.getByRole('combobox', { name: 'Public holiday from hour' });
    expect(
      within(hour)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(Array.from({ length: 24 }, (_, i) => String(i)));
    const minute = screen.getByRole('combobox', { name: 'Monday to minute' });
    expect(within(minute).getAllByRole('option')).toHaveLength(60);
    expect(within(minute).getAllByRole('option').at(-1)).toHaveValue('59');
  });

  it('writes the spec field shape: openingDays, {day}From, {day}To with isOvernight, twentyFourSeven', async () => {
    fireEvent.click(screen.getByLabelText('Friday'));
    await waitFor(() => expect(latest?.openingDays).toEqual(['friday']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Friday from hour' }), { target: { value: '18' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Friday from minute' }), { target: { value: '30' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Friday to hour' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday closes overnight' }));
    await waitFor(() => expect(latest?.fridayTo).toEqual({ hour: 2, min: 59, isOvernight: true }));
    fireEvent.click(screen.getByLabelText('Public holiday'));
    await waitFor(() => expect(latest?.openingDays).toEqual(['friday', 'holiday']));
    fireEvent.click(screen.getByLabelText('Open 24/7'));
    await waitFor(() => expect(latest?.twentyFourSeven).toBe(true));
    expect(latest).toMatchObject({
      twentyFourSeven: true,
      openingDays: ['friday', 'holiday'],
      fridayFrom: { hour: 18, min: 30 },
      fridayTo: { hour: 2, min: 59, isOvernight: true },
    });
    expect(openingHours.safeParse(latest).success).toBe(true);
  });

  it("a tick is reported in the click's own turn, so a Save pressed right after sends it", () => {
    // No waiting: zag's onCheckedChange would report each of these a microtask later, after such a Save.
    fireEvent.click(screen.getByLabelText('Monday'));
    expect(latest?.openingDays).toEqual(['monday']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday closes overnight' }));
    expect(latest?.mondayTo).toMatchObject({ isOvernight: true });
    fireEvent.click(screen.getByLabelText('Open 24/7'));
    expect(latest?.twentyFourSeven).toBe(true);
    fireEvent.click(screen.getByLabelText('Monday'));
    expect(latest?.openingDays).toEqual([]);
    expect(latest?.twentyFourSeven).toBe(true);
  });
});

it('category availability: starts from the default (7 days, 00:00–23:59), has no holiday and no overnight flag', async () => {
  render(<Harness label="Availability" days={WEEK_DAYS} daysKey="availableDays" initial={defaultCategoryAvailability()} />);
  expect(screen.queryByLabelText('Public holiday')).not.toBeInTheDocument();
  expect(screen.queryByText('Overnight')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Sunday')).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Sunday to hour' })).toHaveValue('23');
  fireEvent.click(screen.getByLabelText('Sunday'));
  await waitFor(() =>
    expect(latest?.availableDays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']),
  );
  expect(latest?.sundayTo).toEqual({ hour: 23, min: 59 });
  expect(categoryAvailability.safeParse(latest).success).toBe(true);
});

it('custom pickup hours: no Open 24/7 switch, days plus per-day From and To only (no twentyFourSeven, no overnight)', async () => {
  render(<Harness label="Custom pickup hours" days={WEEK_DAYS} daysKey="openingDays" allDaySwitch={false} />);
  expect(screen.queryByLabelText('Open 24/7')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Public holiday')).not.toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('Tuesday'));
  await waitFor(() => expect(latest?.openingDays).toEqual(['tuesday']));
  fireEvent.change(screen.getByRole('combobox', { name: 'Tuesday from hour' }), { target: { value: '10' } });
  await waitFor(() => expect(latest?.tuesdayFrom).toEqual({ hour: 10, min: 0 }));
  expect(latest).not.toHaveProperty('twentyFourSeven');
  expect(latest?.tuesdayTo).toEqual({ hour: 23, min: 59 });
  expect(pickupHours.safeParse(latest).success).toBe(true);
});
