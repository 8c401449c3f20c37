import { defaultCategoryAvailability, formatMoney, OPENING_DAYS, type ScheduleValue, WEEK_DAYS } from '@backoffice/contracts';
import { useMemo, useState } from 'react';
import {
  BUZZER_PLATFORMS,
  CUSTOMER_PLATFORMS,
  DataTable,
  type DataTableColumn,
  DISPLAY_PLATFORMS,
  MoneyInput,
  PlatformCheckboxes,
  ScheduleEditor,
  SimpleGrid,
  Text,
  UrlAccordion,
  UrlTabs,
  useTableQuery,
} from '../index';
import { Said, Section } from './kit-parts';

export function Money() {
  const [cents, setCents] = useState<number | null>(1235);
  const [fiveCents, setFiveCents] = useState<number | null>(null);
  return (
    <Section title="Money" id="kit-money">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MoneyInput label="Price" value={cents} onChange={setCents} />
        <MoneyInput label="Surcharge (steps of 5 cents)" value={fiveCents} onChange={setFiveCents} step={0.05} />
      </SimpleGrid>
      <Said testId="kit-money-value">
        Price holds {cents === null ? 'nothing' : `${cents} cents (${formatMoney(cents)})`}; surcharge holds{' '}
        {fiveCents === null ? 'nothing' : `${fiveCents} cents`}.
      </Said>
    </Section>
  );
}

export function Schedules() {
  const [hours, setHours] = useState<ScheduleValue | undefined>(undefined);
  const [availability, setAvailability] = useState<ScheduleValue>(defaultCategoryAvailability());
  return (
    <Section title="Schedules" id="kit-schedules">
      <ScheduleEditor
        label="Opening hours"
        value={hours}
        onChange={setHours}
        days={OPENING_DAYS}
        daysKey="openingDays"
        overnight
      />
      <ScheduleEditor
        label="Category availability"
        value={availability}
        onChange={setAvailability}
        days={WEEK_DAYS}
        daysKey="availableDays"
      />
    </Section>
  );
}

export function Platforms() {
  const [customer, setCustomer] = useState<string[]>(['web']);
  const [display, setDisplay] = useState<string[]>(['embed']);
  return (
    <Section title="Platforms" id="kit-platforms">
      <PlatformCheckboxes label="Customer platforms" platforms={CUSTOMER_PLATFORMS} value={customer} onChange={setCustomer} />
      <PlatformCheckboxes label="Display on" platforms={DISPLAY_PLATFORMS} value={display} onChange={setDisplay} />
      <PlatformCheckboxes
        label="Buzzer platforms (read-only, as a merchant sees it)"
        platforms={BUZZER_PLATFORMS}
        value={['pos']}
        onChange={() => {}}
        readOnly
      />
    </Section>
  );
}

interface Drink {
  id: string;
  name: string;
  price: number;
}
const DRINKS: Drink[] = [
  'Flat White',
  'Long Black',
  'Cappuccino',
  'Latte',
  'Mocha',
  'Chai Latte',
  'Hot Chocolate',
  'Espresso',
  'Macchiato',
  'Piccolo',
  'Affogato',
  'Iced Coffee',
  'Iced Latte',
  'Cold Brew',
  'Babyccino',
  'Matcha Latte',
  'Turmeric Latte',
  'Green Tea',
  'English Breakfast',
  'Peppermint Tea',
].map((name, index) => ({ id: `d${index + 1}`, name, price: 400 + ((index * 35) % 300) }));
const DRINK_COLUMNS: readonly DataTableColumn<Drink>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'name' },
  { key: 'price', header: 'Price', cell: (row) => formatMoney(row.price), sortKey: 'price', align: 'end' },
];

/** The table pages, searches and sorts a list in memory here, exactly as a server list answers the same query. */
export function Table() {
  const table = useTableQuery({ pageSize: 5, defaultSort: { key: 'name', direction: 'asc' } });
  const { query } = table;
  const found = useMemo(() => {
    const needle = query.search.trim().toLowerCase();
    const rows = DRINKS.filter((drink) => drink.name.toLowerCase().includes(needle));
    const sort = query.sort;
    if (sort) {
      const sign = sort.direction === 'asc' ? 1 : -1;
      rows.sort((a, b) => (sort.key === 'price' ? sign * (a.price - b.price) : sign * a.name.localeCompare(b.name, 'en')));
    }
    return { rows: rows.slice(query.skip, query.skip + query.pageSize), total: rows.length };
  }, [query]);
  return (
    <Section title="Table" id="kit-table">
      <DataTable
        label="Drinks"
        columns={DRINK_COLUMNS}
        rows={found.rows}
        total={found.total}
        rowKey={(row) => row.id}
        state={table}
        searchLabel="Search drinks"
        emptyText="No drink matches."
      />
    </Section>
  );
}

export function Sections() {
  return (
    <Section title="Tabs and accordion bound to the URL" id="kit-sections">
      <UrlTabs
        label="Example tabs"
        param="tab"
        items={[
          { value: 'pending', label: 'Pending', content: <Text>The PENDING tab (?tab=pending).</Text> },
          { value: 'completed', label: 'Completed', content: <Text>The COMPLETED tab (?tab=completed).</Text> },
        ]}
      />
      <UrlAccordion
        items={[
          { value: 'details', title: 'Details', content: <Text>One section open at a time (?section=details).</Text> },
          { value: 'location', title: 'Location', content: <Text>Reload keeps it open (?section=location).</Text> },
          { value: 'presentation', title: 'Presentation', content: <Text>Back and Forward move between them.</Text> },
        ]}
      />
    </Section>
  );
}
