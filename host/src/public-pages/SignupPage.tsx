import { signup } from '@backoffice/api-client';
import { MESSAGES, ROUTES, SUCCESS_TOAST_MS, signupRequest } from '@backoffice/contracts';
import { type AuthState, topics } from '@backoffice/event-bus';
import { Button, checkPayload, Flex, Link, Spinner, Stack, Text, useFieldErrors } from '@backoffice/ui';
import { Link as RouterLink } from '@backoffice/ui/router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { NewPasswordField } from '../forms/NewPasswordField';
import { PersonNameFields } from '../forms/PersonNameFields';
import { TextField } from '../forms/TextField';
import { useTypedValues } from '../prerender/typed-values';
import { signInAfterSignup } from '../session/session';
import { PublicPageFrame } from '../shell/PublicPageFrame';

const EMPTY = { given: '', family: '', email: '', password: '', passwordRepeat: '' };
type SignupField = keyof typeof EMPTY;

/** Payload path (signupRequest) → the form's field. */
const FIELD_OF: Record<string, SignupField> = {
  'name.given': 'given',
  'name.family': 'family',
  email: 'email',
  password: 'password',
  passwordRepeat: 'passwordRepeat',
};

/**
 * What the API names each field with: its label (contracts fieldLabel), or the opening of the server's own rules
 * ("Passwords do not match", "This password is one of the most common…", "An account with this email address
 * already exists…"). Those refusals go under the field.
 */
const API_LABELS = {
  given: ['Given', 'First name'],
  family: ['Family', 'Last name'],
  email: ['Email', 'An account with this email address'],
  password: ['Password', 'This password is one of the most common passwords'],
  passwordRepeat: ['Password repeat', 'Passwords'],
} as const;

/**
 * Spec 000 §2/§4/§6 "/signup" (layout not shown): first and last name, e-mail, password and its repeat. Sends
 * `name, email, password, passwordRepeat, isMerchant: true`; the server checks that the two passwords match and
 * refuses common ones (under the field it is about). On success: 'Sign up successful. Welcome {first name}', the
 * credentials are stored, and 2 s later the session starts and the router goes to `/` (session.ts).
 */
export function SignupPage() {
  const [welcomed, setWelcomed] = useState<string | null>(null);

  if (welcomed !== null) {
    return (
      <PublicPageFrame title="Sign up">
        <Flex role="status" align="center" gap={3}>
          <Spinner size="sm" aria-hidden="true" />
          <Text>Welcome {welcomed}! Setting up your back-office…</Text>
        </Flex>
      </PublicPageFrame>
    );
  }

  return (
    <PublicPageFrame title="Sign up">
      <SignupForm
        onSignedUp={(auth, given) => {
          setWelcomed(given);
          void signInAfterSignup(auth);
        }}
      >
        <Text>
          Already have an account?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={ROUTES.login}>Sign in</RouterLink>
          </Link>
        </Text>
      </SignupForm>
    </PublicPageFrame>
  );
}

interface SignupFormProps {
  /** After the account exists and the welcome toast is shown. A returned promise keeps the button busy. */
  onSignedUp: (auth: AuthState, givenName: string) => unknown;
  /** An address that cannot change (a team invite is for one address): shown read-only and always sent. */
  fixedEmail?: string;
  /** Under the button (a way to sign in instead). */
  children?: ReactNode;
}

/** The sign-up form itself, shared by /signup and a team invite's link page. */
export function SignupForm({ onSignedUp, fixedEmail, children }: SignupFormProps) {
  const [values, setValues] = useState(() => ({ ...EMPTY, email: fixedEmail ?? '' }));
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show, clear, submit: save } = useFieldErrors(API_LABELS);
  useTypedValues(formRef);

  const set = (field: SignupField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkPayload(signupRequest, {
      name: { given: values.given, family: values.family },
      email: (fixedEmail ?? values.email).trim(),
      password: values.password,
      passwordRepeat: values.passwordRepeat,
      isMerchant: true,
    });
    if (!checked.ok) {
      const byField: Record<string, string> = {};
      for (const [path, message] of Object.entries(checked.errors)) {
        const field = FIELD_OF[path];
        if (field) byField[field] ??= message;
      }
      show(byField);
      return;
    }
    setBusy(true);
    try {
      const auth = await save(() => signup(checked.data));
      const given = checked.data.name.given;
      topics.toast.emit({ status: 'success', title: MESSAGES.signupSuccessful(given), duration: SUCCESS_TOAST_MS });
      await onSignedUp(auth, given);
    } catch {
      // Under its field, or one error toast (spec 000 §8); what was typed stays for another try.
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} aria-label="Sign up" noValidate>
      <Stack gap={4}>
        <PersonNameFields
          given={values.given}
          family={values.family}
          onGivenChange={set('given')}
          onFamilyChange={set('family')}
          errors={errors}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          readOnly={fixedEmail !== undefined}
          helperText={fixedEmail !== undefined ? 'The invite is for this address.' : undefined}
        />
        <NewPasswordField
          label="Password"
          name="password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
        />
        <NewPasswordField
          label="Repeat password"
          name="password-repeat"
          value={values.passwordRepeat}
          onValueChange={set('passwordRepeat')}
          error={errors.passwordRepeat}
        />
        <Button type="submit" loading={busy} loadingText="Signing up…">
          Sign Up
        </Button>
        {children}
      </Stack>
    </form>
  );
}
