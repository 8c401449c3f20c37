import { Box } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { MAIN_ID } from './main-landmark';

/** Signed-out pages: no navigation (spec 000 §2), still one main landmark. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id={MAIN_ID}>
      {children}
    </Box>
  );
}
