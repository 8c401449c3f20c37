import { useCurrentShop } from '@backoffice/api-client';
import { type EmbedKey, QR_SIZE, storeLink } from '@backoffice/contracts';
import {
  Box,
  Button,
  downloadBlob,
  Field,
  Image,
  Link,
  LoadingSpinner,
  NativeSelect,
  QR_THEMES,
  type QrTheme,
  qrCardsPdf,
  qrDataUrl,
  Stack,
  Text,
} from '@backoffice/ui';
import { useEffect, useState } from 'react';

/** The PDF's file name: the store's host, so a merchant with several shops can tell the files apart. */
export function qrPdfFileName(link: string): string {
  return `${new URL(link).hostname}-qr-code.pdf`;
}

/** A QR code (size 200) for a link, drawn by the shared helper; says so in place when it cannot be drawn. */
export function QrImage({ link, alt, testId }: { link: string; alt: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    qrDataUrl(link, QR_SIZE).then(
      (url) => live && setSrc(url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [link]);
  if (failed) return <Text role="alert">The QR code could not be drawn.</Text>;
  if (!src) return <LoadingSpinner size="sm" label="Drawing the QR code" />;
  return <Image src={src} alt={alt} htmlWidth={QR_SIZE} htmlHeight={QR_SIZE} data-testid={testId} data-link={link} />;
}

/** QR Code: the last origin as an https link, size 200, with a branded A4 portrait PDF (spec 001 §2, §9). */
export function QrTab({ embedKey }: { embedKey: EmbedKey }) {
  const venueName = useCurrentShop()?.shop?.name?.normal ?? embedKey.name;
  const link = storeLink(embedKey.origins);
  const [theme, setTheme] = useState<QrTheme>('dark');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!link) return <Text>The store has no domain yet.</Text>;

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const pdf = await qrCardsPdf({ venueName, theme, cards: [{ url: link, title: 'Order online' }] });
      downloadBlob(pdf, qrPdfFileName(link));
    } catch {
      setFailure('The PDF could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" align="flex-start">
      <Text>
        Your store:{' '}
        <Link href={link} target="_blank" rel="noopener noreferrer" data-testid="store-link">
          {link}
        </Link>
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="2" bg="white">
        <QrImage link={link} alt={`QR code for ${link}`} testId="store-qr" />
      </Box>
      <Field.Root maxW="xs">
        <Field.Label>PDF theme</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={theme} onChange={(e) => setTheme(e.target.value as QrTheme)}>
            {QR_THEMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button onClick={() => void download()} loading={busy}>
        Download PDF
      </Button>
      {failure && <Text role="alert">{failure}</Text>}
      <Text color="fg.muted" fontSize="sm">
        An A4 portrait page with your venue's name and the code, ready to print.
      </Text>
    </Stack>
  );
}
