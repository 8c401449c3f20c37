import type { OriginBreakdown } from '@backoffice/api-client';
import { REPORT_ORIGINS, type ReportOrigin } from '@backoffice/contracts';

/** The order sources (spec 001 §3 Order.origin) in the merchant's words; "embed" is the web store. */
const SOURCE_LABELS: Record<ReportOrigin, string> = { web: 'Web store', kiosk: 'Kiosk', 'mobile-app': 'Mobile app' };

export interface SourceFigures {
  key: ReportOrigin;
  label: string;
  count: number;
  /** cents */
  totalAmount: number;
  /** cents; 0 for a source without orders */
  averageOrder: number;
}

/** Every source, in a fixed order, from the origin breakdown (spec 000 §3: the first item of each list). */
export function sourceBreakdown(data: OriginBreakdown): SourceFigures[] {
  return REPORT_ORIGINS.map((key) => {
    const label = SOURCE_LABELS[key];
    const first = data[key]?.[0];
    const count = first?.count ?? 0;
    const totalAmount = first?.totalAmount ?? 0;
    return { key, label, count, totalAmount, averageOrder: count > 0 ? Math.round(totalAmount / count) : 0 };
  });
}
