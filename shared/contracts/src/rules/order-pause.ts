import { LOCALE, VENUE_TIME_ZONE } from '../constants';
import { venuePeriod } from './venue-time';

/**
 * "Pause until" on the orders screen: the shop stops taking orders for 30 minutes, an hour or the rest
 * of today, then takes them again by itself. The resume time is decided by the server's clock and stored; a pause
 * never lasts into the next venue day (it ends at the latest at 00:00 Pacific/Auckland).
 */
export const PAUSE_OPTIONS = ['30m', '1h', 'rest-of-today'] as const;
export type PauseOption = (typeof PAUSE_OPTIONS)[number];

export const PAUSE_LABELS: Record<PauseOption, string> = {
  '30m': '30 min',
  '1h': '1 hour',
  'rest-of-today': 'Rest of today',
};

const MINUTES: Record<Exclude<PauseOption, 'rest-of-today'>, number> = { '30m': 30, '1h': 60 };

/** When a pause chosen at `now` ends: now + 30 / 60 minutes, capped at the end of the venue day; or that end. */
export function pauseResumeAt(option: PauseOption, now: Date): Date {
  const endOfDay = new Date(venuePeriod('day', now).end);
  if (option === 'rest-of-today') return endOfDay;
  const resume = new Date(now.getTime() + MINUTES[option] * 60_000);
  return resume.getTime() < endOfDay.getTime() ? resume : endOfDay;
}

/** Whether a stored pause is still running at `now` (a missing or past resume time is no pause). */
export function isPaused(resumesAt: string | Date | null | undefined, now: Date): boolean {
  if (!resumesAt) return false;
  return new Date(resumesAt).getTime() > now.getTime();
}

const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: VENUE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Paused — resumes at 14:30" (venue time). */
export function pausedLabel(resumesAt: string | Date): string {
  return `Paused — resumes at ${clock.format(new Date(resumesAt))}`;
}
