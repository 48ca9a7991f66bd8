import { parseEventId, eventSlugToUuid, occurrenceId } from '../src/domain/event-ids';
import { eventWindow, expandSchedule, toTimed, type RecurrenceRule } from '../src/domain/event-occurrences';
import { eachDate, formatDateRange, sydneyDate, sydneyInstant } from '../src/domain/local-date';
import { NSW_SCHOOL_HOLIDAYS, isSchoolHoliday, schoolHolidayWindow } from '../src/domain/school-holidays';

const dates = (rules: RecurrenceRule[], from: string, to: string) => expandSchedule(rules, from, to).map((d) => d.date);
const at = (iso: string) => new Date(iso);

describe('recurrence expansion (Sydney wall-clock dates)', () => {
  it('weekly: every Saturday of a month, with its times', () => {
    const rule: RecurrenceRule = { freq: 'weekly', weekdays: ['sat'], startTime: '08:00', endTime: '13:00' };
    expect(dates([rule], '2026-11-01', '2026-11-30')).toEqual(['2026-11-07', '2026-11-14', '2026-11-21', '2026-11-28']);
    expect(expandSchedule([rule], '2026-11-07', '2026-11-07')).toEqual([{ date: '2026-11-07', startTime: '08:00', endTime: '13:00' }]);
  });

  it('weekly on several weekdays and a skipped Christmas Day', () => {
    const rule: RecurrenceRule = { freq: 'weekly', weekdays: ['fri', 'sat'], startTime: '10:00', endTime: '17:00', except: ['12-25'] };
    expect(dates([rule], '2026-12-18', '2026-12-27')).toEqual(['2026-12-18', '2026-12-19', '2026-12-26']);
    // 'MM-DD' applies every year: 25 Dec 2027 is a Saturday.
    expect(dates([rule], '2027-12-24', '2027-12-25')).toEqual(['2027-12-24']);
  });

  it('fortnightly: every second week from the anchor, before and after it', () => {
    const rule: RecurrenceRule = { freq: 'weekly', weekdays: ['sun'], interval: 2, anchor: '2026-11-22', startTime: '09:00', endTime: '12:00' };
    expect(dates([rule], '2026-10-01', '2026-12-31')).toEqual(['2026-10-11', '2026-10-25', '2026-11-08', '2026-11-22', '2026-12-06', '2026-12-20']);
  });

  it('monthly: the 1st and 3rd Saturday, the 4th Saturday and the last Friday', () => {
    const firstThird: RecurrenceRule = { freq: 'monthly', weekday: 'sat', nth: [1, 3], startTime: '08:00', endTime: '12:00' };
    expect(dates([firstThird], '2026-11-01', '2027-01-31')).toEqual(['2026-11-07', '2026-11-21', '2026-12-05', '2026-12-19', '2027-01-02', '2027-01-16']);
    const fourth: RecurrenceRule = { freq: 'monthly', weekday: 'sat', nth: [4], startTime: '07:00', endTime: '15:00' };
    expect(dates([fourth], '2026-10-01', '2026-12-31')).toEqual(['2026-10-24', '2026-11-28', '2026-12-26']);
    const lastFriday: RecurrenceRule = { freq: 'monthly', weekday: 'fri', nth: [-1], startTime: '18:00', endTime: '20:00' };
    expect(dates([lastFriday], '2026-01-01', '2026-04-30')).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24']);
  });

  it('term-time sessions stop for the NSW school holidays; holiday programs run only then', () => {
    const storytime: RecurrenceRule = { freq: 'weekly', weekdays: ['wed'], startTime: '10:30', endTime: '11:00', during: 'term' };
    // Term 4 2026 ends Thu 17 Dec; term 1 2027 starts Wed 27 Jan.
    expect(dates([storytime], '2026-12-01', '2027-02-10')).toEqual(['2026-12-02', '2026-12-09', '2026-12-16', '2027-01-27', '2027-02-03', '2027-02-10']);
    const holidayProgram: RecurrenceRule = { freq: 'weekly', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], startTime: '10:00', endTime: '15:00', during: 'school-holidays' };
    // Spring holidays 2026: Sat 26 Sep – Sun 11 Oct.
    expect(dates([holidayProgram], '2026-09-21', '2026-10-16')).toEqual([
      '2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02',
      '2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09',
    ]);
  });

  it('specific dates, bounded by validFrom/validUntil', () => {
    const rule: RecurrenceRule = { freq: 'dates', dates: ['2026-12-31', '2027-12-31'], startTime: '21:00', endTime: '21:15' };
    expect(dates([rule], '2026-12-01', '2027-12-31')).toEqual(['2026-12-31', '2027-12-31']);
    expect(dates([{ ...rule, validUntil: '2027-06-30' }], '2026-12-01', '2027-12-31')).toEqual(['2026-12-31']);
    const weekly: RecurrenceRule = { freq: 'weekly', weekdays: ['sat'], startTime: '08:00', endTime: '09:00', validFrom: '2026-11-14' };
    expect(dates([weekly], '2026-11-01', '2026-11-21')).toEqual(['2026-11-14', '2026-11-21']);
  });

  it('two rules on one day give one occurrence, at the earlier start', () => {
    const rules: RecurrenceRule[] = [
      { freq: 'weekly', weekdays: ['sat'], startTime: '14:00', endTime: '15:00' },
      { freq: 'monthly', weekday: 'sat', nth: [1], startTime: '09:00', endTime: '10:00' },
    ];
    expect(expandSchedule(rules, '2026-11-07', '2026-11-14')).toEqual([
      { date: '2026-11-07', startTime: '09:00', endTime: '10:00' },
      { date: '2026-11-14', startTime: '14:00', endTime: '15:00' },
    ]);
  });
});

