import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE } from './api-client';
import { API_CALL_FAILED, ApiError, NETWORK_ERROR } from './api-error';
import type {
  EVENT_CATEGORIES as ContractEventCategories,
  EVENT_WHENS as ContractEventWhens,
  EventCategory,
  EventKind,
  EventListResponse,
  EventOccurrence,
  EventTimelineResponse,
  EventWhen,
  TimelineSection,
  TimelineSectionKey,
} from '@kah/api-contract';

// Types come from the contract (type-only: zod stays out of the bundle); the value lists are
// re-declared and `satisfies` keeps them in step with it.
export type { EventCategory, EventKind, EventListResponse, EventOccurrence, EventWhen, TimelineSection, TimelineSectionKey };
export type TimelineResponse = EventTimelineResponse;

export const EVENT_CATEGORIES = ['outdoor', 'indoor', 'educational', 'creative', 'active'] as const satisfies typeof ContractEventCategories;
export const EVENT_WHENS = [
  'today',
  'tomorrow',
  'this-weekend',
  'next-weekend',
  'school-holidays',
  'upcoming',
] as const satisfies typeof ContractEventWhens;

export interface EventFilters {
  categories: readonly EventCategory[];
  free: boolean;
}

export interface EventListParams extends EventFilters {
  /** Either a named window or an explicit from/to range (max 62 days). */
  when?: EventWhen;
  from?: string;
  to?: string;
  kind?: EventKind | null;
  limit?: number;
}

export function isEventCategory(value: string): value is EventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value);
}

export function isEventWhen(value: string): value is EventWhen {
  return (EVENT_WHENS as readonly string[]).includes(value);
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: { Accept: 'application/json' }, signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(NETWORK_ERROR, response.status);
  }
  if (!response.ok) {
    const message =
      typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string'
        ? (payload as { message: string }).message
        : API_CALL_FAILED;
    throw new ApiError(message, response.status);
  }
  return payload as T;
}

function filterQuery(filters: EventFilters): URLSearchParams {
  const query = new URLSearchParams();
  // Sorted so the same set in another order is the same URL (and the same cache entry).
  if (filters.categories.length > 0) query.set('category', [...filters.categories].sort().join(','));
  if (filters.free) query.set('free', 'true');
  return query;
}

export function eventListSearch(params: EventListParams): string {
  const query = filterQuery(params);
  if (params.from && params.to) {
    query.set('from', params.from);
    query.set('to', params.to);
  } else if (params.when) {
    query.set('when', params.when);
  }
  if (params.kind) query.set('kind', params.kind);
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  return query.toString();
}

export const eventsApi = {
  listEvents(params: EventListParams, signal?: AbortSignal): Promise<EventListResponse> {
    return getJson(`/events?${eventListSearch(params)}`, signal);
  },
  getTimeline(filters: EventFilters, signal?: AbortSignal): Promise<TimelineResponse> {
    const query = filterQuery(filters).toString();
    return getJson(`/events/timeline${query ? `?${query}` : ''}`, signal);
  },
};

function normalized(filters: EventFilters) {
  return { categories: [...filters.categories].sort(), free: filters.free };
}

export const eventKeys = {
  all: ['events'] as const,
  timeline: (filters: EventFilters) => ['events', 'timeline', normalized(filters)] as const,
  list: (params: EventListParams) =>
    [
      'events',
      'list',
      {
        ...normalized(params),
        when: params.from && params.to ? null : (params.when ?? 'upcoming'),
        from: params.from ?? null,
        to: params.to ?? null,
        kind: params.kind ?? null,
        limit: params.limit ?? null,
      },
    ] as const,
};

/** Sections are relative to "now" on the server: refresh them every few minutes, not on every visit. */
const EVENTS_STALE_MS = 5 * 60 * 1000;

export function useEventTimeline(filters: EventFilters) {
  return useQuery({
    queryKey: eventKeys.timeline(filters),
    queryFn: ({ signal }) => eventsApi.getTimeline(filters, signal),
    staleTime: EVENTS_STALE_MS,
    // Keep the previous sections on screen while a new filter loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
}

export function useEventList(params: EventListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => eventsApi.listEvents(params, signal),
    staleTime: EVENTS_STALE_MS,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
