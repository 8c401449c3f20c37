import { type AuditSubject, useAuditLog } from '@backoffice/api-client';
import { LOCALE, VENUE_TIME_ZONE } from '@backoffice/contracts';
import { Box, Heading, List, Skeleton, Stack, Text } from '@backoffice/ui';
import { useEffect } from 'react';
import { describeAuditEntry } from './describe';

const when = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: VENUE_TIME_ZONE });

/** The admin actions recorded for a user or a shop, newest first (GET …/audit-log). */
export function AuditLog({
  subject,
  title = 'Admin history',
  version = 0,
}: {
  subject: AuditSubject;
  title?: string;
  /** Bumped by the page after each action, so the new entry shows. */
  version?: number;
}) {
  const { data, error, isLoading, mutate } = useAuditLog(subject, { limit: 50 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch exactly when the page says something changed
  useEffect(() => {
    if (version > 0) void mutate();
  }, [version]);
  return (
    <Stack as="section" aria-label={title} gap={2} data-testid="audit-log">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {error ? (
        <Text role="alert" color="red.700">
          The history could not be loaded.{' '}
          <Box as="button" textDecoration="underline" onClick={() => void mutate()}>
            Retry
          </Box>
        </Text>
      ) : isLoading || !data ? (
        // a skeleton has no role, so the status region around it carries the name
        <Box role="status" aria-label="Loading the history">
          <Skeleton height="6" />
        </Box>
      ) : data.entries.length === 0 ? (
        <Text color="fg.muted">No admin actions recorded yet.</Text>
      ) : (
        <List.Root as="ol" gap={2} listStyleType="none" ms={0}>
          {data.entries.map((entry) => (
            <List.Item key={entry._id} data-testid="audit-entry">
              <Text>{describeAuditEntry(entry)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {when.format(new Date(entry.at))} by {entry.actor.name || entry.actor.email}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
