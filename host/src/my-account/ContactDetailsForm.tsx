import { updateUser } from '@backoffice/api-client';
import {
  MESSAGES,
  PHONE_PREFIX,
  phoneWithoutPrefix,
  phoneWithPrefix,
  SUCCESS_TOAST_MS,
  type User,
  userUpdate,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, Field, Input, InputGroup, SimpleGrid, Stack } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { FieldError } from '../forms/error-text';
import { checkPayload } from '../forms/field-errors';
import { PersonNameFields } from '../forms/PersonNameFields';
import { TextField } from '../forms/TextField';
import { useFieldErrors } from '../forms/use-field-errors';
import { publishUpdatedUser } from '../session/session';

type ContactField = 'given' | 'family' | 'email' | 'phone';

const FIELD_OF: Record<string, ContactField> = {
  'name.given': 'given',
  'name.family': 'family',
  'profile.email': 'email',
  'profile.phone': 'phone',
};

const REQUIRED: Record<ContactField, string> = {
  given: 'First name is required',
  family: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone is required',
};

function initialValues(user: User): Record<ContactField, string> {
  return {
    given: user.name.given,
    family: user.name.family,
    email: user.profile.email,
    phone: phoneWithoutPrefix(user.profile.phone),
  };
}

/**
 * Spec 001 §2/§5 "contact details": first name, last name, e-mail and phone (after a +64 prefix), all required;
 * checked with the contracts' `userUpdate` schema (the API route's), saved with PUT /api/users/:id, then
 * 'User details update successful' and the new name everywhere (the bus's `user`).
 */
export function ContactDetailsForm({ user }: { user: User }) {
  const [values, setValues] = useState(() => initialValues(user));
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show, clear } = useFieldErrors();

  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing: Record<string, string> = {};
    for (const field of Object.keys(REQUIRED) as ContactField[]) {
      if (!values[field].trim()) missing[field] = REQUIRED[field];
    }
    const checked = checkPayload(userUpdate, {
      name: { given: values.given, family: values.family },
      profile: { email: values.email.trim(), phone: phoneWithPrefix(values.phone) },
    });
    const fieldErrors: Record<string, string> = { ...missing };
    if (!checked.ok) {
      for (const [path, message] of Object.entries(checked.errors)) {
        const field = FIELD_OF[path];
        if (field) fieldErrors[field] ??= message;
      }
    }
    if (!checked.ok || Object.keys(fieldErrors).length > 0) {
      show(fieldErrors);
      return;
    }
    setBusy(true);
    try {
      const saved = await updateUser(user._id, checked.data);
      publishUpdatedUser(saved);
      setValues(initialValues(saved));
      topics.toast.emit({ status: 'success', title: MESSAGES.userDetailsUpdateSuccessful, duration: SUCCESS_TOAST_MS });
    } catch {
      // The server's message is an error toast already (e.g. the e-mail belongs to another account).
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} aria-label="Contact details" noValidate>
      <Stack gap={4} maxW="xl">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <PersonNameFields
            given={values.given}
            family={values.family}
            onGivenChange={set('given')}
            onFamilyChange={set('family')}
            errors={errors}
          />
        </SimpleGrid>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
        />
        <Field.Root invalid={!!errors.phone} required>
          <Field.Label>
            Phone
            <Field.RequiredIndicator />
          </Field.Label>
          <InputGroup startAddon={PHONE_PREFIX}>
            <Input
              type="tel"
              name="phone"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="21 555 0101"
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </InputGroup>
          <FieldError>{errors.phone}</FieldError>
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Saving…">
          Save
        </Button>
      </Stack>
    </form>
  );
}
