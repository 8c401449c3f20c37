import { isApiError, loginMfa } from '@backoffice/api-client';
import type { AuthResponse } from '@backoffice/contracts';
import { Button, Stack, Text } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../forms/TextField';

/**
 * The second step of sign-in for an account with two-step sign-in on: one code from the authenticator app (the
 * browser and phone keyboards offer it: one-time-code, numeric), or one of the recovery codes instead. A wrong code,
 * a throttled account or a password step that took too long is said under the field (not toasted: once, in place).
 */
export function TwoStepCodeForm({
  mfaToken,
  onSignedIn,
  onStartOver,
}: {
  mfaToken: string;
  onSignedIn: (auth: AuthResponse) => void;
  onStartOver: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError(recovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your authenticator app');
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await loginMfa({ mfaToken, code }));
    } catch (caught) {
      const message = isApiError(caught) ? caught.message : 'That did not work, please try again.';
      setError(message);
      // the password step's token is over (5 minutes): only signing in again helps
      setExpired(isApiError(caught) && caught.status === 401 && /sign in again/i.test(message));
      setBusy(false);
    }
  }

  function switchKind() {
    setRecovery((value) => !value);
    setCode('');
    setError(undefined);
  }

  return (
    <form onSubmit={submit} aria-label="Two-step sign-in" noValidate>
      <Stack gap={4}>
        <Text>
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for Venue Back-office.'}
        </Text>
        {recovery ? (
          <TextField
            key="recovery"
            label="Recovery code"
            name="recovery-code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            error={error}
            required
          />
        ) : (
          <TextField
            key="app-code"
            label="Code"
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            autoFocus
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            error={error}
            required
          />
        )}
        {expired ? (
          <Button variant="outline" onClick={onStartOver}>
            Sign in again
          </Button>
        ) : (
          <Button type="submit" loading={busy} loadingText="Checking…">
            Verify
          </Button>
        )}
        <Button variant="plain" alignSelf="flex-start" color="brand.fg" px={0} onClick={switchKind}>
          {recovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
        </Button>
      </Stack>
    </form>
  );
}
