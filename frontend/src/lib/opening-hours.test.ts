import type { OpeningHours } from '@kah/api-contract';
import { describe, expect, it } from 'vitest';
import { formatDayHours, isOpenAt, sydneyTime } from './opening-hours';

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('opening hours', () => {
  it('reads weekday and time in Sydney, not in the device time zone', () => {
    // 23:30 UTC on a Sunday is 09:30 Monday in Sydney (AEST, UTC+10).
    expect(sydneyTime(new Date('2025-06-01T23:30:00Z'))).toEqual({ weekday: 'mon', minutes: 9 * 60 + 30 });
    // Daylight saving (AEDT, UTC+11).
    expect(sydneyTime(new Date('2025-12-01T22:00:00Z'))).toEqual({ weekday: 'tue', minutes: 9 * 60 });
  });

  it('is open inside an interval and closed outside it', () => {
    const hours: OpeningHours = { ...closed, mon: [['09:00', '17:00']] };
    expect(isOpenAt(hours, { weekday: 'mon', minutes: 9 * 60 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 'mon', minutes: 17 * 60 })).toBe(false);
    expect(isOpenAt(hours, { weekday: 'tue', minutes: 12 * 60 })).toBe(false);
  });

  it('handles all-day and past-midnight intervals', () => {
    const hours: OpeningHours = { ...closed, fri: [['18:00', '02:00']], sat: [['00:00', '24:00']] };
    expect(isOpenAt(hours, { weekday: 'fri', minutes: 23 * 60 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 'sat', minutes: 60 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 'sat', minutes: 23 * 60 + 59 })).toBe(true);
    expect(isOpenAt(hours, { weekday: 'sun', minutes: 60 })).toBe(false);
  });

  it("formats a day's intervals, or 'Closed'", () => {
    expect(formatDayHours([])).toBe('Closed');
    expect(formatDayHours([['09:00', '12:00'], ['13:00', '17:00']])).toBe('09:00 – 12:00, 13:00 – 17:00');
    expect(formatDayHours([['00:00', '24:00']])).toBe('Open 24 hours');
  });
});
