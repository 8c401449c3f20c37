import { useAdminShops, useCurrentShop } from '@backoffice/api-client';
import {
  defaultCategoryAvailability,
  formatMoney,
  LOGO_ASPECT,
  OPENING_DAYS,
  type ScheduleValue,
  WEEK_DAYS,
} from '@backoffice/contracts';
import {
  AreaPage,
  Box,
  BUZZER_PLATFORMS,
  Button,
  Card,
  ConfirmDeleteDialog,
  ConfirmDialog,
  CUSTOMER_PLATFORMS,
  DataTable,
  type DataTableColumn,
  DISPLAY_PLATFORMS,
  downloadBlob,
  Heading,
  HStack,
  Image,
  ImageUpload,
  KeyFigure,
  MoneyInput,
  PlatformCheckboxes,
  PromptDialog,
  QR_SIZE,
  QR_THEMES,
  type QrTheme,
  qrCardsPdf,
  qrDataUrl,
  ScheduleEditor,
  SimpleGrid,
  Stack,
  Text,
  UrlAccordion,
  UrlTabs,
  useTableQuery,
} from '@backoffice/ui';
import { useSearchParams } from '@backoffice/ui/router';
import { type ReactNode, useMemo, useState } from 'react';

/**
 * /admin/ui-kit — every shared widget of @backoffice/ui on one page, for a person to look at and try (issue 9's
 * acceptance: "one page … that shows them all"). Nothing here is saved except uploaded images (the image API is
 * the real one, on a venue the admin can see). Lazy-loaded by App.tsx, so no other admin page pays for it.
 */

/** The open dialog is in the URL (`?dialog=`), as on every screen (ARCHITECTURE: every open dialog in the URL). */
const DIALOGS = ['delete', 'delete-warning', 'delete-typed', 'confirm', 'prompt'] as const;
type KitDialog = (typeof DIALOGS)[number];

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Said({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId} aria-live="polite">
      {children}
    </Text>
  );
}

function Dialogs() {
  const [params, setParams] = useSearchParams();
  const open = params.get('dialog') as KitDialog | null;
  const [said, setSaid] = useState('Nothing confirmed yet.');
  const show = (dialog: KitDialog | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (dialog) next.set('dialog', dialog);
        else next.delete('dialog');
        return next;
      },
      { replace: dialog === null },
    );
  const done = (text: string) => {
    setSaid(text);
    show(null);
  };
  return (
    <Section title="Dialogs" id="kit-dialogs">
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => show('delete')}>
          Delete a record
        </Button>
        <Button variant="outline" onClick={() => show('delete-warning')}>
          Delete with a warning
        </Button>
        <Button variant="outline" onClick={() => show('delete-typed')}>
          Delete a shop (typed)
        </Button>
        <Button variant="outline" onClick={() => show('confirm')}>
          Confirm an action
        </Button>
        <Button variant="outline" onClick={() => show('prompt')}>
          Ask for a name
        </Button>
      </HStack>
      <Said testId="kit-dialog-result">{said}</Said>
      <ConfirmDeleteDialog
        open={open === 'delete'}
        name="Flat White"
        onConfirm={() => done('Deleted "Flat White".')}
        onClose={() => show(null)}
      />
      <ConfirmDeleteDialog
        open={open === 'delete-warning'}
        name="SUMMER10"
        warning="Removing a promo code does not remove discounts already applied to orders."
        onConfirm={() => done('Deleted "SUMMER10".')}
        onClose={() => show(null)}
      />
      <ConfirmDeleteDialog
        open={open === 'delete-typed'}
        name="Harbour Cafe"
        typedConfirmation
        onConfirm={() => done('Deleted "Harbour Cafe" after the typed confirmation.')}
        onClose={() => show(null)}
      />
      <ConfirmDialog
        open={open === 'confirm'}
        title="Copy menu"
        description="Copy the whole menu from another venue? Categories with the same name are merged."
        confirmLabel="Copy"
        onConfirm={() => done('Confirmed "Copy menu".')}
        onClose={() => show(null)}
      />
      <PromptDialog
        open={open === 'prompt'}
        title="Kiosk name"
        label="Name"
        requiredMessage="Please enter a valid kiosk name"
        onSubmit={(name) => done(`Named the kiosk "${name}".`)}
        onClose={() => show(null)}
      />
    </Section>
  );
}

