import { Box, Button, Flex, Heading, Spinner, Text } from '@backoffice/ui';
import { Component, type ReactNode } from 'react';
import { BareLayout } from './BareLayout';

/** Shown while the signed-in shell's code loads (first sign-in of a visit only). Announced politely. */
export function ShellLoading() {
  return (
    <BareLayout>
      <Flex role="status" align="center" justify="center" gap={3} minH="100dvh" p={8}>
        <Spinner size="sm" />
        <Text>Loading the back-office…</Text>
      </Flex>
    </BareLayout>
  );
}

/** Inside the signed-out layout while a lazily loaded page's code arrives (sign-up, password reset). */
export function PublicPageLoading() {
  return (
    <Flex role="status" align="center" justify="center" gap={3} minH="100dvh" p={8}>
      <Spinner size="sm" />
      <Text>Loading…</Text>
    </Flex>
  );
}

/**
 * The shell's code is a separate download now: if it fails (network gone, a deploy replaced the chunk), say so
 * and offer a reload instead of leaving a blank page. Also catches a crash in the host's own signed-in screens.
 */
export class ShellLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[host] the signed-in shell failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <BareLayout>
        <Box role="alert" maxW="sm" mx="auto" my={16} p={6} borderWidth="1px" borderRadius="lg">
          <Heading as="h1" size="lg" mb={2}>
            The back-office could not load
          </Heading>
          <Text mb={4}>Check your connection, then reload the page.</Text>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </Box>
      </BareLayout>
    );
  }
}
