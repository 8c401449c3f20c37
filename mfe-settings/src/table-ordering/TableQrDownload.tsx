import { getDineInLinks } from '@backoffice/api-client';
import { downloadFileName, type Shop } from '@backoffice/contracts';
import { Button, downloadBlob, Field, HStack, NativeSelect, QR_THEMES, type QrTheme, qrCardsPdf } from '@backoffice/ui';
import { useState } from 'react';

const THEME_LABELS: Record<QrTheme, string> = { dark: 'Dark', platinum: 'Platinum', bronze: 'Bronze', gold: 'Gold' };

/** The PDF's file name: the venue's name transliterated ("Kōwhai Café" → `kowhai-cafe-table-qr-codes.pdf`). */
export function tableQrFileName(venueName: string): string {
  return downloadFileName(venueName, 'table-qr-codes', 'pdf');
}

/**
 * Table QR codes (spec 001 §2, §9): one A4 portrait PDF with a card per table in the chosen theme, each code the
 * table's dine-in link on the store's domain. The links come from the API (it knows the store's domain); the PDF is
 * drawn by the shared helper, whose libraries load only on this click.
 */
export function TableQrDownload({ shop, disabled }: { shop: Shop; disabled: boolean }) {
  const [theme, setTheme] = useState<QrTheme>('dark');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { links } = await getDineInLinks(shop._id);
      const pdf = await qrCardsPdf({
        venueName: shop.name.normal,
        theme,
        cards: links.map((link) => ({ url: link.url, title: `Table ${link.number}` })),
      });
      downloadBlob(pdf, tableQrFileName(shop.name.normal));
    } catch {
      // A failed call has been toasted by the api-client; the button is ready for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <HStack gap="3" align="flex-end" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label>QR theme</Field.Label>
        <NativeSelect.Root width="40">
          <NativeSelect.Field value={theme} onChange={(event) => setTheme(event.target.value as QrTheme)}>
            {QR_THEMES.map((value) => (
              <option key={value} value={value}>
                {THEME_LABELS[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button onClick={() => void download()} loading={busy} disabled={disabled}>
        Download table QR codes (PDF)
      </Button>
    </HStack>
  );
}
