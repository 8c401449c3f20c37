import { Alert, Button, Skeleton, Stack, VisuallyHidden } from '@backoffice/ui';
import type { ReactNode } from 'react';

/** The part of an SWR answer a panel needs. */
export interface ReportResult<T> {
  data?: T;
  error?: Error;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface ReportPanelProps<T> {
  /** Read to screen readers while loading ("Loading Most Sold Products"). */
  what: string;
  result: ReportResult<T>;
  loadingHeight?: string;
  children: (data: T) => ReactNode;
}

/**
 * One report on a page: skeleton while it loads, an error with Retry when it failed (the toast already said why),
 * else its content. Each report stands alone, so one failed call does not blank the dashboard.
 */
export function ReportPanel<T>({ what, result, loadingHeight = '10rem', children }: ReportPanelProps<T>) {
  if (result.error) {
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{`We could not load ${what}.`}</Alert.Title>
          {result.error.message && <Alert.Description>{result.error.message}</Alert.Description>}
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void result.mutate()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (result.data === undefined) {
    return (
      <Stack gap="2" aria-busy="true" data-testid="report-loading">
        <VisuallyHidden>Loading {what}</VisuallyHidden>
        <Skeleton height={loadingHeight} />
      </Stack>
    );
  }
  return <>{children(result.data)}</>;
}
