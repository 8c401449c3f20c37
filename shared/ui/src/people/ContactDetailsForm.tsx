import { type FieldLabels, updateUser } from '@backoffice/api-client';
import {
  type ContactDetailsFormInput,
  type ContactDetailsFormOutput,
  MESSAGES,
  PHONE_PREFIX,
  phoneWithoutPrefix,
  SUCCESS_TOAST_MS,
  type User,
} from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Button, Field, Input, InputGroup, SimpleGrid, Stack } from '@backoffice/ui/chakra';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../forms/form-fields';
import { SchemaForm, useSchemaField } from '../forms/SchemaForm';
import type { ZodObjectLike } from '../forms/schema-shape';
import { useSchemaForm } from '../forms/useSchemaForm';

/** The form's schema: contracts `contactDetailsForm`, the PUT /api/users/:id route's rules (the caller passes it). */
export type ContactDetailsSchema = ZodObjectLike<ContactDetailsFormOutput, ContactDetailsFormInput>;

/** What the API names each field with, beyond the form's labels (contracts fieldLabel, the e-mail conflict, the password). */
const API_LABELS: FieldLabels = {
  'name.given': ['First name', 'Given'],
  'name.family': ['Last name', 'Family'],
  'profile.email': ['Email', 'Another account already uses'],
  'profile.phone': ['Phone'],
  // an e-mail change asks for the password (SESSION_MESSAGES.emailChangeNeedsPassword, currentPasswordIncorrect)
  currentPassword: ['Current password', 'Your current password', 'Enter your current password'],
};

const valuesOf = (user: User): ContactDetailsFormInput => ({
  name: { given: user.name.given, family: user.name.family },
  profile: { email: user.profile.email, phone: phoneWithoutPrefix(user.profile.phone) },
  currentPassword: '',
});

export interface ContactDetailsFormProps {
  user: User;
  /** Contracts `contactDetailsForm`: the route's rules, every field required (shared/ui takes no rule of its own). */
  schema: ContactDetailsSchema;
  onSaved: (user: User) => void;
  forSelf?: boolean;
}

/**
 * Contact details of a user (spec 001 §2, §5): first name, last name, email and phone, all required, phone after the
 * +64 prefix. Used by My Account (`forSelf`: the browser may fill in the person's own details) and by an admin on
 * the admin user page and the customer page (autofill off: the details are someone else's). On the screen kit with
 * the caller's schema — the API route's rules — and saved with PUT /api/users/:id; after a refused submit the first
 * field in error takes the focus. Changing one's own sign-in e-mail (`forSelf`) asks for the current password as
 * well (the API refuses the change without it): the field shows then, and only a shown field is checked and sent.
 */
export function ContactDetailsForm({ user, schema, onSaved, forSelf = false }: ContactDetailsFormProps) {
  const [savedEmail, setSavedEmail] = useState(user.profile.email);
  const form = useSchemaForm(schema, {
    defaultValues: valuesOf(user),
    labels: API_LABELS,
    onlyShownFields: true,
    onSubmit: async ({ name, profile, currentPassword }) => {
      const saved = await updateUser(user._id, { name, profile }, currentPassword);
      form.reset(valuesOf(saved));
      setSavedEmail(saved.profile.email);
      onSaved(saved);
      topics.toast.emit({ status: 'success', title: MESSAGES.userDetailsUpdateSuccessful, duration: SUCCESS_TOAST_MS });
    },
  });
  const email = useWatch({ control: form.control, name: 'profile.email' }) ?? '';
  const emailChanging = forSelf && email.trim().toLowerCase() !== savedEmail.toLowerCase();
  const autoComplete = (own: string) => (forSelf ? own : 'off');

  return (
    <SchemaForm form={form} aria-label="Contact details">
      <Stack gap={4} maxW="xl">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <FormTextField path="name.given" label="First name" required autoComplete={autoComplete('given-name')} />
          <FormTextField path="name.family" label="Last name" required autoComplete={autoComplete('family-name')} />
        </SimpleGrid>
        <FormTextField path="profile.email" label="Email" type="email" required autoComplete={autoComplete('email')} />
        {emailChanging && (
          <FormTextField
            path="currentPassword"
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
            help="Changing your sign-in e-mail needs your password. We will tell your old address."
          />
        )}
        <PhoneField autoComplete={autoComplete('tel-national')} />
        <Button type="submit" alignSelf="flex-start" loading={form.formState.isSubmitting} loadingText="Saving…">
          Save contact details
        </Button>
      </Stack>
    </SchemaForm>
  );
}

/** The phone after the fixed +64 (contracts PHONE_PREFIX; the schema puts it in front of what is typed). */
function PhoneField({ autoComplete }: { autoComplete: string }) {
  const field = useSchemaField<string | null | undefined>('profile.phone', 'Phone');
  const errorId = `${useId()}-error`;
  return (
    <Field.Root invalid={field.error !== undefined} required ids={{ errorText: errorId }}>
      <Field.Label>
        Phone
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startAddon={PHONE_PREFIX}>
        <Input
          ref={field.ref}
          name={field.name}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          placeholder="21 555 0101"
          aria-describedby={field.error !== undefined ? errorId : undefined}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      </InputGroup>
      <Field.ErrorText>{field.error}</Field.ErrorText>
    </Field.Root>
  );
}
