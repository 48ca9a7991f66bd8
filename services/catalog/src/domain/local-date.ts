import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Events happen on Sydney wall-clock dates and times. */
export const SYDNEY_TZ = 'Australia/Sydney';

/** A calendar date without a time zone, 'YYYY-MM-DD'. Arithmetic on it never touches DST. */
export type LocalDate = string;

export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date in 'YYYY-MM-DD' form (rejects 2026-02-30). */
export function isLocalDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function toUtc(date: LocalDate): Date {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`not a date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function fromUtc(d: Date): LocalDate {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  return toUtc(date).getUTCDay();
}

export function weekdayKey(date: LocalDate): WeekdayKey {
  return WEEKDAY_KEYS[weekdayOf(date)];
}

export function dateParts(date: LocalDate): { year: number; month: number; day: number } {
  const d = toUtc(date);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: LocalDate, to: LocalDate): LocalDate[] {
  const out: LocalDate[] = [];
  for (let d = from; compareDates(d, to) <= 0; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The Sydney calendar date at an instant. */
export function sydneyDate(at: Date): LocalDate {
  return format(new TZDate(at.getTime(), SYDNEY_TZ), 'yyyy-MM-dd');
}

/**
 * The instant of a Sydney wall-clock time on a date, as ISO-8601 with the offset in force then
 * (+10:00 in winter, +11:00 in daylight saving). "24:00" is midnight at the end of the day.
 */
export function sydneyInstant(date: LocalDate, time: string): { iso: string; epochMs: number } {
  const key = `${date} ${time}`;
  const cached = instantCache.get(key);
  if (cached) return cached;
  if (instantCache.size >= INSTANT_CACHE_SIZE) instantCache.clear();
  const value = computeSydneyInstant(date, time);
  instantCache.set(key, value);
  return value;
}

/** Time-zone conversion is the costly part of expanding occurrences; the same few times repeat. */
const INSTANT_CACHE_SIZE = 20_000;
const instantCache = new Map<string, { iso: string; epochMs: number }>();

function computeSydneyInstant(date: LocalDate, time: string): { iso: string; epochMs: number } {
  const { year, month, day } = dateParts(date);
  const [h, m] = time.split(':').map(Number);
  const at = h === 24 ? new TZDate(year, month - 1, day + 1, 0, m, SYDNEY_TZ) : new TZDate(year, month - 1, day, h, m, SYDNEY_TZ);
  return { iso: format(at, "yyyy-MM-dd'T'HH:mm:ssxxx"), epochMs: at.getTime() };
}

const SHORT_WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sat 28 Nov', 'Sat 28 – Sun 29 Nov', 'Sat 31 Oct – Sun 1 Nov', 'Fri 18 Dec 2026 – Tue 26 Jan 2027'. */
export function formatDateRange(from: LocalDate, to: LocalDate): string {
  const a = dateParts(from);
  const b = dateParts(to);
  const label = (d: LocalDate, p: { day: number; month: number; year: number }, withMonth: boolean, withYear: boolean) =>
    `${SHORT_WEEKDAY[weekdayOf(d)]} ${p.day}${withMonth ? ` ${SHORT_MONTH[p.month - 1]}` : ''}${withYear ? ` ${p.year}` : ''}`;
  if (from === to) return label(from, a, true, false);
  if (a.year !== b.year) return `${label(from, a, true, true)} – ${label(to, b, true, true)}`;
  return `${label(from, a, a.month !== b.month, false)} – ${label(to, b, true, false)}`;
}
