/**
 * Styles Chakra props cannot say: the due-soon blink (a static highlight for people who ask for reduced motion) and
 * the kitchen docket, printed alone on an 80 mm receipt roll.
 */
export const ORDERS_CSS = `
@keyframes order-due-blink { 0%, 100% { background-color: var(--chakra-colors-orange-100); } 50% { background-color: transparent; } }
.order-due-soon { animation: order-due-blink 1s step-end infinite; outline: 2px solid var(--chakra-colors-orange-500); }
@media (prefers-reduced-motion: reduce) {
  .order-due-soon { animation: none; background-color: var(--chakra-colors-orange-100); }
}
.kitchen-docket { display: none; }
@media print {
  @page { size: 80mm auto; margin: 3mm; }
  body * { visibility: hidden; }
  .kitchen-docket, .kitchen-docket * { visibility: visible; }
  .kitchen-docket { display: block; position: absolute; left: 0; top: 0; width: 74mm; font: 12pt/1.3 monospace; color: #000; }
  .kitchen-docket h2 { font-size: 16pt; margin: 0 0 2mm; }
  .kitchen-docket ul { list-style: none; padding: 0; margin: 2mm 0; }
  .kitchen-docket li { margin-bottom: 1.5mm; }
  .kitchen-docket .docket-totals { width: 100%; border-collapse: collapse; border-top: 1px dashed #000; margin-top: 2mm; }
  .kitchen-docket .docket-totals th { text-align: left; font-weight: normal; padding: 0; }
  .kitchen-docket .docket-totals td { text-align: right; padding: 0; white-space: nowrap; }
}
`;
