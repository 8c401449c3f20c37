import { Field } from '@backoffice/ui';
import type { ReactNode } from 'react';

/**
 * A field's error message in a colour that passes WCAG 1.4.3 on white: Chakra's default `fg.error` (red.500) is
 * 3.8:1, red.700 is 6.5:1 (found by the axe check of /signup with errors). A theme-wide fix belongs in
 * shared/ui's system.ts; until then the host's forms use this.
 */
export function FieldError({ children }: { children: ReactNode }) {
  return <Field.ErrorText color="red.700">{children}</Field.ErrorText>;
}
