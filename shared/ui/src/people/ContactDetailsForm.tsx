import { updateUser } from '@backoffice/api-client';
import {
  describeZodError,
  MESSAGES,
  PHONE_PREFIX,
  phoneWithoutPrefix,
  phoneWithPrefix,
  SESSION_MESSAGES,
  SUCCESS_TOAST_MS,
  type User,
  userUpdate,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, Field, Input, InputGroup, SimpleGrid, Stack } from '@backoffice/ui/chakra';
import { type FormEvent, useState } from 'react';
import { useFieldErrors } from '../forms/use-field-errors';

type ContactField = 'given' | 'family' | 'email' | 'phone';

const LABELS: Record<ContactField, string> = { given: 'First name', family: 'Last name', email: 'Email', phone: 'Phone' };
/** What the API names each field with (contracts fieldLabel, userUpdate's messages, the e-mail conflict). */
const API_LABELS: Record<ContactField | 'currentPassword', readonly string[]> = {
  given: ['First name', 'Given'],
  family: ['Last name', 'Family'],
  email: ['Email', 'Another account already uses'],
  phone: ['Phone'],
  // an e-mail change asks for the password (SESSION_MESSAGES.emailChangeNeedsPassword, currentPasswordIncorrect)
  currentPassword: ['Current password', 'Your current password', 'Enter your current password'],
};
const PATHS: Record<string, ContactField> = {
  'name.given': 'given',
  'name.family': 'family',
  'profile.email': 'email',
  'profile.phone': 'phone',
};

const initial = (user: User): Record<ContactField, string> => ({
  given: user.name.given,
  family: user.name.family,
  email: user.profile.email,
  phone: phoneWithoutPrefix(user.profile.phone),
});

/**
 * Contact details of a user (spec 001 §2, §5): first name, last name, email and phone, all required, phone after the
 * +64 prefix. Used by My Account (`forSelf`: the browser may fill in the person's own details) and by an admin on
 * the admin user page and the customer page (autofill off: the details are someone else's). Checked with the
 * contracts `userUpdate` schema — the API route's own — and saved with PUT /api/users/:id; after a refused submit
 * the first field in error takes the focus. Changing one's own sign-in e-mail (`forSelf`) asks for the current
 * password as well (the API refuses the change without it).
 */
export function ContactDetailsForm({
  user,
  onSaved,
  forSelf = false,
}: {
  user: User;
  onSaved: (user: User) => void;
  forSelf?: boolean;
}) {
  const [values, setValues] = useState(() => initial(user));
  const { formRef, errors, show, clear, submit: save } = useFieldErrors(API_LABELS);
  const [currentPassword, setCurrentPassword] = useState('');
  const [savedEmail, setSavedEmail] = useState(user.profile.email);
  const emailChanging = forSelf && values.email.trim().toLowerCase() !== savedEmail.toLowerCase();
  const [busy, setBusy] = useState(false);
  const autoComplete = (own: string) => (forSelf ? own : 'off');

  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {};
    for (const field of Object.keys(LABELS) as ContactField[])
      if (!values[field].trim()) found[field] = `${LABELS[field]} is required`;
    if (emailChanging && !currentPassword) found.currentPassword = SESSION_MESSAGES.emailChangeNeedsPassword;
    const payload = {
      name: { given: values.given, family: values.family },
      profile: { email: values.email.trim(), phone: phoneWithPrefix(values.phone) },
    };
    const checked = userUpdate.safeParse(payload);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = PATHS[issue.path.join('.')];
        if (field && !found[field]) found[field] = issue.message;
      }
      if (Object.keys(found).length === 0) found.email = describeZodError(checked.error);
    }
    if (Object.keys(found).length > 0 || !checked.success) {
      show(found);
      return;
    }
    setBusy(true);
    try {
      const saved = await save(() => updateUser(user._id, checked.data, emailChanging ? currentPassword : undefined));
      setValues(initial(saved));
      setSavedEmail(saved.profile.email);
      setCurrentPassword('');
      onSaved(saved);
      topics.toast.emit({ status: 'success', title: MESSAGES.userDetailsUpdateSuccessful, duration: SUCCESS_TOAST_MS });
    } catch {
      // under its field, or the api-client's one error toast
    } finally {
      setBusy(false);
    }
  }

  const field = (name: ContactField, props: { type?: string; autoComplete?: string } = {}) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {LABELS[name]}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={name} value={values[name]} onChange={(e) => set(name)(e.target.value)} {...props} />
      <Field.ErrorText color="red.700">{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form ref={formRef} onSubmit={submit} aria-label="Contact details" noValidate>
      <Stack gap={4} maxW="xl">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {field('given', { autoComplete: autoComplete('given-name') })}
          {field('family', { autoComplete: autoComplete('family-name') })}
        </SimpleGrid>
        {field('email', { type: 'email', autoComplete: autoComplete('email') })}
        {emailChanging && (
          <Field.Root invalid={!!errors.currentPassword} required>
            <Field.Label>
              Current password
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => {
                setCurrentPassword(e.target.value);
                clear('currentPassword');
              }}
            />
            <Field.HelperText>Changing your sign-in e-mail needs your password. We will tell your old address.</Field.HelperText>
            <Field.ErrorText color="red.700">{errors.currentPassword}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.phone} required>
          <Field.Label>
            {LABELS.phone}
            <Field.RequiredIndicator />
          </Field.Label>
          <InputGroup startAddon={PHONE_PREFIX}>
            <Input
              type="tel"
              name="phone"
              inputMode="tel"
              autoComplete={autoComplete('tel-national')}
              placeholder="21 555 0101"
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </InputGroup>
          <Field.ErrorText color="red.700">{errors.phone}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Saving…">
          Save contact details
        </Button>
      </Stack>
    </form>
  );
}
