import {
  createDraftPreviewLink,
  getLayoutVersion,
  publishEmbedLayout,
  restoreLayoutVersion,
  updateEmbedKey,
  useCurrentShop,
  useLayoutVersions,
} from '@backoffice/api-client';
import type { DesignVersion, EmbedKey } from '@backoffice/contracts';
import { Badge, Box, Button, ConfirmDialog, Heading, HStack, Link, List, Stack, Text } from '@backoffice/ui';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { fieldLabel } from '../layout/fields';
import { LayoutEditor } from '../layout/LayoutEditor';
import { type PublishIssue, prePublishIssues } from '../layout/prepublish';
import type { Layout } from '../layout/resolve';
import { notifySuccess } from '../notify';
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
  const [issues, setIssues] = useState<PublishIssue[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [previewing, setPreviewing] = useState<{ layout: Layout; version: DesignVersion; caption: string } | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const draft = embedKey.draft;

  const afterChange = async (key: EmbedKey) => {
    await onSaved(key);
    await versions.mutate();
  };

  const publish = async () => {
    const key = await publishEmbedLayout(shopId);
    await afterChange(key);
    setIssues(null);
    notifySuccess('Layout published');
  };

  const startPublish = async (edited: Layout) => {
    setChecking(true);
    try {
      const found = await prePublishIssues(draft.embedVersion, edited);
      if (found.length === 0) await publish();
      else setIssues(found);
    } catch {
      // the error toast has said why
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="6">
      <LayoutEditor
        target="embed"
        version={draft.embedVersion}
        stored={draft.layoutConfig}
        resetKey={`${draft.embedVersion}-${embedKey.publishedVersion}-${resetCount}`}
        onVersionChange={async (embedVersion) => {
          const key = await updateEmbedKey(shopId, { embedVersion });
          await onSaved(key);
          setResetCount((n) => n + 1);
        }}
        onSaveSection={async (section, values) => {
          const key = await updateEmbedKey(shopId, { layoutConfig: { [section]: values } });
          await onSaved(key);
          notifySuccess(`${fieldLabel(section)} saved to the draft`);
          return key.draft.layoutConfig;
        }}
        previewOverride={previewing}
        toolbar={(edited, openSection) => (
          <HStack gap="3">
            {embedKey.hasUnpublishedChanges ? (
              <Badge colorPalette="orange">Draft not published</Badge>
            ) : (
              <Badge colorPalette="green">Live: version {embedKey.publishedVersion}</Badge>
            )}
            <Button onClick={() => void startPublish(edited)} loading={checking} disabled={!embedKey.hasUnpublishedChanges}>
              Publish
            </Button>
            <ConfirmDialog
              open={issues !== null}
              title="Before you publish"
              description="These would make the store harder to use for some customers:"
              confirmLabel="Publish anyway"
              onClose={() => setIssues(null)}
              onConfirm={publish}
            >
              <List.Root gap="2" mt="2">
                {(issues ?? []).map((issue) => (
                  <List.Item key={issue.id}>
                    <HStack justify="space-between" align="flex-start" gap="3">
                      <Text fontSize="sm">{issue.message}</Text>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => {
                          setIssues(null);
                          openSection(issue.section);
                        }}
                      >
                        Fix
                      </Button>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            </ConfirmDialog>
          </HStack>
        )}
      />
      <Box as="section" aria-labelledby="layout-history-heading">
        <Heading as="h2" size="md" id="layout-history-heading" mb="3">
          Published versions
        </Heading>
        {versions.error && <Text role="alert">The history could not be loaded.</Text>}
        {versions.data?.length === 0 && <Text color="fg.muted">Nothing published yet.</Text>}
        <List.Root gap="2" variant="plain">
          {(versions.data ?? []).map((v) => (
            <List.Item key={v.version} data-testid={`layout-version-${v.version}`}>
              <HStack justify="space-between" flexWrap="wrap" gap="2" width="100%" borderBottomWidth="1px" pb="2">
                <Box>
                  <Text fontWeight="medium">
                    Version {v.version}
                    {v.version === embedKey.publishedVersion && (
                      <Badge ml="2" colorPalette="green">
                        live
                      </Badge>
                    )}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {DateTime.fromISO(v.publishedAt).setLocale('en-au').toLocaleString(DateTime.DATETIME_MED)} by{' '}
                    {v.publishedBy.name}
                    {' · '}
                    {v.restoredFrom
                      ? `restored version ${v.restoredFrom}`
                      : v.changes.length > 0
                        ? `changed ${v.changes.join(', ')}`
                        : 'no changes'}
                  </Text>
                </Box>
                <HStack>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Preview version ${v.version}`}
                    onClick={async () => {
                      const detail = await getLayoutVersion(shopId, v.version);
                      setPreviewing({
                        layout: detail.layoutConfig,
                        version: detail.embedVersion,
                        caption: `Previewing version ${v.version}`,
                      });
                    }}
                  >
                    Preview
                  </Button>
                  <Button
                    size="xs"
                    aria-label={`Restore version ${v.version}`}
                    onClick={async () => {
                      const key = await restoreLayoutVersion(shopId, v.version);
                      setPreviewing(null);
                      await afterChange(key);
                      setResetCount((n) => n + 1);
                      notifySuccess(`Version ${v.version} restored`);
                    }}
                  >
                    Restore
                  </Button>
                </HStack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        {previewing && (
          <Button size="sm" variant="ghost" mt="2" onClick={() => setPreviewing(null)}>
            Back to the draft preview
          </Button>
        )}
      </Box>
      <DraftPhonePreview shopId={shopId} />
    </Stack>
  );
}