function Money() {
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

function Schedules() {
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

function Platforms() {
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
function Table() {
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

function Sections() {
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

function Images() {
  const current = useCurrentShop();
  // An admin may have no venue of their own: the first venue of the admin list is where uploads go then.
  const { data } = useAdminShops({ limit: 1 });
  const shopId = current?.shopId ?? data?.shops[0]?._id;
  const [hero, setHero] = useState<string | null>(null);
  const [logo, setLogo] = useState<string | null>(null);
  return (
    <Section title="Image upload" id="kit-images">
      <Text fontSize="sm" color="fg.muted">
        Uploads go to the real image API, for {current?.shop?.name.normal ?? 'the newest venue'}; nothing else is saved.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Box data-testid="kit-hero-upload">
          <ImageUpload label="Hero image" value={hero} onChange={setHero} onRemove={() => setHero(null)} shopId={shopId} />
          <Said testId="kit-hero-url">{hero ? `Uploaded: ${hero}` : 'No hero image uploaded yet.'}</Said>
        </Box>
        <Box data-testid="kit-logo-upload">
          <ImageUpload
            label="Logo"
            value={logo}
            onChange={setLogo}
            onRemove={() => setLogo(null)}
            aspect={LOGO_ASPECT}
            output="png"
            shopId={shopId}
          />
          <Said testId="kit-logo-url">{logo ? `Uploaded: ${logo}` : 'No logo uploaded yet.'}</Said>
        </Box>
      </SimpleGrid>
    </Section>
  );
}

function QrCodes() {
  const [qr, setQr] = useState<string | null>(null);
  const [theme, setTheme] = useState<QrTheme>('dark');
  const [busy, setBusy] = useState(false);
  const url = 'https://example.com/order?table=4';
  return (
    <Section title="QR codes and printable cards" id="kit-qr">
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={async () => setQr(await qrDataUrl(url))}>
          Show a QR code
        </Button>
        <label>
          <Text as="span" fontSize="sm" mr="2">
            Card theme
          </Text>
          <select value={theme} onChange={(event) => setTheme(event.target.value as QrTheme)}>
            {QR_THEMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const pdf = await qrCardsPdf({
                venueName: 'Harbour Cafe',
                theme,
                cards: [1, 2, 3].map((table) => ({ url: `${url.slice(0, -1)}${table}`, title: `Table ${table}` })),
              });
              downloadBlob(pdf, 'qr-cards.pdf');
            } finally {
              setBusy(false);
            }
          }}
        >
          Download QR cards (PDF)
        </Button>
      </HStack>
      {qr && <Image src={qr} alt={`QR code for ${url}`} width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />}
    </Section>
  );
}

function Figures() {
  return (
    <Section title="Key figures" id="kit-figures">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <KeyFigure label="Orders today" value={42} />
        <KeyFigure label="Average preparation" value={12} unit="min" help="A unit after the number." />
        <KeyFigure label="New customers" value={7} />
      </SimpleGrid>
    </Section>
  );
}

export default function UiKitPage() {
  return (
    <AreaPage title="UI kit" subtitle="Every shared widget of @backoffice/ui, to look at and try. Nothing here is saved.">
      <Stack gap="6" data-testid="ui-kit">
        <Images />
        <Dialogs />
        <Money />
        <Table />
        <Sections />
        <Schedules />
        <Platforms />
        <QrCodes />
        <Figures />
      </Stack>
    </AreaPage>
  );
}
