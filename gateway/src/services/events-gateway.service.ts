import { Inject, Injectable } from '@nestjs/common';
import type { EventCategory, EventListQuerySchema, EventListResponse, EventOccurrence, EventTimelineQuerySchema, EventTimelineResponse, TimelineSectionKey } from '@kah/api-contract';
import type { catalogV1 } from '@kah/proto';
import type { z } from 'zod';
import { GrpcClients } from '../grpc/grpc-clients';

type ListQuery = z.output<typeof EventListQuerySchema>;
type TimelineQuery = z.output<typeof EventTimelineQuerySchema>;

/** Events live in the catalog service; dates are computed there in Sydney time at request time. */
@Injectable()
export class EventsGatewayService {
  constructor(@Inject(GrpcClients) private readonly grpc: GrpcClients) {}

  async list(query: ListQuery): Promise<EventListResponse> {
    const res = await this.grpc.catalog.call('listEvents', {
      when: query.when ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
      categories: query.category,
      freeOnly: query.free ?? false,
      kind: query.kind ?? '',
      limit: query.limit,
      now: '',
    });
    return { items: res.items.map(toApiEvent), from: res.from, to: res.to, total: res.total };
  }

  async timeline(query: TimelineQuery): Promise<EventTimelineResponse> {
    const res = await this.grpc.catalog.call('getEventsTimeline', { categories: query.category, freeOnly: query.free ?? false, now: '' });
    return {
      sections: res.sections.map((s) => ({
        key: s.key as TimelineSectionKey,
        title: s.title,
        subtitle: s.subtitle,
        from: s.from,
        to: s.to,
        events: s.events.map(toApiEvent),
        total: s.total,
      })),
    };
  }

  async get(id: string): Promise<EventOccurrence> {
    const res = await this.grpc.catalog.call('getEvent', { id, now: '' });
    return toApiEvent(res.event!);
  }
}

export function toApiEvent(e: catalogV1.EventOccurrence): EventOccurrence {
  return {
    id: e.id,
    eventId: e.eventId,
    title: e.title,
    description: e.description,
    categories: e.categories as EventCategory[],
    tags: e.tags,
    date: e.date,
    startTime: e.startTime,
    endTime: e.endTime,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    venue: e.venue,
    suburb: e.suburb,
    lat: e.lat,
    lng: e.lng,
    activityId: e.activityId ?? null,
    price: e.price ?? null,
    priceText: e.priceText,
    ageRange: e.ageRange,
    imageUrl: e.imageUrl ?? null,
    rsvpLink: e.rsvpLink ?? null,
    kind: e.kind === 'cultural' ? 'cultural' : 'event',
    scheduleNote: e.scheduleNote ?? null,
  };
}
