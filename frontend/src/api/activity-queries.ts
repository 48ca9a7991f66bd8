import type { ActivityListResponse, ActivityType } from '@kah/api-contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_PAGE_SIZE } from '../constants/activity-constants';
import { METRICS_REFETCH_INTERVAL_MS } from '../constants/query-constants';
import { API_BASE, activityListSearch, apiClient } from './api-client';
import { API_CALL_FAILED, ApiError, NETWORK_ERROR } from './api-error';

export type ActivitySortOrder = 'popular' | 'distance' | 'title';

export interface ActivityQueryFilters {
  types: readonly ActivityType[];
  tags: readonly string[];
  free: boolean;
  search: string;
  /** The parent's position and search radius in km (Find Nearby); null for anywhere. */
  location?: { lat: number; lng: number; radius: number } | null;
  sort?: ActivitySortOrder;
  openNow?: boolean;
}

export interface ActivityListRequest extends ActivityQueryFilters {
  page: number;
  pageSize: number;
}

/** The full `GET /api/activities` query, including the location, sort and open-now parameters. */
export function activityListQuery(params: ActivityListRequest): string {
  const query = new URLSearchParams(activityListSearch(params));
  const { location } = params;
  if (location) {
    query.set('lat', String(location.lat));
    query.set('lng', String(location.lng));
    query.set('radius', String(location.radius));
  }
  // Distance needs a location; the API would answer 400 without one.
  const sort = params.sort === 'distance' && !location ? 'popular' : (params.sort ?? 'popular');
  if (sort !== 'popular') query.set('sort', sort);
  if (params.openNow) query.set('openNow', 'true');
  return query.toString();
}

function errorMessage(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.length > 0) return message;
    if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message.join(', ');
  }
  return API_CALL_FAILED;
}

// TODO: switch to api-client's request helper once it is exported (it is module-private today);
// this mirrors its error handling so screens see the same ApiError messages.
async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json' },
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    throw new ApiError(NETWORK_ERROR, response.status);
  }
  if (!response.ok) throw new ApiError(errorMessage(payload), response.status);
  return payload as T;
}

/** One page of activities with every filter the API knows (location, sort, open now included). */
export function fetchActivityList(params: ActivityListRequest, signal?: AbortSignal): Promise<ActivityListResponse> {
  return getJson(`/activities?${activityListQuery(params)}`, signal);
}

export const activityKeys = {
  all: ['activities'] as const,
  list: (filters: ActivityQueryFilters) =>
    [
      'activities',
      'list',
      // Sorted so the same filter set in another order shares one cache entry.
      {
        types: [...filters.types].sort(),
        tags: [...filters.tags].sort(),
        free: filters.free,
        search: filters.search.trim(),
        location: filters.location ? { lat: filters.location.lat, lng: filters.location.lng, radius: filters.location.radius } : null,
        sort: filters.sort === 'distance' && !filters.location ? 'popular' : (filters.sort ?? 'popular'),
        openNow: filters.openNow ?? false,
      },
    ] as const,
  detail: (id: string) => ['activities', 'detail', id] as const,
  metrics: (id: string) => ['activities', 'metrics', id] as const,
};

/** Pages of activities for the grid; 'Load more' fetches the next page. */
export function useActivities(filters: ActivityQueryFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchActivityList({ ...filters, page: pageParam, pageSize: ACTIVITIES_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
    // Keep showing the old results while a new filter loads, so the grid does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(id: string) {
  return useQuery({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => apiClient.getActivity(id, signal),
    select: (response) => response.data,
  });
}

/** Live counters on the detail page; `id` must be the activity's uuid. */
export function useActivityMetrics(id: string | undefined, options: { live?: boolean } = {}) {
  return useQuery({
    queryKey: activityKeys.metrics(id ?? ''),
    queryFn: ({ signal }) => apiClient.getActivityMetrics(id ?? '', signal),
    select: (response) => response.data,
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: options.live === false ? false : METRICS_REFETCH_INTERVAL_MS,
  });
}
