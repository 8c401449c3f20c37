import { menuName } from '@backoffice/contracts';
import { Button, Field, HStack, Input } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';

/**
 * One name field and its Create button (category, product, option set: spec 001 §5, name required). The rule and its message
 * are contracts' `menuName`, the one the API applies, so an empty or whitespace-only name is refused here with the
 * same words and never sent.
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
  const [tried, setTried] = useState(false);
  const parsed = menuName.safeParse(name);
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setTried(true);
        if (!parsed.success) return;
        void onCreate(parsed.data)
          .then(() => {
            setName('');
            setTried(false);
          })
          .catch(() => undefined);
      }}
    >
      <Field.Root required invalid={tried && problem !== undefined}>
        <Field.Label>{label}</Field.Label>
        <HStack flexWrap="wrap">
          <Input maxW="sm" value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit">{button}</Button>
        </HStack>
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
