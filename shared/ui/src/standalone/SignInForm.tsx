import { login, loginMfa } from '@backoffice/api-client';
import { loginRequest, MESSAGES, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { startSession } from './standalone-session';

/** The small sign-in of a remote's standalone page (the real one, with Forgot Password, is the host's). */
export function SignInForm({ title }: { title: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  // two-step sign-in: the password step's token, while the code is asked for
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [code, setCode] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mfaToken) return submitCode();
    const parsed = loginRequest.safeParse({ username: email.trim(), password });
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const auth = await login(parsed.data);
      if ('mfaRequired' in auth) {
        setMfaToken(auth.mfaToken);
        return;
      }
      topics.toast.emit({ status: 'success', title: MESSAGES.loginSuccessful, duration: SUCCESS_TOAST_MS });
      await startSession(auth);
    } catch {
      // apiFetch has already shown the error toast.
    } finally {
      setBusy(false);
    }
  }

  async function submitCode() {
    if (!mfaToken) return;
    setBusy(true);
    try {
      const auth = await loginMfa({ mfaToken, code });
      topics.toast.emit({ status: 'success', title: MESSAGES.loginSuccessful, duration: SUCCESS_TOAST_MS });
      await startSession(auth);
    } catch (error) {
      setErrors({ password: error instanceof Error ? error.message : 'That code did not work' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="main" maxW="sm" mx="auto" mt="16" p="6" borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <Heading as="h1" size="xl" mb="1">
        {title}
      </Heading>
      <Text color="fg.muted" mb="6">
        Standalone development page — sign in with a back-office account.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="4">
          {mfaToken ? (
            <Field.Root required invalid={!!errors.password}>
              <Field.Label>Code from your authenticator app (or a recovery code)</Field.Label>
              <Input autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
          ) : null}
          <Field.Root required invalid={!!errors.username} hidden={!!mfaToken}>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.password} hidden={!!mfaToken}>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" loading={busy} loadingText="Signing in">
            Sign In
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
