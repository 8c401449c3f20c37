import { disableMfa, enableMfa, getMfaStatus, isApiError, regenerateRecoveryCodes, setupMfa } from '@backoffice/api-client';
import type { MfaSetupResponse, MfaStatus } from '@backoffice/contracts';
import { Alert, Box, Button, Flex, Heading, Image, List, qrDataUrl, Spinner, Stack, Text } from '@backoffice/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { TextField } from '../forms/TextField';

const errorOf = (caught: unknown) => (isApiError(caught) ? caught.message : 'That did not work, please try again.');

/** One code field + submit: the code from the app (numeric keyboard, one-time-code), its error under it. */
function CodeForm({
  label,
  submitLabel,
  withPassword = false,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  withPassword?: boolean;
  onSubmit: (values: { code: string; password: string }) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (withPassword && !password) return setError({ password: 'Enter your password' });
    if (!/^\d{6}$/.test(code.replace(/\s+/g, '')))
      return setError({ code: 'Enter the 6-digit code from your authenticator app' });
    setBusy(true);
    try {
      await onSubmit({ code, password });
    } catch (caught) {
      const message = errorOf(caught);
      setError(/password/i.test(message) ? { password: message } : { code: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label={submitLabel} noValidate>
      <Stack gap={3} maxW="sm">
        {withPassword ? (
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setError({});
            }}
            error={error.password}
          />
        ) : null}
        <TextField
          label={label}
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          value={code}
          onValueChange={(value) => {
            setCode(value);
            setError({});
          }}
          error={error.code}
        />
        <Button type="submit" alignSelf="flex-start" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The recovery codes, once: a list to copy, download as a text file, then "I have saved them". */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Venue Back-office recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap={3} aria-label="Recovery codes">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.
        </Alert.Title>
      </Alert.Root>
      <List.Root as="ol" ps={6} fontFamily="mono" data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List.Root>
      <Flex gap={3} wrap="wrap">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="venue-backoffice-recovery-codes.txt">
            Download codes
          </a>
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Flex>
    </Stack>
  );
}

/**
 * My Account → "Two-step sign-in" (TOTP, RFC 6238): set up with a QR code and the secret as text (password first),
 * confirm with a code, recovery codes shown once (copy / download), new recovery codes (needs a code), turn off
 * (password + code). When an admin rule or a team requires it, says so at the top: the host sends such a person here.
 */
export function TwoStepSection() {
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [setup, setSetup] = useState<(MfaSetupResponse & { qr: string | null }) | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<'idle' | 'password' | 'regenerate' | 'disable'>('idle');

  useEffect(() => {
    let live = true;
    getMfaStatus()
      .then((next) => live && setStatus(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  async function begin({ password }: { password: string }) {
    const created = await setupMfa({ password });
    const qr = await qrDataUrl(created.otpauthUrl, 200).catch(() => null);
    setSetup({ ...created, qr });
    setMode('idle');
  }

  let body: ReactNode;
  if (!status) {
    body = (
      <Flex role="status" align="center" gap={3}>
        <Spinner size="sm" aria-hidden="true" />
        <Text>Loading…</Text>
      </Flex>
    );
  } else if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          setMode('idle');
        }}
      />
    );
  } else if (setup) {
    body = (
      <Stack gap={4}>
        <Text>1. Scan this QR code with your authenticator app (or type the key below into it).</Text>
        {setup.qr ? <Image src={setup.qr} alt="QR code for your authenticator app" boxSize="200px" /> : null}
        <Text>
          Key:{' '}
          <Text as="span" fontFamily="mono" data-testid="two-step-secret">
            {setup.secret}
          </Text>
        </Text>
        <Text>2. Enter the 6-digit code the app shows to turn two-step sign-in on.</Text>
        <CodeForm
          label="Code from the app"
          submitLabel="Turn on two-step sign-in"
          onSubmit={async ({ code }) => {
            const recoveryCodes = await enableMfa(code);
            setSetup(null);
            setCodes(recoveryCodes);
            setStatus(await getMfaStatus());
          }}
        />
      </Stack>
    );
  } else if (!status.enabled) {
    body =
      mode === 'password' ? (
        <PasswordStep onSubmit={begin} onCancel={() => setMode('idle')} />
      ) : (
        <Stack gap={3} align="flex-start">
          <Text>Two-step sign-in is off. With it on, signing in asks for a code from an app on your phone too.</Text>
          <Button onClick={() => setMode('password')}>Set up two-step sign-in</Button>
        </Stack>
      );
  } else {
    body = (
      <Stack gap={4} align="flex-start">
        <Text>Two-step sign-in is on. {status.recoveryCodesLeft} of 10 recovery codes left.</Text>
        <Flex gap={3} wrap="wrap">
          <Button variant="outline" onClick={() => setMode('regenerate')}>
            New recovery codes
          </Button>
          {status.required ? null : (
            <Button variant="outline" colorPalette="red" onClick={() => setMode('disable')}>
              Turn off
            </Button>
          )}
        </Flex>
        {mode === 'regenerate' ? (
          <CodeForm
            label="Code from the app"
            submitLabel="Make new recovery codes"
            onSubmit={async ({ code }) => {
              setCodes(await regenerateRecoveryCodes(code));
              setStatus(await getMfaStatus());
            }}
          />
        ) : null}
        {mode === 'disable' ? (
          <CodeForm
            label="Code from the app"
            submitLabel="Turn off two-step sign-in"
            withPassword
            onSubmit={async ({ code, password }) => {
              setStatus(await disableMfa({ password, code }));
              setMode('idle');
            }}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="two-step-heading">
      <Heading as="h2" id="two-step-heading" size="md" mb={3}>
        Two-step sign-in
      </Heading>
      {status?.required && !status.enabled ? (
        <Alert.Root status="info" mb={4}>
          <Alert.Indicator />
          <Alert.Title>Your account must use two-step sign-in. Set it up to continue.</Alert.Title>
        </Alert.Root>
      ) : null}
      {body}
    </Box>
  );
}

/** Setting up starts with the password: a stolen session cannot put its own authenticator on the account. */
function PasswordStep({ onSubmit, onCancel }: { onSubmit: (v: { password: string }) => Promise<void>; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError('Enter your password');
    setBusy(true);
    try {
      await onSubmit({ password });
    } catch (caught) {
      setError(errorOf(caught));
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} aria-label="Confirm your password" noValidate>
      <Stack gap={3} maxW="sm">
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
        />
        <Flex gap={3}>
          <Button type="submit" loading={busy}>
            Continue
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
