import { getMfaStatus, login } from '@backoffice/api-client';
import { type AuthResponse, MESSAGES, ROUTES, SUCCESS_TOAST_MS } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, Field, Input, Link, Stack, Text, useFieldErrors } from '@backoffice/ui';
import { Link as RouterLink, useLocation, useNavigate } from '@backoffice/ui/router';
import { type FormEvent, useState } from 'react';
import { FieldError } from '../forms/error-text';
import { afterSignInPath } from '../guard/return-path';
import { useTypedValues } from '../prerender/typed-values';
import { signIn } from '../session/session';
import { PublicPageFrame } from '../shell/PublicPageFrame';
import { SignedOutNotice } from './SignedOutNotice';
import { TwoStepCodeForm } from './TwoStepCodeForm';

/** The API names the fields "Username" (the e-mail, spec 000 §7) and "Password": such a refusal goes under them. */
const API_LABELS = { username: ['Username', 'Email'], password: 'Password' } as const;

/**
 * Spec 000 §2 "Login": e-mail-typed Email, Password, a Forgot Password link and a Sign In button; success goes
 * to /dashboard, or back to the page a session that ended was on (`?next=`). A failure shows the server's message as a 4 s error toast — apiFetch does that — and the
 * merchant stays here with what they typed.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { formRef, errors, clear, submit: send } = useFieldErrors(API_LABELS);
  useTypedValues(formRef);
  // two-step sign-in: the password step's token while the code step is shown
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  function finishSignIn(auth: AuthResponse) {
    // Stores token + userId and publishes them; user, plans and shops load in the background.
    const destination = afterSignInPath(search);
    void signIn(auth, destination);
    topics.toast.emit({ status: 'success', title: MESSAGES.loginSuccessful, duration: SUCCESS_TOAST_MS });
    navigate(destination, { replace: true });
    // an admin (or someone of a team requiring it) without two-step sign-in is sent to set it up
    void getMfaStatus({ silent: true })
      .then((status) => {
        if (status.required && !status.enabled) navigate(ROUTES.twoStepSetup);
      })
      .catch(() => undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const auth = await send(() => login({ username: email.trim(), password }));
      if ('mfaRequired' in auth) {
        setMfaToken(auth.mfaToken);
        setBusy(false);
        return;
      }
      finishSignIn(auth);
    } catch {
      // Under its field, or the api client's one error toast (spec 000 §8, e.g. a wrong password); nothing else to do.
      setBusy(false);
    }
  }

  if (mfaToken)
    return (
      <PublicPageFrame title="Two-step sign-in">
        <TwoStepCodeForm
          mfaToken={mfaToken}
          onSignedIn={finishSignIn}
          onStartOver={() => {
            setMfaToken(null);
            setPassword('');
          }}
        />
      </PublicPageFrame>
    );

  return (
    <PublicPageFrame title="Sign in">
      <form ref={formRef} method="post" onSubmit={submit} aria-label="Sign in">
        <Stack gap={4}>
          <SignedOutNotice />
          <Field.Root required invalid={errors.username !== undefined}>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                clear('username');
              }}
            />
            <FieldError>{errors.username}</FieldError>
          </Field.Root>
          <Field.Root required invalid={errors.password !== undefined}>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                clear('password');
              }}
            />
            <FieldError>{errors.password}</FieldError>
          </Field.Root>
          <Link asChild alignSelf="flex-start" color="brand.fg">
            <RouterLink to={ROUTES.passwordReset}>Forgot Password</RouterLink>
          </Link>
          <Button type="submit" loading={busy} loadingText="Signing in…">
            Sign In
          </Button>
          {/* Not in the spec's login layout, but /signup must be reachable from somewhere (README decisions). */}
          <Text>
            New here?{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={ROUTES.signup}>Create an account</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </PublicPageFrame>
  );
}
