import { v5 as uuidv5 } from 'uuid';
import { isAcceptedUuid } from './activity-ids';
import { isLocalDate, type LocalDate } from './local-date';

/** Namespace for event ids: the same slug always gets the same UUID. */
const EVENTS_NAMESPACE = '8b0d7f52-3c1e-4f0a-9a6e-2d4c5e7f9b13';

export function eventSlugToUuid(slug: string): string {
  return uuidv5(`event:${slug}`, EVENTS_NAMESPACE);
}

export function occurrenceId(eventId: string, date: LocalDate): string {
  return `${eventId}_${date}`;
}

export type EventIdLookup = { kind: 'event'; eventId: string } | { kind: 'occurrence'; eventId: string; date: LocalDate } | { kind: 'invalid' };

/** An event UUID, or an occurrence id `${eventId}_${YYYY-MM-DD}`. */
export function parseEventId(raw: string): EventIdLookup {
  const id = raw.trim();
  const [uuid, date, ...rest] = id.split('_');
  if (rest.length > 0 || !isAcceptedUuid(uuid)) return { kind: 'invalid' };
  if (date === undefined) return { kind: 'event', eventId: uuid.toLowerCase() };
  return isLocalDate(date) ? { kind: 'occurrence', eventId: uuid.toLowerCase(), date } : { kind: 'invalid' };
}
