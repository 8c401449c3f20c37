import { Box, Spinner, type SpinnerProps } from '@backoffice/ui/chakra';

/**
 * A spinner a screen reader announces: the label sits on a `status` region around it, because an aria-label on the
 * spinner's own span (no role) is prohibited ARIA and fails axe.
 */
export function LoadingSpinner({ label, size = 'md' }: { label: string; size?: SpinnerProps['size'] }) {
  return (
    <Box role="status" aria-label={label} display="inline-flex">
      <Spinner size={size} aria-hidden="true" />
    </Box>
  );
}
