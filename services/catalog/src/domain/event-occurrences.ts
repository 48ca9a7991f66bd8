import {
  addDays,
  compareDates,
  dateParts,
  daysBetween,
  eachDate,
  formatDateRange,
  sydneyDate,
  sydneyInstant,
  weekdayKey,
  weekdayOf,
  type LocalDate,
  type WeekdayKey,
} from './local-date';
import { isSchoolHoliday, NSW_SCHOOL_HOLIDAYS, schoolHolidayWindow, type SchoolHolidayPeriod } from './school-holidays';

/**
 * When a recurring event happens, in Sydney wall-clock time. Rules are expanded into dated
 * occurrences for whatever range is asked, so nothing in the data ever goes stale.
 *
 * - weekly: on the given weekdays; `interval: 2` with an `anchor` date of one occurrence = fortnightly
 * - monthly: the nth weekday of the month (`nth` 1..4, or -1 for the last), e.g. 1st and 3rd Saturday
 * - dates: specific dates (annual one-offs such as New Year's Eve)
 * Every rule may be limited to school terms or to NSW school holidays (`during`), skip dates
 * (`except`: 'MM-DD' every year or 'YYYY-MM-DD'), and have a first/last date.
 */
export type RecurrenceRule = RuleTiming &
  (
    | { freq: 'weekly'; weekdays: WeekdayKey[]; interval?: 1 | 2; anchor?: LocalDate }
    | { freq: 'monthly'; weekday: WeekdayKey; nth: number[] }
    | { freq: 'dates'; dates: LocalDate[] }
  );

export interface RuleTiming {
  /** 'HH:MM' Sydney local time. */
  startTime: string;
  /** 'HH:MM'; '24:00' = midnight. */
  endTime: string;
  during?: 'term' | 'school-holidays';
  except?: string[];
  validFrom?: LocalDate;
  validUntil?: LocalDate;
}

export interface ScheduledDay {
  date: LocalDate;
  startTime: string;
  endTime: string;
}

export const ALL_WEEKDAYS: WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** What the rules need to know about one calendar day, computed once per day. */
export interface CalendarDay {
  date: LocalDate;
  weekday: WeekdayKey;
  /** 1 for days 1-7, 2 for 8-14, … */
  ordinal: number;
  /** The last such weekday of its month. */
  isLastOfMonth: boolean;
  schoolHoliday: boolean;
}

export function calendarDay(date: LocalDate, holidays: readonly SchoolHolidayPeriod[] = NSW_SCHOOL_HOLIDAYS): CalendarDay {
  const { day, month } = dateParts(date);
  return {
    date,
    weekday: weekdayKey(date),
    ordinal: Math.ceil(day / 7),
    isLastOfMonth: dateParts(addDays(date, 7)).month !== month,
    schoolHoliday: isSchoolHoliday(date, holidays),
  };
}

const calendarCache = new Map<string, CalendarDay[]>();

/** The days of [from, to]; ranges repeat across requests (today, this weekend…), so they are kept. */
function calendar(from: LocalDate, to: LocalDate, holidays: readonly SchoolHolidayPeriod[]): CalendarDay[] {
  if (holidays !== NSW_SCHOOL_HOLIDAYS) return eachDate(from, to).map((d) => calendarDay(d, holidays));
  const key = `${from}/${to}`;
  let days = calendarCache.get(key);
  if (!days) {
    if (calendarCache.size >= 256) calendarCache.clear();
    days = eachDate(from, to).map((d) => calendarDay(d, holidays));
    calendarCache.set(key, days);
  }
  return days;
}

