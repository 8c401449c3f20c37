import {
  createDraftPreviewLink,
  getLayoutVersion,
  publishEmbedLayout,
  restoreLayoutVersion,
  updateEmbedKey,
  useCurrentShop,
  useLayoutVersions,
} from '@backoffice/api-client';
import type { EmbedKey } from '@backoffice/contracts';
import { Box, Button, Heading, Link, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { fieldLabel } from '../layout/fields';
import { PublishedLayoutEditor } from '../layout/PublishedLayoutEditor';
import type { EmbedTabProps } from './DomainTab';
import { QrImage } from './QrTab';

/** A QR code a phone scans to open the store with the unpublished draft (the link holds an unguessable token). */
function DraftPhonePreview({ shopId }: { shopId: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const show = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setLink(await createDraftPreviewLink(shopId));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Box as="section" aria-labelledby="draft-phone-heading">
      <Heading as="h2" size="md" id="draft-phone-heading" mb="2">
        Preview the draft on a phone
      </Heading>
      <Text color="fg.muted" mb="3">
        Scan the code to open your store with the saved draft, before it is published. Anyone with the link can see the draft.
      </Text>
      {link ? (
        <Stack gap="2" align="flex-start">
          <Box borderWidth="1px" borderRadius="md" p="2" bg="white">
            <QrImage link={link} alt="QR code of the draft preview" testId="draft-preview-qr" />
          </Box>
          <Link href={link} target="_blank" rel="noopener noreferrer" data-testid="draft-preview-link" wordBreak="break-all">
            {link}
          </Link>
        </Stack>
      ) : (
        <Button variant="outline" onClick={() => void show()} loading={loading}>
          Show the draft preview QR code
        </Button>
      )}
      {failed && (
        <Text role="alert" mt="2">
          The preview link could not be made. Please try again.
        </Text>
      )}
    </Box>
  );
}

/** Layout: the layout editor on the server-side draft, Publish with a pre-publish check, and the version history. */
export function LayoutTab({ embedKey, onSaved }: EmbedTabProps) {
  const shopId = useCurrentShop()?.shopId ?? '';
  const versions = useLayoutVersions();
  return (
    <PublishedLayoutEditor<EmbedKey>
      target="embed"
      entity={embedKey}
      versions={versions}
      onSaved={onSaved}
      saveVersion={(embedVersion) => updateEmbedKey(shopId, { embedVersion })}
      saveSection={(section, values) => updateEmbedKey(shopId, { layoutConfig: { [section]: values } })}
      publish={() => publishEmbedLayout(shopId)}
      getVersion={(version) => getLayoutVersion(shopId, version)}
      restore={(version) => restoreLayoutVersion(shopId, version)}
      savedMessage={(section) => `${fieldLabel(section)} saved to the draft`}
    >
      <DraftPhonePreview shopId={shopId} />
    </PublishedLayoutEditor>
  );
}
