import type { ActivityListResponse } from '@kah/api-contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_PAGE_SIZE } from '../constants/activity-constants';
import { METRICS_REFETCH_INTERVAL_MS } from '../constants/query-constants';
import { apiClient, type ActivityListParams, type ActivitySortOrder } from './api-client';

export type { ActivitySortOrder };

/** The activity filters a screen holds (everything but paging). */
export type ActivityQueryFilters = Omit<ActivityListParams, 'page' | 'pageSize'>;
export type ActivityListRequest = ActivityListParams;

/** One page of activities with every filter the API knows (location, sort, open now included). */
export function fetchActivityList(params: ActivityListRequest, signal?: AbortSignal): Promise<ActivityListResponse> {
  return apiClient.listActivities(params, signal);
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