describe('daylight saving in Sydney', () => {
  const market: RecurrenceRule = { freq: 'weekly', weekdays: ['sat', 'sun'], startTime: '10:00', endTime: '17:00' };

  it('October: clocks go forward on the first Sunday, so Sunday 10:00 is +11:00 and 23 hours after Saturday 10:00', () => {
    const [sat, sun] = expandSchedule([market], '2026-10-03', '2026-10-04').map(toTimed);
    expect(sat.startsAt).toBe('2026-10-03T10:00:00+10:00');
    expect(sun.startsAt).toBe('2026-10-04T10:00:00+11:00');
    expect(sun.startsAtMs - sat.startsAtMs).toBe(23 * 3_600_000);
  });

  it('April: clocks go back on the first Sunday, so Sunday 10:00 is +10:00 and 25 hours after Saturday 10:00', () => {
    const [sat, sun] = expandSchedule([market], '2026-04-04', '2026-04-05').map(toTimed);
    expect(sat.startsAt).toBe('2026-04-04T10:00:00+11:00');
    expect(sun.startsAt).toBe('2026-04-05T10:00:00+10:00');
    expect(sun.startsAtMs - sat.startsAtMs).toBe(25 * 3_600_000);
    expect(new Date(sun.startsAt).toISOString()).toBe('2026-04-05T00:00:00.000Z');
  });

  it('the Sydney date, not the UTC date, decides "today"', () => {
    // 14:30 UTC on Saturday 21 Nov is 01:30 on Sunday 22 Nov in Sydney (AEDT, +11).
    expect(sydneyDate(at('2026-11-21T14:30:00Z'))).toBe('2026-11-22');
    expect(sydneyDate(at('2026-06-20T13:59:00Z'))).toBe('2026-06-20'); // 23:59 AEST (+10)
    expect(sydneyInstant('2026-11-22', '24:00').iso).toBe('2026-11-23T00:00:00+11:00');
  });
});

