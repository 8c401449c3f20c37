import { MOBILE_BREAKPOINT_PX } from '@backoffice/contracts';

/**
 * Spec 000 §1: below an app width of 600 px the mobile layout is used. Chakra's `sm` is 480 px, so the
 * multi-column grids of this area switch at the spec's width instead: one column (stacked) below it.
 */
export const WIDE = `@media screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const LARGE = '@media screen and (min-width: 64em)';

const repeat = (columns: number) => `repeat(${columns}, minmax(0, 1fr))`;

/** Grid props: stacked on mobile, `columns` equal columns from 600 px (and `large` from Chakra's lg, 1024 px). */
export function columnsFromMobile(columns: number, large?: number) {
  return {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    css: {
      [WIDE]: { gridTemplateColumns: repeat(columns) },
      ...(large ? { [LARGE]: { gridTemplateColumns: repeat(large) } } : {}),
    },
  };
}

/** Full width on mobile, its own width from 600 px (form fields in a row). */
export const fullWidthOnMobile = { width: 'full', css: { [WIDE]: { width: 'auto' } } };
