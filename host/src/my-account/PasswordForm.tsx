import { changeMyPassword } from '@backoffice/api-client';
import { changeMyPasswordForm, MESSAGES, PASSWORD_MIN_LENGTH, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, FormTextField, SchemaForm, Stack, useSchemaForm } from '@backoffice/ui';

import { replaceSessionToken } from '../session/session';

/** What the API names each field with: its label, or the opening of the server's own password rules. */
const API_LABELS = {
  currentPassword: ['Current password', 'Your current password'],
  newPassword: ['New password', 'The new password', 'This password is one of the most common passwords'],
  confirmPassword: ['Confirm password', 'Passwords'],
};
const NEW_PASSWORD_PLACEHOLDER = `At least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * Spec 001 §2/§5 "password management": current, new and confirm password (required, new ones at least 6
 * characters — contracts' changeMyPasswordForm); the server checks the current one and that the new ones match — a
 * wrong current password is its refusal under that field. The API answers a new token and revokes the old ones, so
 * the session stores and publishes it.
 */
export function PasswordForm() {
  const form = useSchemaForm(changeMyPasswordForm, {
    labels: API_LABELS,
    onSubmit: async (body) => {
      const token = await changeMyPassword(body);
      replaceSessionToken(token);
      form.reset();
      topics.toast.emit({ status: 'success', title: MESSAGES.passwordUpdateSuccessful, duration: SUCCESS_TOAST_MS });
    },
  });

  return (
    <SchemaForm form={form} aria-label="Password management">
      <Stack gap={4} maxW="md">
        <FormTextField path="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
        <FormTextField
          path="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          placeholder={NEW_PASSWORD_PLACEHOLDER}
          required
        />
        <FormTextField
          path="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          placeholder={NEW_PASSWORD_PLACEHOLDER}
          required
        />
        <Button type="submit" alignSelf="flex-start" loading={form.formState.isSubmitting} loadingText="Saving…">
          Update password
        </Button>
      </Stack>
    </SchemaForm>
  );
}
