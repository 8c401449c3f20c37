import type { ReportRange } from '@backoffice/api-client';
import { type SalesPerHourRow, utcHourToVenue, venueDate, venueRange, venueYesterdayAndToday } from '@backoffice/contracts';

/** One venue day's badge figures (spec 000 §2). Money in cents. */
export interface DayFigures {
  sales: number;
  orders: number;
  /** Sales ÷ orders, rounded to the cent; 0 on a day without orders. */
  averageOrder: number;
}

export interface HourFigures {
  /** Venue local hour, 0–23. */
  hour: number;
  sales: number;
  orders: number;
}

export interface TodayFigures {
  today: DayFigures;
  yesterday: DayFigures;
  /** Today's 24 venue hours, each present (0 when quiet). */
  hours: HourFigures[];
}

/**
 * The one sales-per-hour call behind the "today" half of the dashboard: spec 000 §7 asks from yesterday's start to
 * the end of today for today versus yesterday, and today's hourly chart is the today part of the same rows — one
 * call instead of two.
 */
export function todayAndYesterdayRange(now: Date = new Date()): ReportRange {
  return venueYesterdayAndToday(now);
}

function figures(sales: number, orders: number): DayFigures {
  return { sales, orders, averageOrder: orders > 0 ? Math.round(sales / orders) : 0 };
}

/** Splits UTC hour rows into the venue's today and yesterday (an order at 23:30 NZ time is on that NZ day). */
export function todayFigures(rows: readonly SalesPerHourRow[], now: Date = new Date()): TodayFigures {
  const today = venueDate(now);
  const yesterday = venueDate(venueRange('yesterday', now).start);
  const hours: HourFigures[] = Array.from({ length: 24 }, (_, hour) => ({ hour, sales: 0, orders: 0 }));
  const totals = { today: { sales: 0, orders: 0 }, yesterday: { sales: 0, orders: 0 } };
  for (const row of rows) {
    const at = utcHourToVenue(row._id);
    const day = at.date === today ? 'today' : at.date === yesterday ? 'yesterday' : null;
    if (!day) continue;
    totals[day].sales += row.totalAmount;
    totals[day].orders += row.count;
    if (day === 'today') {
      // On the autumn daylight-saving day two UTC hours are the same local hour: they add up.
      const bucket = hours[at.hour] as HourFigures;
      bucket.sales += row.totalAmount;
      bucket.orders += row.count;
    }
  }
  return {
    today: figures(totals.today.sales, totals.today.orders),
    yesterday: figures(totals.yesterday.sales, totals.yesterday.orders),
    hours,
  };
}

export interface Trend {
  direction: 'up' | 'down' | 'same';
  /** |today − yesterday| (the direction says which way). */
  change: number;
  /** The change as a whole percentage of yesterday; null when yesterday was 0. */
  percent: number | null;
}

/** A badge's comparison with yesterday (spec 000 §2: an up or down arrow). */
export function trend(today: number, yesterday: number): Trend {
  const difference = today - yesterday;
  return {
    direction: difference > 0 ? 'up' : difference < 0 ? 'down' : 'same',
    change: Math.abs(difference),
    percent: yesterday > 0 ? Math.round((Math.abs(difference) / yesterday) * 100) : null,
  };
}
