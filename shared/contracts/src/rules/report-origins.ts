/**
 * Where an order came from. One vocabulary: the code, the API and the entity say `origin` (spec 001 §3 "origin
 * (kiosk, web, mobile-app)", spec 000 §7 origin-breakdown-report); the screens say **Source**, the merchant's word
 * (spec 000 §2 "orders placed by source"), through these labels only.
 */

/** The origins of the origin breakdown, in the order the dashboard shows them ("embed" = web). */
export const REPORT_ORIGINS = ['web', 'kiosk', 'mobile-app'] as const;
export type ReportOrigin = (typeof REPORT_ORIGINS)[number];

/** An origin as a Source on screen and in the CSV: `web` is the embed store. */
export const ORIGIN_LABELS: Readonly<Record<ReportOrigin, string>> & Readonly<Record<string, string | undefined>> = {
  web: 'Web store',
  kiosk: 'Kiosk',
  'mobile-app': 'Mobile app',
};