export function ruleMatches(rule: RecurrenceRule, day: CalendarDay): boolean {
  const date = day.date;
  if (rule.validFrom && compareDates(date, rule.validFrom) < 0) return false;
  if (rule.validUntil && compareDates(date, rule.validUntil) > 0) return false;
  if (rule.except?.some((x) => x === date || x === date.slice(5))) return false;
  if (rule.during === 'term' && day.schoolHoliday) return false;
  if (rule.during === 'school-holidays' && !day.schoolHoliday) return false;
  switch (rule.freq) {
    case 'weekly': {
      if (!rule.weekdays.includes(day.weekday)) return false;
      if ((rule.interval ?? 1) === 1) return true;
      if (!rule.anchor) return false;
      // Fortnightly: whole weeks since the anchor's week must be even (works before the anchor too).
      const weeks = Math.floor((daysBetween(rule.anchor, date) + weekdayOf(rule.anchor)) / 7);
      return ((weeks % 2) + 2) % 2 === 0;
    }
    case 'monthly':
      return rule.weekday === day.weekday && rule.nth.some((n) => n === day.ordinal || (n === -1 && day.isLastOfMonth));
    case 'dates':
      return rule.dates.includes(date);
  }
}

/** The days in [from, to] on which any of the rules applies; the earliest rule wins a shared day. */
export function expandSchedule(
  rules: RecurrenceRule[],
  from: LocalDate,
  to: LocalDate,
  holidays: readonly SchoolHolidayPeriod[] = NSW_SCHOOL_HOLIDAYS,
): ScheduledDay[] {
  const out: ScheduledDay[] = [];
  for (const day of calendar(from, to, holidays)) {
    let first: RecurrenceRule | undefined;
    for (const r of rules) if (ruleMatches(r, day) && (!first || r.startTime < first.startTime)) first = r;
    if (first) out.push({ date: day.date, startTime: first.startTime, endTime: first.endTime });
  }
  return out;
}

export interface TimedOccurrence extends ScheduledDay {
  startsAt: string;
  endsAt: string;
  startsAtMs: number;
  endsAtMs: number;
}

/** Adds the instants (DST-correct offsets) to scheduled days. */
export function toTimed(day: ScheduledDay): TimedOccurrence {
  const start = sydneyInstant(day.date, day.startTime);
  const end = sydneyInstant(day.date, day.endTime);
  return { ...day, startsAt: start.iso, endsAt: end.iso, startsAtMs: start.epochMs, endsAtMs: end.epochMs };
}

export const TIMELINE_KEYS = ['today', 'tomorrow', 'this-weekend', 'next-weekend', 'school-holidays'] as const;
export type TimelineKey = (typeof TIMELINE_KEYS)[number];
export type EventWindowName = TimelineKey | 'upcoming';

export const TIMELINE_TITLES: Record<TimelineKey, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-weekend': 'This Weekend',
  'next-weekend': 'Next Weekend',
  'school-holidays': 'School Holidays',
};

export interface DateWindow {
  from: LocalDate;
  to: LocalDate;
  subtitle: string;
}

/** Days listed by `upcoming` (today and the next 29 days). */
export const UPCOMING_DAYS = 30;
/** Longest explicit range a client may ask for. */
export const MAX_RANGE_DAYS = 62;

/**
 * Named windows, all relative to the Sydney date at `now`:
 * This Weekend = the coming Saturday and Sunday (from today when today is one of them);
 * Next Weekend = the weekend 7 days after; School Holidays = the current or next NSW period.
 */
export function eventWindow(name: EventWindowName, now: Date, holidays: readonly SchoolHolidayPeriod[] = NSW_SCHOOL_HOLIDAYS): DateWindow {
  const today = sydneyDate(now);
  const dow = weekdayOf(today);
  const saturday = dow === 0 ? addDays(today, -1) : addDays(today, 6 - dow);
  const plain = (from: LocalDate, to: LocalDate): DateWindow => ({ from, to, subtitle: formatDateRange(from, to) });
  switch (name) {
    case 'today':
      return plain(today, today);
    case 'tomorrow':
      return plain(addDays(today, 1), addDays(today, 1));
    case 'this-weekend': {
      const from = compareDates(saturday, today) < 0 ? today : saturday;
      return plain(from, addDays(saturday, 1));
    }
    case 'next-weekend':
      return plain(addDays(saturday, 7), addDays(saturday, 8));
    case 'school-holidays': {
      const period = schoolHolidayWindow(today, holidays);
      const range = formatDateRange(period.start, period.end);
      return { from: period.start, to: period.end, subtitle: period.estimated ? range : `${period.name}: ${range}` };
    }
    case 'upcoming':
      return plain(today, addDays(today, UPCOMING_DAYS - 1));
  }
}
