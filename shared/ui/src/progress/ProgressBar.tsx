import { useBusTopic } from '@backoffice/api-client';
import { PROGRESS_BAR_HEIGHT_PX } from '@backoffice/contracts';
import { topics } from '@backoffice/event-bus';
import { Box } from '@backoffice/ui/chakra';

/**
 * Spec 000 §1/§3: a 5 px bar at the bottom of the page while any call is in flight (`topics.loading` > 0).
 * Indeterminate (no aria-valuenow): we cannot know how far a call has got.
 */
export function ProgressBar() {
  const inFlight = useBusTopic(topics.loading) ?? 0;
  if (inFlight <= 0) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      aria-busy="true"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="toast"
      overflow="hidden"
      bg="brand.muted"
      style={{ height: `${PROGRESS_BAR_HEIGHT_PX}px` }}
      data-testid="progress-bar"
    >
      <Box
        h="full"
        w="25%"
        bg="brand.solid"
        animation="progress-slide 1.2s ease-in-out infinite"
        _motionReduce={{ animation: 'none', w: 'full' }}
      />
    </Box>
  );
}
