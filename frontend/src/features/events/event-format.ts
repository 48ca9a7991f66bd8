import type { EventFilters, EventOccurrence } from '../../api/events-api';

/**
 * The spec's timeline rule (section 5): categories match if the event has ANY selected one, and
 * free-only keeps events whose price is exactly 0. The API applies the same rule; the client applies
 * it too so results shown while a new filter loads never contradict the filter.
 */
export function matchesEventFilters(event: EventOccurrence, filters: EventFilters): boolean {
  if (filters.free && event.price !== 0) return false;
  if (filters.categories.length > 0 && !filters.categories.some((c) => event.categories.includes(c))) return false;
  return true;
}

export function filterEvents(events: readonly EventOccurrence[], filters: EventFilters): EventOccurrence[] {
  return events.filter((event) => matchesEventFilters(event, filters));
}

export function activeFilterCount(filters: EventFilters): number {
  return filters.categories.length + (filters.free ? 1 : 0);
}

/** 'HH:MM' (24 h) as '9:30am'. */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

export function formatTimeRange(event: Pick<EventOccurrence, 'startTime' | 'endTime'>): string {
  return event.endTime && event.endTime !== event.startTime
    ? `${formatTime(event.startTime)} – ${formatTime(event.endTime)}`
    : formatTime(event.startTime);
}

/** A calendar date 'YYYY-MM-DD' as a local Date at noon (never shifted a day by time zones). */
export function parseIsoDate(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** 'Saturday 28 November' (en-AU). */
export function formatLongDate(date: string): string {
  return parseIsoDate(date).toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long' });
}

/** 'Sat 28 Nov' (en-AU). */
export function formatShortDate(date: string): string {
  return parseIsoDate(date).toLocaleDateString('en-AU', { weekday: 'short', day: 'numeric', month: 'short' });
}

/** Today's date in Sydney, whatever the device's time zone. */
export function sydneyToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return now.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
}

export function isFree(event: Pick<EventOccurrence, 'price'>): boolean {
  return event.price === 0;
}

/** Groups occurrences (already sorted by start) by their Sydney date, keeping the order. */
export function groupByDate(events: readonly EventOccurrence[]): { date: string; events: EventOccurrence[] }[] {
  const groups = new Map<string, EventOccurrence[]>();
  for (const event of events) {
    const list = groups.get(event.date);
    if (list) list.push(event);
    else groups.set(event.date, [event]);
  }
  return [...groups].map(([date, list]) => ({ date, events: list }));
}
