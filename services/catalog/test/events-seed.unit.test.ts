import firstPlaces from '../src/migrations/seed/sydney-places.json';
import morePlaces from '../src/migrations/seed/sydney-places-2.json';
import { expandSchedule } from '../src/domain/event-occurrences';
import { eachDate, isLocalDate } from '../src/domain/local-date';
import { SYDNEY_EVENTS } from '../src/migrations/seed/sydney-events';

const CATEGORIES = ['outdoor', 'indoor', 'educational', 'creative', 'active'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

describe('seed: real recurring Sydney family events', () => {
  it('has at least 40 events with unique slugs, both kinds, and every kind of rule', () => {
    expect(SYDNEY_EVENTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SYDNEY_EVENTS.map((e) => e.slug)).size).toBe(SYDNEY_EVENTS.length);
    expect(new Set(SYDNEY_EVENTS.map((e) => e.kind))).toEqual(new Set(['event', 'cultural']));
    const freqs = new Set(SYDNEY_EVENTS.flatMap((e) => e.schedule.map((r) => r.freq)));
    expect(freqs).toEqual(new Set(['weekly', 'monthly', 'dates']));
    expect(SYDNEY_EVENTS.some((e) => e.schedule.some((r) => r.during === 'school-holidays'))).toBe(true);
  });

  it('every event is well formed: known categories, Greater Sydney coordinates, valid times, honest prices', () => {
    for (const e of SYDNEY_EVENTS) {
      expect(e.categories.length).toBeGreaterThan(0);
      for (const c of e.categories) expect(CATEGORIES).toContain(c);
      expect(e.lat).toBeGreaterThan(-34.3);
      expect(e.lat).toBeLessThan(-33.4);
      expect(e.lng).toBeGreaterThan(150.5);
      expect(e.lng).toBeLessThan(151.4);
      for (const r of e.schedule) {
        expect(r.startTime).toMatch(TIME);
        expect(r.endTime).toMatch(TIME);
        expect(r.startTime < r.endTime).toBe(true);
        if (r.freq === 'dates') for (const d of r.dates) expect(isLocalDate(d)).toBe(true);
      }
      // 'Free' wording only on price 0; unknown prices stay null rather than invented.
      if (/^free/i.test(e.priceText)) expect(e.price).toBe(0);
      if (e.price === null) expect(e.priceText).not.toMatch(/^free/i);
      expect(e.rsvpLink).toMatch(/^https:\/\//);
    }
  });

  it('links to catalog places that exist', () => {
    const slugs = new Set([...firstPlaces, ...morePlaces].map((p) => p.slug));
    const linked = SYDNEY_EVENTS.filter((e) => e.placeSlug !== null);
    expect(linked.length).toBeGreaterThan(30);
    for (const e of linked) expect(slugs).toContain(e.placeSlug);
  });

  it('something is on every single day of 2026 and 2027, and every weekend day has several', () => {
    for (const date of eachDate('2026-01-01', '2027-12-31')) {
      const on = SYDNEY_EVENTS.filter((e) => expandSchedule(e.schedule, date, date).length > 0);
      expect({ date, count: on.length > 0 }).toEqual({ date, count: true });
      const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (dow === 0 || dow === 6) expect({ date, weekend: on.length >= 5 }).toEqual({ date, weekend: true });
    }
  });
});
