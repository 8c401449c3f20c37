import { Box, Button, Heading, Text } from '@backoffice/ui';
import { useId } from 'react';

interface AreaLoadFailedProps {
  label: string;
  onRetry: () => void;
}

/** Shown inside the area's own element when its remote cannot be loaded or started; the shell keeps working. */
export function AreaLoadFailed({ label, onRetry }: AreaLoadFailedProps) {
  const headingId = useId();
  return (
    <Box
      role="alert"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      borderRadius="md"
      p={6}
      m={{ base: 4, md: 8 }}
      maxW="xl"
    >
      <Heading as="h2" size="md" id={headingId} mb={2}>
        This area could not load
      </Heading>
      <Text mb={1} fontWeight="semibold">
        {label}
      </Text>
      <Text mb={4}>It may be down or unreachable right now. The rest of the back-office still works.</Text>
      <Button onClick={onRetry} colorPalette="red" variant="solid">
        Retry
      </Button>
    </Box>
  );
}
