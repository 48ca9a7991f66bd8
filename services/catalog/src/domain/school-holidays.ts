import { addDays, compareDates, type LocalDate } from './local-date';

export interface SchoolHolidayPeriod {
  name: string;
  /** First day children are off school (Sydney local date, inclusive). */
  start: LocalDate;
  /** Last day before term starts again (inclusive). */
  end: LocalDate;
}

/**
 * NSW public-school holidays, Eastern division (Sydney), as the whole run of days between one
 * term's last day and the next term's first day (weekends and public holidays included).
 *
 * Source: NSW Department of Education, "Future and past NSW term and vacation dates"
 * (https://education.nsw.gov.au/schooling/calendars/future-and-past-nsw-term-and-vacation-dates)
 * and nsw.gov.au "School holidays" (https://www.nsw.gov.au/living-nsw/school-holidays).
 * Term dates used: 2025 T4 ends Fri 19 Dec; 2026 T1 Tue 27 Jan – Thu 2 Apr, T2 Mon 20 Apr – Fri 3 Jul,
 * T3 Mon 20 Jul – Fri 25 Sep, T4 Mon 12 Oct – Thu 17 Dec; 2027 T1 Wed 27 Jan – Fri 9 Apr,
 * T2 Mon 26 Apr – Fri 2 Jul, T3 Mon 19 Jul – Fri 24 Sep, T4 Mon 11 Oct – Fri 17 Dec.
 * The first day of a term is usually a school development day (students stay home): the periods
 * end the day before it, matching the department's published holiday ranges. Eastern and Western
 * division only differ at the end of the summer holidays (Western returns a week later).
 * Extend this table each year when the department publishes new dates.
 */
export const NSW_SCHOOL_HOLIDAYS: readonly SchoolHolidayPeriod[] = [
  { name: 'Summer holidays', start: '2025-12-20', end: '2026-01-26' },
  { name: 'Autumn holidays', start: '2026-04-03', end: '2026-04-19' },
  { name: 'Winter holidays', start: '2026-07-04', end: '2026-07-19' },
  { name: 'Spring holidays', start: '2026-09-26', end: '2026-10-11' },
  { name: 'Summer holidays', start: '2026-12-18', end: '2027-01-26' },
  { name: 'Autumn holidays', start: '2027-04-10', end: '2027-04-25' },
  { name: 'Winter holidays', start: '2027-07-03', end: '2027-07-18' },
  { name: 'Spring holidays', start: '2027-09-25', end: '2027-10-10' },
  { name: 'Summer holidays', start: '2027-12-18', end: '2028-01-26' },
];

export function isSchoolHoliday(date: LocalDate, periods: readonly SchoolHolidayPeriod[] = NSW_SCHOOL_HOLIDAYS): boolean {
  return periods.some((p) => compareDates(p.start, date) <= 0 && compareDates(date, p.end) <= 0);
}

/**
 * The School Holidays section: the period `today` is in (from today on), else the next one.
 * Past the end of the table it falls back to the original product's rule (14 days starting one
 * month from today) so the section never goes stale; `estimated` says so.
 */
export function schoolHolidayWindow(
  today: LocalDate,
  periods: readonly SchoolHolidayPeriod[] = NSW_SCHOOL_HOLIDAYS,
): SchoolHolidayPeriod & { estimated: boolean } {
  const sorted = [...periods].sort((a, b) => compareDates(a.start, b.start));
  const current = sorted.find((p) => compareDates(p.start, today) <= 0 && compareDates(today, p.end) <= 0);
  if (current) return { ...current, start: today, estimated: false };
  const next = sorted.find((p) => compareDates(p.start, today) > 0);
  if (next) return { ...next, estimated: false };
  const start = addDays(today, 30);
  return { name: 'School holidays', start, end: addDays(start, 13), estimated: true };
}
