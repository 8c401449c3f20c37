import { isApiError } from '@backoffice/api-client';
import { Button, Flex, Stack } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../forms/TextField';

const twoStepErrorOf = (caught: unknown) => (isApiError(caught) ? caught.message : 'That did not work, please try again.');

type Values = { code: string; password: string };

/**
 * Every form of the two-step section: the password (setting up and turning off need it, so a stolen session cannot
 * change the account's second factor), a code from the authenticator app (numeric keyboard, one-time-code), or both.
 * One password field for all of them; each error shows under its own field.
 */
export function TwoStepForm({
  formLabel,
  submitLabel,
  codeLabel,
  withPassword = false,
  onSubmit,
  onCancel,
}: {
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  /** The code field's label; no code field without it. */
  codeLabel?: string;
  withPassword?: boolean;
  onSubmit: (values: Values) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<Values>({ code: '', password: '' });
  const [error, setError] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const change = (field: keyof Values) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setError({});
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (withPassword && !values.password) return setError({ password: 'Enter your password' });
    if (codeLabel && !/^\d{6}$/.test(values.code.replace(/\s+/g, '')))
      return setError({ code: 'Enter the 6-digit code from your authenticator app' });
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (caught) {
      const message = twoStepErrorOf(caught);
      // a refusal about the password goes under the password; anything else under the code (or the only field)
      setError(!codeLabel || /password/i.test(message) ? { password: message } : { code: message });
    } finally {
      setBusy(false);
    }
  }

  const submitButton = (
    <Button type="submit" alignSelf="flex-start" loading={busy}>
      {submitLabel}
    </Button>
  );
  return (
    <form onSubmit={submit} aria-label={formLabel} noValidate>
      <Stack gap={3} maxW="sm">
        {withPassword ? (
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onValueChange={change('password')}
            error={error.password}
          />
        ) : null}
        {codeLabel ? (
          <TextField
            label={codeLabel}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            value={values.code}
            onValueChange={change('code')}
            error={error.code}
          />
        ) : null}
        {onCancel ? (
          <Flex gap={3}>
            {submitButton}
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </Flex>
        ) : (
          submitButton
        )}
      </Stack>
    </form>
  );
}
