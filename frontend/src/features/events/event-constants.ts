import type { EventCategory, EventKind, EventWhen, TimelineSectionKey } from '../../api/events-api';

// Timeline constants from the discovery spec (section 9).
export const TIMELINE_MAX_EVENTS = 3;
export const TIMELINE_TITLE_MAX_MOBILE = 24;
export const TIMELINE_TITLE_MAX_DESKTOP = 30;
export const TIMELINE_TAGS_MOBILE = 1;
export const TIMELINE_TAGS_DESKTOP = 2;
export const TIMELINE_SCROLL_STEP_PX = 300;
/** Pointer travel (px) after which a press on the timeline counts as a drag, not a click. */
export const DRAG_CLICK_THRESHOLD_PX = 5;
/** Desktop layout from this width (buttons + drag); below it the strip is a native scroll area. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  outdoor: 'Outdoor',
  indoor: 'Indoor',
  educational: 'Educational',
  creative: 'Creative',
  active: 'Active',
};

export const EVENT_CATEGORY_ICONS: Record<EventCategory, string> = {
  outdoor: '🌳',
  indoor: '🏠',
  educational: '🔬',
  creative: '🎨',
  active: '⚽',
};

export const EVENT_WHEN_LABELS: Record<EventWhen, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-weekend': 'This Weekend',
  'next-weekend': 'Next Weekend',
  'school-holidays': 'School Holidays',
  upcoming: 'Upcoming',
};

export const TIMELINE_SECTION_KEYS: readonly TimelineSectionKey[] = [
  'today',
  'tomorrow',
  'this-weekend',
  'next-weekend',
  'school-holidays',
];

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  event: 'Events',
  cultural: 'Cultural programs',
};

/** The spec's `/events?filter=weekend` and a few friendly aliases, mapped to the API's windows. */
export const WHEN_ALIASES: Record<string, EventWhen> = {
  weekend: 'this-weekend',
  'this-weekend': 'this-weekend',
  'next-weekend': 'next-weekend',
  today: 'today',
  tomorrow: 'tomorrow',
  holidays: 'school-holidays',
  'school-holidays': 'school-holidays',
  upcoming: 'upcoming',
};

export function eventsHref(when: EventWhen): string {
  return `/events?when=${when}`;
}
