import type { ReportRange } from '@backoffice/api-client';
import {
  type CivilDate,
  civilDateText,
  compareCivilDates,
  type FeeShop,
  netVolume,
  plusDays,
  type SalesPerHourRow,
  utcHourToVenue,
} from '@backoffice/contracts';
import { dayLabel } from '../../common/venue-time';
import { rangeDays } from '../../period/period';

/** One venue day of the selected period. Money in cents. */
export interface DayVolume {
  day: CivilDate;
  label: string;
  gross: number;
  net: number;
  orders: number;
}

export interface PeriodFigures {
  days: DayVolume[];
  gross: number;
  net: number;
  orders: number;
  averageOrder: number;
}

/**
 * The period overview: sales per venue day (every day of the range, quiet ones as 0, so the lines do not skip),
 * Gross Volume as sold, Net Volume after the platform fee (`netVolume` in contracts, spec 000 §9). The period's net
 * total is the net of its gross total, so it agrees with the rule to the cent rather than summing rounded days.
 */
export function periodFigures(rows: readonly SalesPerHourRow[], range: ReportRange, shop: FeeShop | null): PeriodFigures {
  const { first, last } = rangeDays(range);
  const byDay = new Map<string, { gross: number; orders: number }>();
  for (const row of rows) {
    const key = utcHourToVenue(row._id).date;
    const day = byDay.get(key) ?? { gross: 0, orders: 0 };
    day.gross += row.totalAmount;
    day.orders += row.count;
    byDay.set(key, day);
  }
  const net = (gross: number) => netVolume(gross, shop);
  const days: DayVolume[] = [];
  for (let day = first; compareCivilDates(day, last) <= 0; day = plusDays(day, 1)) {
    const found = byDay.get(civilDateText(day)) ?? { gross: 0, orders: 0 };
    days.push({ day, label: dayLabel(day), gross: found.gross, net: net(found.gross), orders: found.orders });
  }
  const gross = days.reduce((sum, d) => sum + d.gross, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  return { days, gross, net: net(gross), orders, averageOrder: orders > 0 ? Math.round(gross / orders) : 0 };
}
