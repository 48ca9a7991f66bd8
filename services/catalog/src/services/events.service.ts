import { Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError, DomainErrorCode } from '@kah/runtime';
import type { catalogV1 } from '@kah/proto';
import { occurrenceId, parseEventId } from '../domain/event-ids';
import {
  eventWindow,
  expandSchedule,
  MAX_RANGE_DAYS,
  TIMELINE_KEYS,
  TIMELINE_TITLES,
  toTimed,
  type EventWindowName,
  type TimedOccurrence,
} from '../domain/event-occurrences';
import { addDays, daysBetween, isLocalDate, sydneyDate, type LocalDate } from '../domain/local-date';
import { EventsRepository, type EventFilter, type EventRow } from '../repositories/events.repository';

export const EVENT_CATEGORIES = ['outdoor', 'indoor', 'educational', 'creative', 'active'] as const;
const WHENS: readonly EventWindowName[] = [...TIMELINE_KEYS, 'upcoming'];
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 200;
const SECTION_SIZE = 3;
/** How far ahead an event id looks for its next occurrence. */
const NEXT_OCCURRENCE_HORIZON_DAYS = 400;

/** Where "now" comes from; tests inject a fixed one. */
export interface Clock {
  now(): Date;
}
export const EVENTS_CLOCK = Symbol('EVENTS_CLOCK');
export const systemClock: Clock = { now: () => new Date() };

const invalid = (message: string) => new DomainError(DomainErrorCode.InvalidArgument, message);
const notFound = () => new DomainError(DomainErrorCode.NotFound, 'Event not found');

interface Occurrence {
  row: EventRow;
  timed: TimedOccurrence;
}

@Injectable()
export class EventsService {
  private readonly clock: Clock;

  constructor(
    private readonly events: EventsRepository,
    @Optional() @Inject(EVENTS_CLOCK) clock?: Clock,
  ) {
    this.clock = clock ?? systemClock;
  }

  async list(req: catalogV1.ListEventsRequest): Promise<catalogV1.ListEventsResponse> {
    const now = this.now(req.now);
    const limit = req.limit === 0 ? DEFAULT_LIMIT : req.limit;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw invalid(`limit must be between 1 and ${MAX_LIMIT}`);
    const { from, to } = this.range(req, now);
    const rows = await this.events.list(filterOf(req.categories, req.freeOnly, req.kind));
    const items = occurrences(rows, from, to, now);
    return { items: items.slice(0, limit).map(toProto), from, to, total: items.length };
  }

  async timeline(req: catalogV1.GetEventsTimelineRequest): Promise<catalogV1.GetEventsTimelineResponse> {
    const now = this.now(req.now);
    const rows = await this.events.list(filterOf(req.categories, req.freeOnly, ''));
    const sections = TIMELINE_KEYS.map((key) => {
      const window = eventWindow(key, now);
      const items = occurrences(rows, window.from, window.to, now);
      return {
        key,
        title: TIMELINE_TITLES[key],
        subtitle: window.subtitle,
        from: window.from,
        to: window.to,
        events: items.slice(0, SECTION_SIZE).map(toProto),
        total: items.length,
      };
    });
    return { sections };
  }

  async get(req: catalogV1.GetEventRequest): Promise<catalogV1.GetEventResponse> {
    const now = this.now(req.now);
    const lookup = parseEventId(req.id);
    if (lookup.kind === 'invalid') throw notFound();
    const row = await this.events.findById(lookup.eventId);
    if (!row) throw notFound();
    if (lookup.kind === 'occurrence') {
      const [day] = expandSchedule(row.recurrence, lookup.date, lookup.date);
      if (!day) throw notFound();
      return { event: toProto({ row, timed: toTimed(day) }) };
    }
    const today = sydneyDate(now);
    const next = occurrences([row], today, addDays(today, NEXT_OCCURRENCE_HORIZON_DAYS), now)[0];
    if (!next) throw notFound();
    return { event: toProto(next) };
  }

  private now(raw: string): Date {
    if (!raw) return this.clock.now();
    const t = Date.parse(raw);
    if (Number.isNaN(t)) throw invalid('now must be an ISO-8601 instant');
    return new Date(t);
  }

  private range(req: catalogV1.ListEventsRequest, now: Date): { from: LocalDate; to: LocalDate } {
    if (req.from || req.to) {
      if (req.when) throw invalid('give either when or from/to, not both');
      if (!req.from || !req.to) throw invalid('from and to must be given together');
      if (!isLocalDate(req.from)) throw invalid('from must be a date (YYYY-MM-DD)');
      if (!isLocalDate(req.to)) throw invalid('to must be a date (YYYY-MM-DD)');
      const days = daysBetween(req.from, req.to) + 1;
      if (days < 1) throw invalid('to must not be before from');
      if (days > MAX_RANGE_DAYS) throw invalid(`the range from/to must be at most ${MAX_RANGE_DAYS} days`);
      return { from: req.from, to: req.to };
    }
    const when = (req.when || 'upcoming') as EventWindowName;
    if (!WHENS.includes(when)) throw invalid(`when must be one of ${WHENS.join(', ')}`);
    const { from, to } = eventWindow(when, now);
    return { from, to };
  }
}

function filterOf(categories: string[], freeOnly: boolean, kind: string): EventFilter {
  const unique = [...new Set(categories.map((c) => c.trim().toLowerCase()).filter((c) => c.length > 0))];
  const unknown = unique.find((c) => !(EVENT_CATEGORIES as readonly string[]).includes(c));
  if (unknown) throw invalid(`category must be one of ${EVENT_CATEGORIES.join(', ')}`);
  if (kind !== '' && kind !== 'event' && kind !== 'cultural') throw invalid('kind must be event or cultural');
  return { categories: unique, freeOnly, kind: kind === '' ? undefined : kind };
}

/**
 * Every occurrence of the events in [from, to] that has not finished by `now`, soonest first
 * (an afternoon visit does not see this morning's market under Today).
 */
function occurrences(rows: EventRow[], from: LocalDate, to: LocalDate, now: Date): Occurrence[] {
  const nowMs = now.getTime();
  return rows
    .flatMap((row) => expandSchedule(row.recurrence, from, to).map((day) => ({ row, timed: toTimed(day) })))
    .filter((o) => o.timed.endsAtMs > nowMs)
    .sort((a, b) => a.timed.startsAtMs - b.timed.startsAtMs || a.row.title.localeCompare(b.row.title));
}

function toProto({ row, timed }: Occurrence): catalogV1.EventOccurrence {
  return {
    id: occurrenceId(row.id, timed.date),
    eventId: row.id,
    title: row.title,
    description: row.description,
    categories: row.categories,
    tags: row.tags,
    date: timed.date,
    startTime: timed.startTime,
    endTime: timed.endTime,
    startsAt: timed.startsAt,
    endsAt: timed.endsAt,
    venue: row.venue,
    suburb: row.suburb,
    lat: row.latitude,
    lng: row.longitude,
    activityId: row.activity_id ?? undefined,
    price: row.price ?? undefined,
    priceText: row.price_text,
    ageRange: row.age_range,
    imageUrl: row.image_url ?? undefined,
    rsvpLink: row.rsvp_link ?? undefined,
    kind: row.kind,
    scheduleNote: row.schedule_note ?? undefined,
  };
}
