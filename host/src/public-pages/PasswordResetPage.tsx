import { requestPasswordReset } from '@backoffice/api-client';
import { forgotPasswordRequest, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Alert, Button, checkPayload, Stack, Text, useFieldErrors } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';

import { TextField } from '../forms/TextField';
import { useTypedValues } from '../prerender/typed-values';
import { PublicPageFrame } from '../shell/PublicPageFrame';
import { BackToLogin } from './BackToLogin';

const API_LABELS = { email: 'Email' } as const;

/**
 * Spec 000 §2 "Password reset request": one e-mail-typed field, Send request, a link back to login. The API
 * answers the same 'Request sent - …' message whether or not the address has an account (spec 000 §8); it is
 * toasted and also kept on the page, since a 2 s toast is easy to miss and this one says what to do next.
 */
export function PasswordResetPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, errors, show, clear, submit: send } = useFieldErrors(API_LABELS);
  useTypedValues(formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkPayload(forgotPasswordRequest, { email: email.trim() });
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    setBusy(true);
    setSent(null);
    try {
      const message = await send(() => requestPasswordReset(checked.data.email));
      topics.toast.emit({ status: 'success', title: message, duration: SUCCESS_TOAST_MS });
      setSent(message);
    } catch {
      // under the field, or toasted by the api client (e.g. too many requests)
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicPageFrame title="Reset your password">
      <form ref={formRef} method="post" onSubmit={submit} aria-label="Request a password reset" noValidate>
        <Stack gap={4}>
          <Text>Enter the e-mail address of your account and we will send you a link to choose a new password.</Text>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              clear('email');
            }}
            error={errors.email}
          />
          <Button type="submit" loading={busy} loadingText="Sending…">
            Send request
          </Button>
          {sent ? (
            <Alert.Root status="success" role="status" data-testid="reset-request-sent">
              <Alert.Indicator />
              <Alert.Description>{sent}</Alert.Description>
            </Alert.Root>
          ) : null}
          <BackToLogin />
        </Stack>
      </form>
    </PublicPageFrame>
  );
}
