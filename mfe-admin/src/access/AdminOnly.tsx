import { useAuth, useCurrentUser } from '@backoffice/api-client';
import { isAdmin, ROUTES } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, Heading, Spinner, Stack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';

export const ADMINS_ONLY_TITLE = 'This area is for platform admins';

/**
 * The admin area shows its pages only to a user whose roles (from the bus, published by the host) include admin.
 * Everyone else gets a plain page — not an error with a Retry that cannot help — and, since the pages are never
 * rendered, no admin call is made. The API still decides: it answers 403 to non-admins whatever the UI does.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const user = useCurrentUser();
  if (auth && !user)
    return (
      <Stack direction="row" align="center" gap={3} p={6} aria-busy="true">
        <Spinner size="sm" aria-hidden="true" />
        <Text>Checking your access…</Text>
      </Stack>
    );
  if (!isAdmin(user))
    return (
      <Stack gap={4} p={{ base: 4, sm: 6 }} maxW="2xl" data-testid="admins-only">
        <Heading as="h1" size="xl">
          {ADMINS_ONLY_TITLE}
        </Heading>
        <Text>
          Your account does not have the admin role, so the user and venue lists are not available to you. If you need access, ask
          a platform admin.
        </Text>
        <Button alignSelf="flex-start" variant="outline" onClick={() => topics.navigate.emit(ROUTES.dashboard)}>
          Go to the dashboard
        </Button>
      </Stack>
    );
  return <>{children}</>;
}