describe('timeline windows relative to now', () => {
  it('on a weekday: This Weekend is the coming Saturday and Sunday, Next Weekend 7 days later', () => {
    const now = at('2026-11-24T23:00:00Z'); // Wed 25 Nov, 10:00 in Sydney
    expect(eventWindow('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25', subtitle: 'Wed 25 Nov' });
    expect(eventWindow('tomorrow', now)).toEqual({ from: '2026-11-26', to: '2026-11-26', subtitle: 'Thu 26 Nov' });
    expect(eventWindow('this-weekend', now)).toEqual({ from: '2026-11-28', to: '2026-11-29', subtitle: 'Sat 28 – Sun 29 Nov' });
    expect(eventWindow('next-weekend', now)).toEqual({ from: '2026-12-05', to: '2026-12-06', subtitle: 'Sat 5 – Sun 6 Dec' });
    expect(eventWindow('upcoming', now)).toMatchObject({ from: '2026-11-25', to: '2026-12-24' });
  });

  it('on a Saturday: This Weekend is today and tomorrow', () => {
    const now = at('2026-10-30T22:00:00Z'); // Sat 31 Oct, 09:00 AEDT
    expect(eventWindow('this-weekend', now)).toEqual({ from: '2026-10-31', to: '2026-11-01', subtitle: 'Sat 31 Oct – Sun 1 Nov' });
    expect(eventWindow('next-weekend', now)).toMatchObject({ from: '2026-11-07', to: '2026-11-08' });
  });

  it('on a Sunday: This Weekend is what is left of it (today), Next Weekend is the coming one', () => {
    const now = at('2026-11-21T22:00:00Z'); // Sun 22 Nov, 09:00 AEDT
    expect(eventWindow('this-weekend', now)).toEqual({ from: '2026-11-22', to: '2026-11-22', subtitle: 'Sun 22 Nov' });
    expect(eventWindow('next-weekend', now)).toEqual({ from: '2026-11-28', to: '2026-11-29', subtitle: 'Sat 28 – Sun 29 Nov' });
  });

  it('School Holidays: the next NSW period in term time, the rest of the current one inside it', () => {
    expect(eventWindow('school-holidays', at('2026-11-21T22:00:00Z'))).toEqual({
      from: '2026-12-18', to: '2027-01-26', subtitle: 'Summer holidays: Fri 18 Dec 2026 – Tue 26 Jan 2027',
    });
    expect(eventWindow('school-holidays', at('2026-07-07T00:00:00Z'))).toEqual({
      from: '2026-07-07', to: '2026-07-19', subtitle: 'Winter holidays: Tue 7 – Sun 19 Jul',
    });
    // The day term starts again, the following holidays are next.
    expect(eventWindow('school-holidays', at('2026-07-20T00:00:00Z'))).toMatchObject({ from: '2026-09-26', to: '2026-10-11' });
  });

  it('school-holiday periods are real NSW dates and fall back to an estimate past the table', () => {
    expect(isSchoolHoliday('2026-04-10')).toBe(true); // Easter 2026 autumn break
    expect(isSchoolHoliday('2026-04-20')).toBe(false); // term 2 starts
    expect(isSchoolHoliday('2026-12-17')).toBe(false); // last day of term 4
    expect(isSchoolHoliday('2026-12-18')).toBe(true);
    for (const p of NSW_SCHOOL_HOLIDAYS) expect(p.start <= p.end).toBe(true);
    const after = schoolHolidayWindow('2028-03-01');
    expect(after).toMatchObject({ start: '2028-03-31', end: '2028-04-13', estimated: true });
  });

  it('formats date ranges for subtitles', () => {
    expect(formatDateRange('2026-11-28', '2026-11-28')).toBe('Sat 28 Nov');
    expect(formatDateRange('2026-11-28', '2026-11-29')).toBe('Sat 28 – Sun 29 Nov');
    expect(formatDateRange('2026-10-31', '2026-11-01')).toBe('Sat 31 Oct – Sun 1 Nov');
    expect(eachDate('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('event ids', () => {
  const id = eventSlugToUuid('glebe-markets');

  it('are stable UUIDs; an occurrence id is `${eventId}_${date}`', () => {
    expect(eventSlugToUuid('glebe-markets')).toBe(id);
    expect(parseEventId(id)).toEqual({ kind: 'event', eventId: id });
    expect(parseEventId(occurrenceId(id, '2026-11-28'))).toEqual({ kind: 'occurrence', eventId: id, date: '2026-11-28' });
  });

  it('reject malformed ids and impossible dates', () => {
    for (const bad of ['glebe', `${id}_2026-02-30`, `${id}_tomorrow`, `${id}_2026-11-28_x`, '']) expect(parseEventId(bad)).toEqual({ kind: 'invalid' });
  });
});
