import { disableMfa, enableMfa, getMfaStatus, regenerateRecoveryCodes, setupMfa } from '@backoffice/api-client';
import type { MfaSetupResponse, MfaStatus } from '@backoffice/contracts';
import { Alert, Box, Button, Flex, Heading, Image, qrDataUrl, Spinner, Stack, Text } from '@backoffice/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoStepForm } from './TwoStepForm';

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
        <TwoStepForm
          formLabel="Turn on two-step sign-in"
          codeLabel="Code from the app"
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
        <TwoStepForm
          formLabel="Confirm your password"
          submitLabel="Continue"
          withPassword
          onSubmit={begin}
          onCancel={() => setMode('idle')}
        />
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
          <TwoStepForm
            formLabel="Make new recovery codes"
            codeLabel="Code from the app"
            submitLabel="Make new recovery codes"
            onSubmit={async ({ code }) => {
              setCodes(await regenerateRecoveryCodes(code));
              setStatus(await getMfaStatus());
            }}
          />
        ) : null}
        {mode === 'disable' ? (
          <TwoStepForm
            formLabel="Turn off two-step sign-in"
            codeLabel="Code from the app"
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
