import { resetPassword } from '@backoffice/api-client';
import {
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_PARAM,
  ROUTES,
  resetPasswordRequest,
  SUCCESS_TOAST_MS,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Alert, Button, checkPayload, Flex, Link, Spinner, Stack, Text, useFieldErrors } from '@backoffice/ui';
import { Link as RouterLink, useNavigate, useSearchParams } from '@backoffice/ui/router';
import { type FormEvent, useEffect, useState } from 'react';
import { loadHostConfig } from '../config/host-config';
import { leaveFor } from '../config/leave-site';

import { NewPasswordField } from '../forms/NewPasswordField';
import { useTypedValues } from '../prerender/typed-values';
import { PublicPageFrame } from '../shell/PublicPageFrame';
import { BackToLogin } from './BackToLogin';

const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * Spec 000 §2 / 001 §2 "/set-new-password": the `code` query parameter is the reset token; without it the page
 * sends the visitor to the public site (run-time `publicSiteUrl`, config/host-config.ts). Two required password
 * inputs (placeholder "At least 6 characters", minimum length 6); the server checks that they match.
 *
 * Afterwards: a success message and a Sign in button. We do NOT sign the merchant in with the token the API
 * answers: the link may be opened on a device that is not theirs, and signing in once with the new password
 * confirms it. An expired or used link shows the server's message with a way to ask for a new one.
 */
export function SetNewPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get(RESET_CODE_PARAM)?.trim() ?? '';
  if (!code) return <RedirectToPublicSite />;
  return <ChooseNewPassword code={code} />;
}

function RedirectToPublicSite() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void loadHostConfig().then(({ publicSiteUrl }) => {
      if (!live) return;
      const target = new URL(publicSiteUrl, window.location.origin);
      if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`, { replace: true });
      else leaveFor(target.href);
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <PublicPageFrame title="Choose a new password">
      <Flex role="status" align="center" gap={3}>
        <Spinner size="sm" aria-hidden="true" />
        <Text>This page needs the link from your password reset e-mail. Redirecting…</Text>
      </Flex>
    </PublicPageFrame>
  );
}

/** What the API names each field with: its label, or the opening of the server's own password rules. */
const API_LABELS = {
  newPassword: ['New password', 'This password is one of the most common passwords'],
  confirmPassword: ['Confirm password', 'Passwords'],
} as const;

function ChooseNewPassword({ code }: { code: string }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  // A refusal about no field (an expired or used link) stays on the page, next to the way to ask for a new link:
  // the form's alert, not also a toast.
  const { formRef, errors, show, clear, submit: save, alert } = useFieldErrors(API_LABELS, { alert: true });
  useTypedValues(formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkPayload(resetPasswordRequest, { newPassword, confirmPassword });
    const fieldErrors: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    // Both inputs are required with the same minimum length (spec 001 §5); whether they match is the server's call.
    if (confirmPassword.length < PASSWORD_MIN_LENGTH) fieldErrors.confirmPassword ??= TOO_SHORT;
    if (!checked.ok || Object.keys(fieldErrors).length > 0) {
      show(fieldErrors);
      return;
    }
    setBusy(true);
    try {
      await save(() =>
        resetPassword(code, { newPassword: checked.data.newPassword, confirmPassword: checked.data.confirmPassword }),
      );
      topics.toast.emit({ status: 'success', title: MESSAGES.passwordUpdateSuccessful, duration: SUCCESS_TOAST_MS });
      setChanged(true);
    } catch {
      // under its field, or in the alert below
    } finally {
      setBusy(false);
    }
  }

  if (changed) {
    return (
      <PublicPageFrame title="Choose a new password">
        <Stack gap={4}>
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>Your password has been changed. Sign in with your new password.</Alert.Description>
          </Alert.Root>
          <Button asChild>
            <RouterLink to={ROUTES.login}>Sign in</RouterLink>
          </Button>
        </Stack>
      </PublicPageFrame>
    );
  }

  return (
    <PublicPageFrame title="Choose a new password">
      <form ref={formRef} method="post" onSubmit={submit} aria-label="Choose a new password" noValidate>
        <Stack gap={4}>
          <NewPasswordField
            label="New password"
            name="new-password"
            value={newPassword}
            onValueChange={(value) => {
              setNewPassword(value);
              clear('newPassword');
            }}
            error={errors.newPassword}
          />
          <NewPasswordField
            label="Confirm password"
            name="confirm-password"
            value={confirmPassword}
            onValueChange={(value) => {
              setConfirmPassword(value);
              clear('confirmPassword');
            }}
            error={errors.confirmPassword}
          />
          {alert ? (
            <Alert.Root status="error" data-testid="reset-refused">
              <Alert.Indicator />
              <Alert.Description>{alert}</Alert.Description>
            </Alert.Root>
          ) : null}
          <Button type="submit" loading={busy} loadingText="Saving…">
            Set new password
          </Button>
          <Link asChild color="brand.fg" alignSelf="flex-start" minH="6" display="inline-flex" alignItems="center">
            <RouterLink to={ROUTES.passwordReset}>Link expired? Request a new one</RouterLink>
          </Link>
          <BackToLogin />
        </Stack>
      </form>
    </PublicPageFrame>
  );
}
