import { useAdminShops, useCurrentShop } from '@backoffice/api-client';
import { LOGO_ASPECT } from '@backoffice/contracts';
import { useState } from 'react';
import {
  AreaPage,
  Box,
  Button,
  downloadBlob,
  HStack,
  Image,
  ImageUpload,
  KeyFigure,
  QR_SIZE,
  QR_THEMES,
  type QrTheme,
  qrCardsPdf,
  qrDataUrl,
  SimpleGrid,
  Stack,
  Text,
} from '../index';
import { Dialogs } from './DialogsSection';
import { Said, Section } from './kit-parts';
import { Money, Platforms, Schedules, Sections, Table } from './WidgetSections';

/**
 * The widget showcase: every shared widget of @backoffice/ui on one page, for a person to look at and try. Nothing
 * here is saved except uploaded images (the image API is the real one, on a venue the admin can see). It is a
 * development page, not a product screen: `@backoffice/ui/showcase`, mounted at /admin/ui-kit only by builds made
 * with the showcase on (dev servers and the local/test builds of scripts/lib/build.mjs; never the deploy images).
 */

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
