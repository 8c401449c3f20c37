import { endMySession, signOutOtherSessions, useMySessions } from '@backoffice/api-client';
import { type SignInSession, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Badge, Box, Button, ConfirmDialog, Flex, Heading, Spinner, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';

const when = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => when.format(new Date(iso));

type Pending = { kind: 'one'; session: SignInSession } | { kind: 'others' } | null;

/**
 * My Account → "Signed-in devices": every live sign-in of this account (device, IP, signed in, last seen), "Sign out"
 * for each other one and "Sign out everywhere else". Ending one ends its token at once (the API's sessions); each
 * asks first, since the person on that device loses access.
 */
export function SignedInDevices() {
  const { data: sessions, error, mutate } = useMySessions();
  const [pending, setPending] = useState<Pending>(null);
  const others = sessions?.filter((session) => !session.current) ?? [];

  async function confirm() {
    if (!pending) return;
    try {
      if (pending.kind === 'one') await endMySession(pending.session.id);
      else await signOutOtherSessions();
      topics.toast.emit({
        status: 'success',
        title: pending.kind === 'one' ? `Signed out ${pending.session.device}` : 'Signed out everywhere else',
        duration: SUCCESS_TOAST_MS,
      });
      setPending(null);
    } catch {
      // the API's message is an error toast already; the dialog stays for a retry
    } finally {
      await mutate();
    }
  }

  return (
    <Box as="section" aria-labelledby="signed-in-devices" mt={10} maxW="3xl">
      <Heading as="h2" size="md" id="signed-in-devices" mb={2}>
        Signed-in devices
      </Heading>
      <Text color="fg.muted" mb={4}>
        Where your account is signed in now. Sign out a device you do not recognise, then change your password.
      </Text>
      {!sessions && !error && (
        <Flex role="status" align="center" gap={3}>
          <Spinner size="sm" aria-hidden="true" />
          <Text>Loading your devices…</Text>
        </Flex>
      )}
      {error && !sessions && <Text role="alert">Your devices could not be loaded.</Text>}
      {sessions && (
        <Stack as="ul" gap={3} listStyleType="none" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <Flex
              as="li"
              key={session.id}
              borderWidth="1px"
              borderRadius="md"
              p={3}
              gap={3}
              align={{ base: 'flex-start', sm: 'center' }}
              direction={{ base: 'column', sm: 'row' }}
            >
              <Box flex="1">
                <Flex align="center" gap={2}>
                  <Text fontWeight="semibold">{session.device}</Text>
                  {session.current && <Badge colorPalette="green">This device</Badge>}
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {session.ip} · Signed in {formatWhen(session.createdAt)} · Last seen {formatWhen(session.lastSeenAt)}
                </Text>
              </Box>
              {!session.current && (
                <Button size="sm" variant="outline" onClick={() => setPending({ kind: 'one', session })}>
                  Sign out
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}
      {others.length > 0 && (
        <Button mt={4} variant="outline" colorPalette="red" onClick={() => setPending({ kind: 'others' })}>
          Sign out everywhere else
        </Button>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'one' ? `Sign out ${pending.session.device}?` : 'Sign out everywhere else?'}
        description={
          pending?.kind === 'one'
            ? `Whoever uses ${pending.session.device} (${pending.session.ip}) will have to sign in again.`
            : `Every other device (${others.length}) will have to sign in again. This one stays signed in.`
        }
        confirmLabel="Sign out"
        destructive
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
