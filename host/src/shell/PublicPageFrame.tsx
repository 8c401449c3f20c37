import { Box, Heading } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/** The centred card every signed-out page (login, reset, sign-up) sits in. */
export function PublicPageFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" p={4}>
      <Box w="full" maxW="sm" bg="bg" borderWidth="1px" borderRadius="lg" boxShadow="sm" p={{ base: 6, sm: 8 }}>
        <Heading as="h1" size="xl" mb={6}>
          {title}
        </Heading>
        {children}
      </Box>
    </Box>
  );
}
