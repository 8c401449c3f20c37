import { menuName } from '@backoffice/contracts';
import { Button, Field, HStack, Input, useFieldErrors } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';

/** The API names the field "Name" (contracts fieldLabel; menuName's own words): such a refusal goes under it. */
const API_LABELS = { name: ['Name', 'Title'] } as const;

/**
 * One name field and its Create button (category, product, option set: spec 001 §5, name required). The rule and its message
 * are contracts' `menuName`, the one the API applies, so an empty or whitespace-only name is refused here with the
 * same words and never sent. A refusal of the API about the name shows under the field; any other is one toast.
 */
export function CreateByName({
  label,
  button,
  onCreate,
}: {
  label: string;
  button: string;
  onCreate: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const { formRef, errors, show, clear, submit } = useFieldErrors(API_LABELS);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const parsed = menuName.safeParse(name);
        if (!parsed.success) {
          show({ name: parsed.error.issues[0]?.message ?? '' });
          return;
        }
        // onCreate starts its call before its first await, so the call is made in the form's scope
        void submit(() => onCreate(parsed.data))
          .then(() => setName(''))
          .catch(() => undefined);
      }}
    >
      <Field.Root required invalid={errors.name !== undefined}>
        <Field.Label>{label}</Field.Label>
        <HStack flexWrap="wrap">
          <Input
            maxW="sm"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              clear('name');
            }}
          />
          <Button type="submit">{button}</Button>
        </HStack>
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
