import { createEnvelope, topicName, type OutgoingEvent } from '@kah/runtime';
import type { eventsV1 } from '@kah/proto';

export const FAVORITES_EVENTS_TOPIC = 'favorites.events';
export const FAVORITE_ADDED = 'favorites.favorite-added';
export const FAVORITE_REMOVED = 'favorites.favorite-removed';

/** Builds the outbox rows for favourite changes; keyed by user id so one user's changes stay in order. */
export class FavoriteEvents {
  constructor(private readonly topicPrefix: string) {}

  /** `merge`: a favourite the browser kept while signed out (analytics counted it then). */
  added(userId: string, activityId: string, occurredAt: Date, source: 'add' | 'merge'): OutgoingEvent<eventsV1.FavoriteAdded> {
    return this.event(FAVORITE_ADDED, { userId, activityId, occurredAt: occurredAt.toISOString(), source });
  }

  removed(userId: string, activityId: string, occurredAt: Date): OutgoingEvent<eventsV1.FavoriteRemoved> {
    return this.event(FAVORITE_REMOVED, { userId, activityId, occurredAt: occurredAt.toISOString() });
  }

  private event<P extends eventsV1.FavoriteAdded | eventsV1.FavoriteRemoved>(type: string, payload: P): OutgoingEvent<P> {
    return {
      topic: topicName(this.topicPrefix, FAVORITES_EVENTS_TOPIC),
      key: payload.userId,
      envelope: createEnvelope(type, 'favorites', payload, { occurredAt: payload.occurredAt }),
    };
  }
}
