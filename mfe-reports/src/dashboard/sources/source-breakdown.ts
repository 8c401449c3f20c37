import type { OriginBreakdown } from '@backoffice/api-client';
import { ORIGIN_LABELS, REPORT_ORIGINS, type ReportOrigin } from '@backoffice/contracts';

export interface SourceFigures {
  key: ReportOrigin;
  label: string;
  count: number;
  /** cents */
  totalAmount: number;
  /** cents; 0 for a source without orders */
  averageOrder: number;
}

/**
 * Every source (an order's `origin`, shown as its Source label), in a fixed order, from the origin breakdown
 * (spec 000 §3: the first item of each list).
 */
export function sourceBreakdown(data: OriginBreakdown): SourceFigures[] {
  return REPORT_ORIGINS.map((key) => {
    const label = ORIGIN_LABELS[key];
    const first = data[key]?.[0];
    const count = first?.count ?? 0;
    const totalAmount = first?.totalAmount ?? 0;
    return { key, label, count, totalAmount, averageOrder: count > 0 ? Math.round(totalAmount / count) : 0 };
  });
}
