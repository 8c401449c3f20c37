import { createByNameForm } from '@backoffice/contracts';
import { Box, Button, FormTextField, HStack, SchemaForm, useSchemaForm } from '@backoffice/ui';

/** The API names the field "Name" (contracts fieldLabel; menuName's own words): such a refusal goes under it. */
const API_LABELS = { name: ['Name', 'Title'] } as const;

/**
 * One name field and its Create button (category, product, option set: spec 001 §5, name required). The rule and its
 * message are contracts' `menuName` (`createByNameForm`), the one the API applies, so an empty or whitespace-only
 * name is refused here with the same words and never sent. A refusal of the API about the name shows under the
 * field; any other is one toast.
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
  const form = useSchemaForm(createByNameForm, {
    labels: API_LABELS,
    // onCreate starts its call before its first await, so the call is made in the form's scope
    onSubmit: async ({ name }) => {
      await onCreate(name);
      form.reset({ name: '' });
    },
  });
  return (
    <SchemaForm form={form}>
      <HStack align="start" flexWrap="wrap">
        <Box w="full" maxW="sm">
          <FormTextField path="name" label={label} required />
        </Box>
        {/* level with the input (below the field's label line), also while a message shows under it */}
        <Button type="submit" mt={{ base: 0, sm: '26px' }}>
          {button}
        </Button>
      </HStack>
    </SchemaForm>
  );
}
