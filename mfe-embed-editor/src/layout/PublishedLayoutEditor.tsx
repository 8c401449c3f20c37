import type { LayoutVersionDetail } from '@backoffice/api-client';
import type { DesignVersion, LayoutTarget, LayoutVersionSummary } from '@backoffice/contracts';
import { Badge, Box, Button, ConfirmDialog, Heading, HStack, List, Stack, Text } from '@backoffice/ui';
import { DateTime } from 'luxon';
import { type ReactNode, useState } from 'react';
import type { SWRResponse } from 'swr';
import { notifySuccess } from '../notify';
import { LayoutEditor } from './LayoutEditor';
import { PublishBar } from './PublishBar';
import { type PublishIssue, prePublishIssues } from './prepublish';
import type { Layout } from './resolve';

/** What the publish flow needs from the thing whose layout it edits (the embed key or a kiosk). */
export interface PublishedLayoutSource<T> {
  target: LayoutTarget;
  /** The stored entity: its draft, whether the draft differs from what is live, the live version number. */
  entity: T & {
    draft: { embedVersion: DesignVersion; layoutConfig: Layout };
    hasUnpublishedChanges: boolean;
    publishedVersion: number;
  };
  versions: SWRResponse<LayoutVersionSummary[], Error>;
  /** Reloads the entity after a change (with the server's answer when there is one). */
  onSaved: (entity: T) => unknown;
  saveVersion: (embedVersion: DesignVersion) => Promise<T>;
  saveSection: (section: string, values: unknown) => Promise<T>;
  publish: () => Promise<T>;
  getVersion: (version: number) => Promise<LayoutVersionDetail>;
  restore: (version: number) => Promise<T>;
  /** Toast after a section save. */
  savedMessage: (section: string) => string;
}

/**
 * The layout editor on the server-side draft, Publish with a pre-publish check, and the version history with preview
 * and one-click restore: the same flow for the embed store and for each kiosk (one publish flow for both targets).
 */
export function PublishedLayoutEditor<T>({
  target,
  entity,
  versions,
  onSaved,
  saveVersion,
  saveSection,
  publish: publishDraft,
  getVersion,
  restore,
  savedMessage,
  children,
}: PublishedLayoutSource<T> & { children?: ReactNode }) {
  const [issues, setIssues] = useState<PublishIssue[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [previewing, setPreviewing] = useState<{ layout: Layout; version: DesignVersion; caption: string } | null>(null);
  const [resetCount, setResetCount] = useState(0);
  const [restoring, setRestoring] = useState<number | null>(null);
  const draft = entity.draft;

  const afterChange = async (saved: T) => {
    await onSaved(saved);
    await versions.mutate();
  };

  const publish = async () => {
    const saved = await publishDraft();
    await afterChange(saved);
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
        target={target}
        version={draft.embedVersion}
        stored={draft.layoutConfig}
        resetKey={`${draft.embedVersion}-${entity.publishedVersion}-${resetCount}`}
        onVersionChange={async (embedVersion) => {
          await onSaved(await saveVersion(embedVersion));
          setResetCount((n) => n + 1);
        }}
        onSaveSection={async (section, values) => {
          const saved = await saveSection(section, values);
          await onSaved(saved);
          notifySuccess(savedMessage(section));
          return (saved as unknown as { draft: { layoutConfig: Layout } }).draft.layoutConfig;
        }}
        previewOverride={previewing}
        toolbar={(edited, openSection) => (
          <PublishBar
            hasUnpublishedChanges={entity.hasUnpublishedChanges}
            publishedVersion={entity.publishedVersion}
            checking={checking}
            issues={issues}
            onPublish={() => void startPublish(edited)}
            onPublishAnyway={publish}
            onCloseIssues={() => setIssues(null)}
            onFix={(section) => {
              setIssues(null);
              openSection(section);
            }}
          />
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
                    {v.version === entity.publishedVersion && (
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
                      const detail = await getVersion(v.version);
                      setPreviewing({
                        layout: detail.layoutConfig,
                        version: detail.embedVersion,
                        caption: `Previewing version ${v.version}`,
                      });
                    }}
                  >
                    Preview
                  </Button>
                  <Button size="xs" aria-label={`Restore version ${v.version}`} onClick={() => setRestoring(v.version)}>
                    Restore
                  </Button>
                </HStack>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        <ConfirmDialog
          open={restoring !== null}
          title={`Restore version ${restoring ?? ''}?`}
          description={
            entity.hasUnpublishedChanges
              ? 'Your draft is replaced by this version and its unpublished changes are lost. It goes live at once.'
              : 'This version goes live at once, as a new version; the history keeps every earlier one.'
          }
          confirmLabel="Restore"
          onClose={() => setRestoring(null)}
          onConfirm={async () => {
            if (restoring === null) return;
            // Restoring replaces the draft: asked first, since unpublished work would be gone without a trace.
            const saved = await restore(restoring);
            setPreviewing(null);
            await afterChange(saved);
            setResetCount((n) => n + 1);
            notifySuccess(`Version ${restoring} restored`);
            setRestoring(null);
          }}
        />
        {previewing && (
          <Button size="sm" variant="ghost" mt="2" onClick={() => setPreviewing(null)}>
            Back to the draft preview
          </Button>
        )}
      </Box>
      {children}
    </Stack>
  );
}
