import { Badge, Button, ConfirmDialog, HStack, List, Text } from '@backoffice/ui';
import type { PublishIssue } from './prepublish';

export interface PublishBarProps {
  hasUnpublishedChanges: boolean;
  publishedVersion: number;
  checking: boolean;
  /** What the pre-publish check found (null: no question open). */
  issues: PublishIssue[] | null;
  onPublish: () => void;
  onPublishAnyway: () => Promise<unknown>;
  onCloseIssues: () => void;
  /** "Fix": closes the question and opens the section that fixes the problem. */
  onFix: (section: string) => void;
}

/** The draft's state, Publish, and the pre-publish question ("Before you publish") with a Fix for each problem. */
export function PublishBar({
  hasUnpublishedChanges,
  publishedVersion,
  checking,
  issues,
  onPublish,
  onPublishAnyway,
  onCloseIssues,
  onFix,
}: PublishBarProps) {
  return (
    <HStack gap="3">
      {hasUnpublishedChanges ? (
        <Badge colorPalette="orange">Draft not published</Badge>
      ) : publishedVersion === 0 ? (
        // Nothing has ever gone live: "Live: version 0" read as if something were.
        <Badge colorPalette="gray">Not published yet</Badge>
      ) : (
        <Badge colorPalette="green">Live: version {publishedVersion}</Badge>
      )}
      <Button onClick={onPublish} loading={checking} disabled={!hasUnpublishedChanges}>
        Publish
      </Button>
      <ConfirmDialog
        open={issues !== null}
        title="Before you publish"
        description="These would make the store harder to use for some customers:"
        confirmLabel="Publish anyway"
        onClose={onCloseIssues}
        onConfirm={onPublishAnyway}
      >
        <List.Root gap="2" mt="2">
          {(issues ?? []).map((issue) => (
            <List.Item key={issue.id}>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text fontSize="sm">{issue.message}</Text>
                <Button size="xs" variant="outline" onClick={() => onFix(issue.section)}>
                  Fix
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </ConfirmDialog>
    </HStack>
  );
}
