import { Box, Text } from '@backoffice/ui';
import { useLocation } from '@backoffice/ui/router';
import { signedOutMessage } from './signed-out-reason';

/** Above the sign-in form: why the last session ended, when the API said (an admin's 30 idle minutes). */
export function SignedOutNotice() {
  const { search } = useLocation();
  const message = signedOutMessage(search);
  if (!message) return null;
  return (
    <Box role="status" borderWidth="1px" borderColor="blue.300" bg="blue.50" color="blue.900" borderRadius="md" px={3} py={2}>
      <Text>{message}</Text>
    </Box>
  );
}
