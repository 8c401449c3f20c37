import { Box, Heading, Text } from '@backoffice/ui';
import { usePageTitle } from '../shell/use-page-title';

/** Walking skeleton: the account page (spec 001 "My account") comes with a later issue. */
export function MyAccountPage() {
  usePageTitle('My Account');
  return (
    <Box p={{ base: 4, md: 8 }}>
      <Heading as="h1" size="xl" mb={4}>
        My Account
      </Heading>
      <Text>Your account details will be here soon.</Text>
    </Box>
  );
}
