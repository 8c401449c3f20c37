import { Alert, Box, Button, EmptyState, Flex, Heading, HStack, Skeleton, Stack, VisuallyHidden } from '@backoffice/ui/chakra';
import { type ReactNode, useId } from 'react';

export interface AreaPageProps {
  /** The page's one h1, in the merchant's words ("Voucher Manager"). */
  title: string;
  /** A line under the title, e.g. <CurrentShopName />. */
  subtitle?: ReactNode;
  /** Buttons at the right of the title ("Generate Code"). */
  actions?: ReactNode;
  isLoading?: boolean;
  /** A failed load. The toast has already said what went wrong; this keeps the page from looking empty. */
  error?: unknown;
  onRetry?: () => void;
  isEmpty?: boolean;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  children?: ReactNode;
}

const DEFAULT_ERROR = 'We could not load this page.';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : DEFAULT_ERROR;
}

/**
 * The frame of every page in a remote: heading and actions, then exactly one of error, loading, empty or the
 * content — in that order, so a failed reload never shows stale content under an error.
 */
export function AreaPage({
  title,
  subtitle,
  actions,
  isLoading = false,
  error,
  onRetry,
  isEmpty = false,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  children,
}: AreaPageProps) {
  const headingId = useId();
  let body: ReactNode;
  if (error) {
    body = (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{DEFAULT_ERROR}</Alert.Title>
          {errorText(error) !== DEFAULT_ERROR && <Alert.Description>{errorText(error)}</Alert.Description>}
        </Alert.Content>
        {onRetry && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert.Root>
    );
  } else if (isLoading) {
    body = (
      <Stack gap="3" aria-busy="true" data-testid="area-loading">
        <VisuallyHidden>Loading {title}</VisuallyHidden>
        <Skeleton height="6" width="40%" />
        <Skeleton height="24" />
      </Stack>
    );
  } else if (isEmpty) {
    body = (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{emptyTitle}</EmptyState.Title>
          {emptyDescription && <EmptyState.Description>{emptyDescription}</EmptyState.Description>}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = children;
  }

  return (
    <Box as="section" aria-labelledby={headingId} p={{ base: '4', md: '6' }}>
      <Flex mb="6" gap="4" align={{ base: 'stretch', sm: 'flex-start' }} direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1">
          <Heading as="h1" id={headingId} size="2xl">
            {title}
          </Heading>
          {subtitle && <Box mt="1">{subtitle}</Box>}
        </Box>
        {actions && <HStack gap="2">{actions}</HStack>}
      </Flex>
      {body}
    </Box>
  );
}
