import type { OpeningHours, Weekday } from '@kah/api-contract';
import { SYDNEY_TIME_ZONE } from '../constants/activity-constants';

export const WEEKDAY_ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const satisfies readonly Weekday[];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const SHORT_TO_WEEKDAY: Record<string, Weekday> = {
  Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun',
};

export interface ZonedTime {
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

/** Weekday and time of day in Sydney, whatever the phone's own time zone is. */
export function sydneyTime(date: Date, timeZone = SYDNEY_TIME_ZONE): ZonedTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = SHORT_TO_WEEKDAY[get('weekday')] ?? 'mon';
  return { weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

function toMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

function previousDay(day: Weekday): Weekday {
  const index = WEEKDAY_ORDER.indexOf(day);
  return WEEKDAY_ORDER[(index + 6) % 7] ?? 'sun';
}

/** Open if now falls in one of today's intervals, or in last night's interval that runs past midnight. */
export function isOpenAt(hours: OpeningHours, at: ZonedTime): boolean {
  const today = hours[at.weekday] ?? [];
  for (const [open, close] of today) {
    const start = toMinutes(open);
    const end = toMinutes(close);
    if (end > start ? at.minutes >= start && at.minutes < end : at.minutes >= start) return true;
  }
  for (const [open, close] of hours[previousDay(at.weekday)] ?? []) {
    const start = toMinutes(open);
    const end = toMinutes(close);
    if (end <= start && at.minutes < end) return true;
  }
  return false;
}

export function formatDayHours(intervals: ReadonlyArray<readonly [string, string]> | undefined): string {
  if (!intervals || intervals.length === 0) return 'Closed';
  return intervals
    .map(([open, close]) => (open === '00:00' && close === '24:00' ? 'Open 24 hours' : `${open} – ${close}`))
    .join(', ');
}

/** True when no day has any hours at all (unknown hours, not "always closed"). */
export function hasNoHours(hours: OpeningHours): boolean {
  return WEEKDAY_ORDER.every((d) => (hours[d] ?? []).length === 0);
}
