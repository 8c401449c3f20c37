import { isApiError, undoEmailChange } from '@backoffice/api-client';
import { EMAIL_UNDO_CODE_PARAM, ROUTES } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Alert, Button, Link, Stack, Text } from '@backoffice/ui';
import { Link as RouterLink, useSearchParams } from '@backoffice/ui/router';
import { useState } from 'react';
import { endLocalSession } from '../session/session';
import { PublicPageFrame } from '../shell/PublicPageFrame';
import { BackToLogin } from './BackToLogin';

type Outcome = { kind: 'idle' } | { kind: 'done'; email: string } | { kind: 'refused'; message: string };

/**
 * `/undo-email-change?code=…`, the link mailed to the OLD address after a sign-in e-mail change: one button puts the
 * old address back. The API then ends every session of the account, so this browser signs out too; the page points
 * to choosing a new password, since whoever made the change may know the old one. Open signed in or not.
 */
export function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const code = params.get(EMAIL_UNDO_CODE_PARAM)?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function undo() {
    setBusy(true);
    try {
      const email = await undoEmailChange(code);
      // every session of the account ended on the server: this browser's too
      if (topics.auth.current()) endLocalSession();
      setOutcome({ kind: 'done', email });
    } catch (error) {
      setOutcome({ kind: 'refused', message: isApiError(error) ? error.message : 'The change could not be undone.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicPageFrame title="Undo the e-mail change">
      <Stack gap={4}>
        {outcome.kind === 'done' ? (
          <>
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Description>
                Your sign-in e-mail is {outcome.email} again, and every device was signed out. If you did not make the change,
                choose a new password now.
              </Alert.Description>
            </Alert.Root>
            <Link asChild color="brand.fg" alignSelf="flex-start">
              <RouterLink to={ROUTES.passwordReset}>Choose a new password</RouterLink>
            </Link>
          </>
        ) : (
          <>
            <Text>
              Your sign-in e-mail was changed. If that was not you, undo it: your old address comes back and every device signed
              in to the account is signed out.
            </Text>
            {outcome.kind === 'refused' && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{outcome.message}</Alert.Description>
              </Alert.Root>
            )}
            <Button onClick={undo} loading={busy} loadingText="Undoing…" disabled={!code} alignSelf="flex-start">
              Undo the change
            </Button>
            {!code && <Text role="alert">This page needs the link from the e-mail we sent to your old address.</Text>}
          </>
        )}
        <BackToLogin />
      </Stack>
    </PublicPageFrame>
  );
}
