import { createOption } from '@backoffice/api-client';
import { type Category, MESSAGES } from '@backoffice/contracts';
import { Box, Link, Stack, Text } from '@backoffice/ui';
import { Link as RouterLink } from '@backoffice/ui/router';
import { optionPath } from '../../routes';
import { CreateByName } from '../CreateByName';
import { optionSetsOf, toastSuccess } from '../useMenu';

/** The category's Options tab: create an option set by name, and the list linking to each option page. */
export function CategoryOptionsTab({ category, reload }: { category: Category; reload: () => Promise<unknown> }) {
  const options = optionSetsOf(category);
  return (
    <Stack gap="4">
      <CreateByName
        label="New option set name"
        button="Create option set"
        onCreate={async (name) => {
          await createOption(category._id, name);
          toastSuccess(MESSAGES.recordChanged('Option', 'creation'));
          await reload();
        }}
      />
      {options.length === 0 ? (
        <Text>No option sets in this category yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Option sets">
          {options.map((option) => (
            <Box as="li" key={option._id} borderWidth="1px" borderRadius="md" p="3" data-testid="option-row">
              <Link asChild fontWeight="semibold">
                <RouterLink to={optionPath(category._id, option._id)}>{option.name}</RouterLink>
              </Link>
              <Text fontSize="sm">
                {option.type} · {option.values.length} value{option.values.length === 1 ? '' : 's'}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
