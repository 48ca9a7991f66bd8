import type { EventOccurrence, TimelineResponse, TimelineSection, TimelineSectionKey } from '../../api/events-api';

let counter = 0;

/** A test occurrence; ids are unique per call unless given. */
export function makeOccurrence(overrides: Partial<EventOccurrence> = {}): EventOccurrence {
  counter += 1;
  const date = overrides.date ?? '2026-11-28';
  const eventId = overrides.eventId ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id: `${eventId}_${date}`,
    eventId,
    title: `Event ${counter}`,
    description: 'A fun morning for the whole family.',
    categories: ['outdoor'],
    tags: ['family', 'outdoor', 'nature'],
    date,
    startTime: '10:00',
    endTime: '12:00',
    startsAt: `${date}T10:00:00+11:00`,
    endsAt: `${date}T12:00:00+11:00`,
    venue: 'Centennial Park',
    suburb: 'Centennial Park',
    lat: -33.8988,
    lng: 151.2339,
    activityId: null,
    price: 0,
    priceText: 'Free',
    ageRange: '3-10 years',
    imageUrl: null,
    rsvpLink: 'https://example.org/event',
    kind: 'event',
    scheduleNote: null,
    ...overrides,
  };
}

const TITLES: Record<TimelineSectionKey, [string, string, string, string]> = {
  today: ['Today', 'Sat 21 Nov', '2026-11-21', '2026-11-21'],
  tomorrow: ['Tomorrow', 'Sun 22 Nov', '2026-11-22', '2026-11-22'],
  'this-weekend': ['This Weekend', 'Sat 28 – Sun 29 Nov', '2026-11-28', '2026-11-29'],
  'next-weekend': ['Next Weekend', 'Sat 5 – Sun 6 Dec', '2026-12-05', '2026-12-06'],
  'school-holidays': ['School Holidays', 'Sat 19 Dec – Mon 26 Jan', '2026-12-19', '2027-01-26'],
};

export function timelineResponse(events: Partial<Record<TimelineSectionKey, EventOccurrence[]>> = {}): TimelineResponse {
  const sections = (Object.keys(TITLES) as TimelineSectionKey[]).map<TimelineSection>((key) => {
    const [title, subtitle, from, to] = TITLES[key];
    const list = events[key] ?? [];
    return { key, title, subtitle, from, to, events: list.slice(0, 3), total: list.length };
  });
  return { sections };
}

/** Stubs window.matchMedia so `(min-width: 768px)` matches (desktop) or not (mobile). */
export function setDesktop(desktop: boolean): void {
  window.matchMedia = ((query: string) =>
    ({
      matches: query.includes('min-width: 768px') ? desktop : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList) as typeof window.matchMedia;
}
