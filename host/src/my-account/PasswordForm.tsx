import { changeMyPassword } from '@backoffice/api-client';
import { changeMyPasswordRequest, MESSAGES, PASSWORD_MIN_LENGTH, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, checkPayload, Stack, useFieldErrors } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';

import { NewPasswordField } from '../forms/NewPasswordField';
import { TextField } from '../forms/TextField';

import { replaceSessionToken } from '../session/session';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type PasswordField = keyof typeof EMPTY;

/** What the API names each field with: its label, or the opening of the server's own password rules. */
const API_LABELS = {
  currentPassword: ['Current password', 'Your current password'],
  newPassword: ['New password', 'The new password', 'This password is one of the most common passwords'],
  confirmPassword: ['Confirm password', 'Passwords'],
} as const;

/**
 * Spec 001 §2/§5 "password management": current, new and confirm password (required, new ones at least 6
 * characters); the server checks the current one and that the new ones match — a wrong current password is its
 * refusal under that field. The API answers a new token and revokes the old ones, so the session stores and publishes it.
 */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show, clear, submit: save } = useFieldErrors(API_LABELS);

  const set = (field: PasswordField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkPayload(changeMyPasswordRequest, values);
    const fieldErrors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    if (values.confirmPassword.length < PASSWORD_MIN_LENGTH) {
      fieldErrors.confirmPassword ??= `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    }
    if (!checked.ok || Object.keys(fieldErrors).length > 0) {
      show(fieldErrors);
      return;
    }
    setBusy(true);
    try {
      const token = await save(() => changeMyPassword(checked.data));
      replaceSessionToken(token);
      setValues(EMPTY);
      topics.toast.emit({ status: 'success', title: MESSAGES.passwordUpdateSuccessful, duration: SUCCESS_TOAST_MS });
    } catch {
      // Under its field ('Your current password is incorrect'), or one error toast.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} aria-label="Password management" noValidate>
      <Stack gap={4} maxW="md">
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <NewPasswordField
          label="New password"
          name="new-password"
          value={values.newPassword}
          onValueChange={set('newPassword')}
          error={errors.newPassword}
        />
        <NewPasswordField
          label="Confirm password"
          name="confirm-password"
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Saving…">
          Update password
        </Button>
      </Stack>
    </form>
  );
}
